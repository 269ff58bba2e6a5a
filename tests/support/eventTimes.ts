/**
 * Instants around the days of schemas/event.json, in the event's time zone, so a test of the fee period or the
 * closing day follows a staff edit of a date. The offset comes from Intl's name for the zone's offset on that day,
 * not from the rules under test.
 */
import { event, fees } from '../../core/model/schemaData';

/** The UTC offset of the event's time zone on a day, as ISO writes it ('+08:00'). */
function offsetOn(isoDay: string): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone: event.timeZone, timeZoneName: 'longOffset' }).formatToParts(
    new Date(`${isoDay}T12:00:00Z`),
  );
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  // 'GMT+08:00', or 'GMT' for UTC itself.
  return name === 'GMT' ? '+00:00' : name.replace(/^GMT/, '');
}

/**
 * An instant as a wall clock in the event's time zone shows it: its day ('2031-05-02'), its time ('11:30') and the
 * zone's offset ('GMT+8' for Hong Kong, 'GMT+2' for a Swiss summer), for a test of a page or an e-mail that writes
 * times in the event's zone.
 */
export function eventWallClock(instant: string): { day: string; time: string; zone: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: event.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    zone: part('timeZoneName'),
  };
}

/** The day `days` after (or before) an ISO day. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An instant at a wall-clock time of a day in the event's time zone: eventInstant('2031-05-27', '23:59:59'). */
export function eventInstant(isoDay: string, time: string): string {
  return `${isoDay}T${time}${offsetOn(isoDay)}`;
}

const { registrationCloses } = event.dates;

/** A day while registration is open, a fortnight before it closes: for a payment, a message or a refund of a test. */
export const openDay = addDays(registrationCloses, -15);

/** The fee periods of schemas/fees.json in force first and then (the seminar's early bird and standard). */
export const periods = { first: fees.periods[0].id, second: (fees.periods[1] ?? fees.periods[0]).id } as const;

/** The first period's last day: the date of event.json it names, else registration's closing day. */
const earlyBirdDeadline = event.dates[fees.periods[0].lastDay ?? 'registrationCloses'] ?? registrationCloses;

/** Instants on either side of the first fee period's last day and the closing day of schemas/event.json. */
export const instants = {
  /** The morning of the first day of the deadline's month: well inside the early bird. */
  earlyBird: eventInstant(`${earlyBirdDeadline.slice(0, 8)}01`, '10:00:00'),
  lastEarlyBirdMoment: eventInstant(earlyBirdDeadline, '23:59:59'),
  firstStandardMoment: eventInstant(addDays(earlyBirdDeadline, 1), '00:00:00'),
  /** A morning between the deadline and the closing day. */
  standard: eventInstant(openDay, '10:00:00'),
  lastOpenMoment: eventInstant(registrationCloses, '23:59:59'),
  closed: eventInstant(addDays(registrationCloses, 1), '00:00:00'),
} as const;

/** The day of `instants.earlyBird` in the event's zone: the day the tests keep their registrations on by default. */
export const registrationDay = instants.earlyBird.slice(0, 10);
