import './checkin.css';

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import type { DoorListEntry } from '../../core/api/doorTypes';
import { normaliseBadgeCode } from '../../core/rules/badgeCode';
import { useStaff } from '../staff/StaffContext';
import { useStaffFormat } from '../staff/useStaffFormat';
import { useStaffText } from '../staff/useStaffText';
import CameraScan from './CameraScan';
import CheckinResult from './CheckinResult';
import { doorStorage } from './doorStorage';
import NameSearch from './NameSearch';
import { keepDecoderOffline } from './qrReader';
import { type ScanOutcome, useDoor } from './useDoor';

/**
 * Makes the page an installable app that opens without the network: its manifest, and the service worker that keeps
 * the page and its files (public/checkin-sw.js). Returns the clean-up that takes the manifest link away again.
 */
/** The cache public/checkin-sw.js answers from when the network cannot be reached (the same name there). */
const doorCacheName = 'checkin-v1';

function installDoorApp(onReady: () => void): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/checkin.webmanifest';
  document.head.append(link);
  // A browser without service workers (or a private window refusing one) still checks in while it is online.
  navigator.serviceWorker
    ?.register('/checkin-sw.js', { scope: '/staff/checkin' })
    .then(keepLoadedFiles)
    .then(onReady)
    .catch(() => undefined);
  return () => link.remove();
}

/**
 * The page and every file this visit loaded (the console's chunks among them), put in the service worker's cache at
 * once: the worker only sees the requests made after it took over, and the first visit must be enough.
 */
async function keepLoadedFiles(): Promise<void> {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/staff/api/'))
    .map((url) => url.pathname);
  const cache = await caches.open(doorCacheName);
  await Promise.all([location.pathname, ...new Set(files)].map((file) => cache.add(file).catch(() => undefined)));
  await keepDecoderOffline(cache).catch(() => undefined);
}

/**
 * Check-in at the door, made for a phone held upright: the meeting day (today's by default, from the event's dates in
 * its time zone), the Code field a scanner or a person types into, the camera, a search by name, and the answer.
 * Offline it decides from the list it downloaded and keeps the scans until the network returns.
 */
export default function CheckinPage() {
  const t = useStaffText();
  const intl = useIntl();
  const { session, announce } = useStaff();
  const { day: writeDay, instant } = useStaffFormat();
  const door = useDoor(intl.locale);
  const id = useId();
  const [chosenDay, setChosenDay] = useState<string>();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<ScanOutcome>();
  const [error, setError] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes once the answer is shown: the answer after a name search, the Code field after a code.
  const focusAfter = useRef<'code' | 'result'>('code');
  const list = door.load.state === 'ready' ? door.load.list : undefined;
  const day = chosenDay ?? (list?.days.some((item) => item.day === list.today) ? list.today : list?.days[0]?.day);
  const doorDay = list?.days.find((item) => item.day === day);
  const meetingName = doorDay ? t(doorDay.label) : '';

  const [offlineReady, setOfflineReady] = useState(false);
  useEffect(() => {
    doorStorage.saveSession(session);
    return installDoorApp(() => setOfflineReady(true));
  }, [session]);

  useEffect(() => {
    if (!outcome) return;
    if (focusAfter.current === 'result') resultHeading.current?.focus();
    else codeField.current?.focus();
  }, [outcome]);

  useEffect(() => {
    if (door.sentOffline > 0) announce(t('checkin.queue.sent', { count: door.sentOffline }));
  }, [door.sentOffline, announce, t]);

  const check = useCallback(
    async (target: { code: string } | { registrationId: number }, focus: 'code' | 'result') => {
      if (!day) return;
      setError('');
      const result = await door.scan(target, day, session.account.email);
      if ('error' in result) {
        setError(result.error || t('staff.error.unreachable'));
        return;
      }
      focusAfter.current = focus;
      setOutcome(result);
    },
    [day, door, session.account.email, t],
  );

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = normaliseBadgeCode(code);
    if (!typed) return;
    setCode('');
    void check({ code: typed }, 'code');
  };
  const fromCamera = useCallback((read: string) => void check({ code: normaliseBadgeCode(read) }, 'code'), [check]);
  const pick = (entry: DoorListEntry) => void check({ registrationId: entry.id }, 'result');

  const standing = outcome?.entry?.id
    ? list?.entries.find((entry) => entry.id === outcome.entry!.id)?.checkIns.find((checkIn) => checkIn.day === day)
    : undefined;
  const undo =
    session.account.role === 'manager' && outcome?.entry && standing && !outcome.pending && day
      ? async () => {
          try {
            await door.undo(outcome.entry!, day);
            announce(t('checkin.undone', { name: outcome.entry!.name }));
            setOutcome(undefined);
            codeField.current?.focus();
          } catch {
            setError(t('staff.error.unreachable'));
          }
        }
      : undefined;

  return (
    <div className="checkin">
      <h1>{t('checkin.heading')}</h1>
      {door.load.state === 'loading' && <p role="status">{t('checkin.list.loading')}</p>}
      {door.load.state === 'failed' && (
        <p role="alert" className="staff-error">
          {t('checkin.list.failed')}
        </p>
      )}
      {list && door.load.state === 'ready' && (
        <>
          <p className="staff-hint">
            {t('checkin.list.loaded', { count: list.entries.length, at: instant(door.load.savedAt) })}
          </p>
          {offlineReady && <p className="staff-hint">{t('checkin.offlineReady')}</p>}
          <div className="checkin-network" role="status">
            {!door.online && <p>{t('checkin.queue.offline')}</p>}
            {(door.queue.length > 0 || !door.online) && (
              <p>{t('checkin.queue.waiting', { count: door.queue.length })}</p>
            )}
          </div>
          <label htmlFor={`${id}-day`}>{t('checkin.day.label')}</label>
          <select className="input" id={`${id}-day`} value={day} onChange={(event) => setChosenDay(event.target.value)}>
            {list.days.map((item) => (
              <option key={item.day} value={item.day}>
                {t(item.day === list.today ? 'checkin.day.today' : 'checkin.day.option', {
                  meeting: t(item.label),
                  day: writeDay(item.day),
                })}
              </option>
            ))}
          </select>
          <form className="checkin-code" onSubmit={submitCode}>
            <label htmlFor={`${id}-code`}>{t('checkin.code.label')}</label>
            <input
              className="input"
              id={`${id}-code`}
              ref={codeField}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={`${id}-code-hint`}
              onChange={(event) => setCode(event.target.value)}
            />
            <p id={`${id}-code-hint`} className="staff-hint">
              {t('checkin.code.hint')}
            </p>
            <button type="submit" className="button">
              {t('checkin.code.submit')}
            </button>
          </form>
          <CameraScan onCode={fromCamera} />
          {error && (
            <p role="alert" className="staff-error">
              {error}
            </p>
          )}
          <div aria-live="polite" className="checkin-answer">
            {outcome && (
              <CheckinResult
                ref={resultHeading}
                outcome={outcome}
                meetingName={meetingName}
                onUndo={undo && (() => void undo())}
              />
            )}
          </div>
          <NameSearch entries={list.entries} onPick={pick} />
        </>
      )}
    </div>
  );
}
