/** What a delegate's calendar holds: the meetings their fee category covers, and the Seminar Dinner if they join it. */
import type { EventInfo, Fees, Meeting, YesNo } from '../model/types';

/** One entry of the calendar: whole days, from `firstDay` to `lastDay` included (YYYY-MM-DD, the event's days). */
export interface CalendarEntry {
  /** What it is: a meeting, or the dinner. */
  kind: Meeting | 'dinner';
  firstDay: string;
  lastDay: string;
}

/** The meetings a fee category covers, from its row in schemas/fees.json; a row that says none covers the seminar. */
export function meetingsOf(fees: Fees, feeCategory: string): Meeting[] {
  const option = fees.options.find((candidate) => candidate.value === feeCategory);
  const row = option && fees.rows.find((candidate) => candidate.id === option.row);
  return row?.meetings && row.meetings.length > 0 ? row.meetings : ['seminar'];
}

/** The calendar of a registration, in the order of the event. */
export function calendarEntries(
  event: EventInfo,
  fees: Fees,
  registration: { feeCategory: string; joinGalaDinner: YesNo },
): CalendarEntry[] {
  const { dates } = event;
  const meetings = meetingsOf(fees, registration.feeCategory);
  const entries: CalendarEntry[] = [];
  if (meetings.includes('committee'))
    entries.push({ kind: 'committee', firstDay: dates.committeeMeetingStart, lastDay: dates.committeeMeetingEnd });
  if (meetings.includes('seminar'))
    entries.push({ kind: 'seminar', firstDay: dates.seminarStart, lastDay: dates.seminarEnd });
  if (registration.joinGalaDinner === 'Yes')
    entries.push({ kind: 'dinner', firstDay: dates.seminarDinner, lastDay: dates.seminarDinner });
  return entries;
}
