/**
 * The delegate's calendar file (RFC 5545, text/calendar): the meetings their fee category covers and the dinner if
 * they join it, as whole days at the venue. Each entry keeps one UID, so importing the file again updates it.
 */
import { event, fees } from '../../src/model/schemaData';
import { calendarEntries, type CalendarEntry } from '../../src/rules/calendarEntries';
import { textsFor } from '../mail/texts';
import type { StoredRegistration } from '../store/Store';

/** The file's name on the delegate's page. */
export const calendarFileName = `${event.projectName}.ics`;

/** A TEXT value with its backslashes, semicolons, commas and line breaks escaped (RFC 5545 3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (day: string) => day.replace(/-/g, '');

/** The day after a YYYY-MM-DD day: an all-day event's DTEND is exclusive. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const summaryKeys: Record<CalendarEntry['kind'], string> = {
  committee: 'delegate.calendar.committee',
  seminar: 'delegate.calendar.seminar',
  dinner: 'delegate.calendar.dinner',
};

/** The calendar of a registration, in its language; `stamp` is when the file was made. */
export function calendarFile(registration: StoredRegistration, stamp: Date): string {
  const { locale, text } = textsFor(registration.language);
  const venue = `${event.venue.name[locale]}, ${event.venue.address[locale]}`;
  const domain = event.organiserEmail.split('@')[1] ?? 'localhost';
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${event.bodyAcronym} ${event.year}//Registration//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const entry of calendarEntries(event, fees, registration)) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${registration.reference ?? registration.id}-${entry.kind}@${domain}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${basicDate(entry.firstDay)}`,
      `DTEND;VALUE=DATE:${basicDate(dayAfter(entry.lastDay))}`,
      `SUMMARY:${escapeText(text(summaryKeys[entry.kind]))}`,
      `LOCATION:${escapeText(venue)}`,
      `DESCRIPTION:${escapeText(text('delegate.calendar.description', { reference: registration.reference ?? '' }))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
