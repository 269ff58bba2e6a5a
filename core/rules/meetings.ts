/** Which meeting a day belongs to and which meetings a fee category covers: shared by the check-in page and the server. */
import type { Meeting } from '../model/meetings';
import type { EventInfo, Fees } from '../model/types';
import { eventDay } from './period';

/** The days (YYYY-MM-DD) from one day to another, both included. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); day.toISOString().slice(0, 10) <= last;) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

/** The days of a meeting, in order. */
export function meetingDays(event: EventInfo, meeting: Meeting): string[] {
  return daysFrom(event.dates[meeting.firstDay], event.dates[meeting.lastDay]);
}

/** Every meeting day of the event with its meeting, in order of day. */
export function eventDays(event: EventInfo, meetings: readonly Meeting[]): { day: string; meeting: Meeting }[] {
  return meetings
    .flatMap((meeting) => meetingDays(event, meeting).map((day) => ({ day, meeting })))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The meeting held on a day; undefined on a day without one. */
export function meetingOn(event: EventInfo, meetings: readonly Meeting[], day: string): Meeting | undefined {
  return meetings.find((meeting) => meetingDays(event, meeting).includes(day));
}

/**
 * "Today" at the door: the event's calendar day at an instant, in the event's time zone (a phone set to another zone
 * still opens the right meeting).
 */
export function doorDay(event: EventInfo, instant: Date): string {
  return eventDay(instant, event.timeZone);
}

/** The meetings a fee category covers, through its fee row; none for a code fees.json does not have. */
export function meetingsOfFee(fees: Fees, meetings: readonly Meeting[], feeCategory: string): Meeting[] {
  const row = fees.options.find((option) => option.value === feeCategory)?.row;
  return row === undefined ? [] : meetings.filter((meeting) => meeting.feeRows.includes(row));
}
