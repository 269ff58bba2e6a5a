/**
 * What the check-in page keeps in the browser so that it works without the network: the last list it downloaded and
 * the scans not yet recorded by the server. localStorage survives a reload and a closed tab, so a phone that runs out
 * of battery keeps its queue; the list holds code hashes, never codes.
 */
import type { DoorList, DoorScan } from '../../core/api/doorTypes';
import { meetings } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import { doorDay, eventDays } from '../../core/rules/meetings';
import type { StaffSession } from '../staff/staffApi';

const listKey = 'checkin.list';
const queueKey = 'checkin.queue';
const sessionKey = 'checkin.session';
const clockKey = 'checkin.clockOffset';

function read<T>(key: string): T | undefined {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or switched off: the page still works while it stays open.
  }
}

/** Now by the server's clock, as of the last list (the demo's day in a demo, not the phone's). */
function serverNow(): Date {
  return new Date(Date.now() + (read<number>(clockKey) ?? 0));
}

/**
 * Whether the event's last meeting day is over (in its time zone) by the server's clock: the door's names are then
 * kept no longer. By the phone's clock a demo's list, standing on the event's days, would be thrown away at once.
 */
function eventOver(): boolean {
  return doorDay(event, serverNow()) > (eventDays(event, meetings).at(-1)?.day ?? '');
}

export const doorStorage = {
  list: () => {
    if (!eventOver()) return read<DoorList & { savedAt: string }>(listKey);
    localStorage.removeItem(listKey);
    return undefined;
  },
  // The list's own time, the server's: the page shows it beside the scans' times, which are the server's too.
  saveList: (list: DoorList) => write(listKey, { ...list, savedAt: list.issuedAt }),
  queue: () => read<DoorScan[]>(queueKey) ?? [],
  saveQueue: (scans: readonly DoorScan[]) => write(queueKey, scans),
  /** How far the server's clock stands ahead of this phone's (ms), as of the last list: scans are stamped in its time. */
  clockOffset: () => read<number>(clockKey) ?? 0,
  saveClockOffset: (ms: number) => write(clockKey, ms),
  /** The staff member's session, so a reload without the network opens Check-in rather than the sign-in. */
  session: () => read<StaffSession>(sessionKey),
  saveSession: (session: StaffSession) => write(sessionKey, session),
  forgetSession: () => localStorage.removeItem(sessionKey),
};
