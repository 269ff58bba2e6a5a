/** Attendance certificates: when they may be issued, their numbers, and what a delegate attended. */
import type { Meeting } from '../model/meetings';
import type { EventInfo } from '../model/types';
import { doorDay, eventDays, meetingOn } from './meetings';

/** The last meeting day of the event (YYYY-MM-DD). */
export function lastEventDay(event: EventInfo, meetings: readonly Meeting[]): string {
  return eventDays(event, meetings).at(-1)?.day ?? event.dates.seminarEnd;
}

/** Certificates are issued once the last meeting day is over in the event's time zone (no one can still attend). */
export function certificatesOpen(event: EventInfo, meetings: readonly Meeting[], instant: Date): boolean {
  return doorDay(event, instant) > lastEventDay(event, meetings);
}

/** 'PICS2025-C-0007': the certificates' own gapless series under the event's prefix. */
export function formatCertificateNumber(prefix: string, number: number): string {
  return `${prefix}-C-${String(number).padStart(4, '0')}`;
}

/** What a certificate number looks like, so the verification page refuses anything else without a lookup. */
export const certificateNumberPattern = /^[A-Z0-9]{2,16}-C-\d{4,9}$/;

/** A meeting attended and its days, in order. */
export interface AttendedMeeting {
  meeting: string;
  days: string[];
}

/** The meetings of the days a delegate was checked in on, in the order of schemas/meetings.json; other days ignored. */
export function attendedMeetings(
  event: EventInfo,
  meetings: readonly Meeting[],
  checkedInDays: readonly string[],
): AttendedMeeting[] {
  const days = [...new Set(checkedInDays)].sort();
  return meetings
    .map((meeting) => ({
      meeting: meeting.id,
      days: days.filter((day) => meetingOn(event, meetings, day)?.id === meeting.id),
    }))
    .filter((attended) => attended.days.length > 0);
}

/** The verification page of a certificate number on the site. */
export function certificatePath(number: string): string {
  return `/certificates/${encodeURIComponent(number)}`;
}
