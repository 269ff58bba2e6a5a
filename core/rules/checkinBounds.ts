/**
 * When a scan may count: on its meeting's day in the event's time zone, and at a time inside the offline window of the
 * device that made it (from the moment the server last gave it the door's list to now). The server applies it to
 * every scan it records; the phone applies it to the scans it keeps while offline.
 */
import type { EventInfo } from '../model/types';
import type { CheckinAnswer } from './checkinAnswer';
import { doorDay } from './meetings';

/** How far a phone's clock may stand from the server's, either way, before its scans are refused. */
export const scanClockSkewMs = 2 * 60_000;

export interface ScanTime {
  /** The meeting day the scan is for (YYYY-MM-DD). */
  day: string;
  scannedAt: Date;
}

export interface ScanWindow {
  /** The server's now. */
  now: Date;
  /** When the device's window opened: the server's time when it issued the list the device scanned with. */
  opened: Date;
}

/** Undefined when the scan may count; otherwise the answer that refuses it. */
export function scanOutOfBounds(
  event: EventInfo,
  scan: ScanTime,
  window: ScanWindow,
): Extract<CheckinAnswer, { kind: 'notToday' | 'outsideWindow' }> | undefined {
  const at = scan.scannedAt.getTime();
  if (at > window.now.getTime() + scanClockSkewMs || at < window.opened.getTime() - scanClockSkewMs)
    return { kind: 'outsideWindow' };
  if (doorDay(event, scan.scannedAt) !== scan.day) return { kind: 'notToday' };
  return undefined;
}
