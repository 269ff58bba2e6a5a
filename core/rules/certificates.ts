/** Attendance certificates: when they may be issued, their numbers, and what a delegate attended. */
import type { RegistrationState } from '../lifecycle/registrationState';
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

/** What a certificate number looks like: readable, printed, and in a series, so it alone verifies nothing. */
export const certificateNumberPattern = /^[A-Z0-9]{2,16}-C-\d{4,9}$/;

/** Hex digits of a certificate's random code: 48 bits, beyond guessing at the verification's rate limit. */
export const certificateCodeLength = 12;

const identifierPattern = new RegExp(`^([A-Z0-9]{2,16}-C-\\d{4,9})-([0-9A-F]{${certificateCodeLength}})$`);

/**
 * 'PICS2025-C-0007-3F9AC21B77D0': the number and the certificate's random code, which its verification address and QR
 * code carry, so that the addresses of other certificates cannot be found by counting.
 */
export function certificateIdentifier(number: string, code: string): string {
  return `${number}-${code}`;
}

/** The number and code of an identifier as written (any case, spaces around); undefined for anything else. */
export function parseCertificateIdentifier(written: string): { number: string; code: string } | undefined {
  const match = identifierPattern.exec(written.trim().toUpperCase());
  return match ? { number: match[1], code: match[2] } : undefined;
}

/** A cancelled registration's certificate is void: the verification says it was revoked, the delegate's page drops it. */
export function certificateRevoked(registrationState: RegistrationState): boolean {
  return registrationState === 'cancelled';
}

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

/** The verification page of a certificate identifier (number and code) on the site. */
export function certificatePath(identifier: string): string {
  return `/certificates/${encodeURIComponent(identifier)}`;
}
