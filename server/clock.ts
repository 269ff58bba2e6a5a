/** The server's idea of now: fixed for demos and tests (REGISTRATION_CLOCK), or the system's. */
import type { EventInfo, Fees } from '../core/model/types';

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock standing still at `instant`. */
export function fixedClock(instant: Date): Clock {
  const time = instant.getTime();
  return () => new Date(time);
}

/**
 * Where the demo clock stands unless REGISTRATION_CLOCK is set, for any event: 10:00 in the event's time zone on the
 * first of the month three weeks before the first fee period ends (or, with one period, before registration closes),
 * so the demo opens inside the first period ('2025-09-01T10:00:00+08:00' for the 2025 seminar).
 */
export function demoInstantOf(event: EventInfo, fees: Pick<Fees, 'periods'>): string {
  const lastDay = fees.periods[0]?.lastDay;
  const firstEnds = (lastDay && event.dates[lastDay]) || event.dates.registrationCloses;
  const before = new Date(`${firstEnds}T00:00:00Z`);
  before.setUTCDate(before.getUTCDate() - 21);
  const day = `${before.toISOString().slice(0, 8)}01`;
  return `${day}T10:00:00${zoneOffset(event.timeZone, new Date(`${day}T10:00:00Z`))}`;
}

/** A time zone's offset at an instant as ISO writes it: '+08:00', '-05:00', or '+00:00'. */
function zoneOffset(timeZone: string, instant: Date): string {
  const name =
    new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return match?.[1] ?? '+00:00';
}

/** An ISO instant ('2025-09-01T10:00:00+08:00'), or undefined when it is not one. */
export function parseInstant(text: string): Date | undefined {
  // An instant needs a date, a time and an offset; a bare date would depend on the machine's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
