/** The check-in page's state: the door list (downloaded, or kept from last time), the offline queue, and sending. */
import { useCallback, useEffect, useRef, useState } from 'react';

import type { DoorList, DoorListEntry, DoorScan, ScanResult } from '../../core/api/doorTypes';
import { event } from '../../core/model/schemaData';
import { type CheckinAnswer, checkinAnswer } from '../../core/rules/checkinAnswer';
import { scanOutOfBounds } from '../../core/rules/checkinBounds';
import { staffApi, StaffApiError } from '../staff/staffApi';
import { useStaff } from '../staff/StaffContext';
import { badgeCodeHash } from './codeHash';
import { doorStorage } from './doorStorage';

/** What a scan gave: the answer, the registration it is about, and whether it waits on this phone for the network. */
export interface ScanOutcome {
  answer: CheckinAnswer;
  entry?: DoorListEntry;
  pending: boolean;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: DoorList; savedAt: string };

/** A scan a phone queues: as sent, plus the registration it resolved to on the phone (the server ignores it). */
export type QueuedScan = DoorScan & { entryId?: number };

/** The scans of one request; the server takes up to 200. */
const batchSize = 100;

function withEntry(list: DoorList, entry: DoorListEntry): DoorList {
  const known = list.entries.some((candidate) => candidate.id === entry.id);
  return {
    ...list,
    entries: known
      ? list.entries.map((candidate) => (candidate.id === entry.id ? entry : candidate))
      : [...list.entries, entry],
  };
}

export function useDoor(language: string) {
  const { sessionEnded } = useStaff();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [queue, setQueue] = useState<QueuedScan[]>(() => doorStorage.queue());
  const [online, setOnline] = useState(() => navigator.onLine);
  const [sentOffline, setSentOffline] = useState(0);
  const sending = useRef(false);

  const keepList = useCallback((update: (list: DoorList) => DoorList) => {
    setLoad((current) => {
      if (current.state !== 'ready') return current;
      const list = update(current.list);
      doorStorage.saveList(list);
      return { ...current, list };
    });
  }, []);

  const keepQueue = useCallback((update: (scans: QueuedScan[]) => QueuedScan[]) => {
    setQueue((current) => {
      const next = update(current);
      doorStorage.saveQueue(next);
      return next;
    });
  }, []);

  useEffect(() => {
    let live = true;
    staffApi.checkinList<DoorList>(language).then(
      (list) => {
        if (!live) return;
        // One clock for the whole service: the phone stamps its scans in the server's time (the demo's in a demo).
        if (list.issuedAt) doorStorage.saveClockOffset(Date.parse(list.issuedAt) - Date.now());
        doorStorage.saveList(list);
        setLoad({ state: 'ready', list, savedAt: list.issuedAt });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof StaffApiError && error.status === 401) sessionEnded();
        // Without the network, the list kept from last time lets the door go on.
        const kept = doorStorage.list();
        setLoad(kept ? { state: 'ready', list: kept, savedAt: kept.savedAt } : { state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [language, sessionEnded]);

  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  /** Sends the queued scans; each is removed once the server answered it, so none is lost and none sent twice. */
  const flush = useCallback(async () => {
    if (sending.current || !navigator.onLine) return;
    const waiting = doorStorage.queue();
    if (waiting.length === 0) return;
    sending.current = true;
    try {
      for (let start = 0; start < waiting.length; start += batchSize) {
        const batch = waiting.slice(start, start + batchSize);
        const { results } = await staffApi.checkinScans<{ results: ScanResult[] }>(
          batch.map(({ scanId, code, registrationId, day, scannedAt, window }) => ({
            scanId,
            day,
            scannedAt,
            window,
            ...(code !== undefined ? { code } : { registrationId }),
          })),
          language,
        );
        const answered = new Set(results.map((result) => result.scanId));
        keepQueue((scans) => scans.filter((scan) => !answered.has(scan.scanId)));
        for (const result of results) if (result.entry) keepList((list) => withEntry(list, result.entry!));
        setSentOffline((count) => count + answered.size);
      }
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 401) sessionEnded();
      // Otherwise the scans stay queued for the next time the network returns.
    } finally {
      sending.current = false;
    }
  }, [keepList, keepQueue, language, sessionEnded]);

  useEffect(() => {
    if (online && load.state === 'ready') void flush();
  }, [online, load.state, flush]);

  /** The registration a code or an id names in the list, with the scans still queued for it counted as check-ins. */
  const localEntry = useCallback(
    async (list: DoorList, target: { code: string } | { registrationId: number }) => {
      const hash = 'code' in target ? await badgeCodeHash(target.code) : undefined;
      const entry = list.entries.find((candidate) =>
        'code' in target ? candidate.codeHash === hash : candidate.id === target.registrationId,
      );
      if (!entry) return undefined;
      const queued = queue
        .filter((scan) => scan.entryId === entry.id)
        .map((scan) => ({ day: scan.day, at: scan.scannedAt, by: scan.by }));
      return { ...entry, checkIns: [...entry.checkIns, ...queued] };
    },
    [queue],
  );

  /** Checks a badge (or a delegate found by name) in on `day`: through the server, or on the phone when offline. */
  const scan = useCallback(
    async (
      target: { code: string } | { registrationId: number },
      day: string,
      by: string,
    ): Promise<ScanOutcome | { error: string }> => {
      if (load.state !== 'ready') return { error: '' };
      const meeting = load.list.days.find((candidate) => candidate.day === day)?.meeting ?? '';
      const now = new Date(Date.now() + doorStorage.clockOffset());
      const { window } = load.list;
      const made: QueuedScan = {
        scanId: crypto.randomUUID(),
        ...target,
        day,
        scannedAt: now.toISOString(),
        window,
        by,
      };
      if (navigator.onLine) {
        try {
          const { results } = await staffApi.checkinScans<{ results: ScanResult[] }>(
            [{ scanId: made.scanId, ...target, day, scannedAt: made.scannedAt, window }],
            language,
          );
          const result = results[0];
          if (result.entry) keepList((list) => withEntry(list, result.entry!));
          return { answer: result.answer, entry: result.entry, pending: false };
        } catch (error) {
          if (error instanceof StaffApiError && error.status === 401) sessionEnded();
          if (!(error instanceof StaffApiError) || error.status !== 0) {
            return { error: error instanceof StaffApiError ? (error.body.message ?? '') : '' };
          }
          // The network dropped without the browser noticing yet: decide here, as offline.
        }
      }
      const entry = await localEntry(load.list, target);
      // The server's rule, on this phone's clock: a scan it would refuse is not queued.
      const opened = load.list.issuedAt ? new Date(load.list.issuedAt) : now;
      const answer =
        (entry && scanOutOfBounds(event, { day, scannedAt: now }, { now, opened })) ??
        checkinAnswer(entry, day, meeting);
      if (answer.kind === 'checkedIn' && entry) keepQueue((scans) => [...scans, { ...made, entryId: entry.id }]);
      return { answer, entry, pending: answer.kind === 'checkedIn' };
    },
    [keepList, keepQueue, language, load, localEntry, sessionEnded],
  );

  /** A manager's undo of a check-in; the list forgets it at once. */
  const undo = useCallback(
    async (entry: DoorListEntry, day: string) => {
      await staffApi.checkinUndo(entry.id, day);
      keepList((list) =>
        withEntry(list, { ...entry, checkIns: entry.checkIns.filter((checkIn) => checkIn.day !== day) }),
      );
    },
    [keepList],
  );

  return { load, queue, online, sentOffline, scan, undo };
}
