/**
 * The delegate's calendar file (RFC 5545, text/calendar): one all-day entry per meeting their fee category covers
 * (schemas/meetings.json) and each extra they join (schemas/extras.json: the Seminar Dinner), named in their language. Each entry keeps the same
 * UID in every copy of the file, so importing it again updates the entries rather than adding them twice.
 */
import { textInLanguage } from '../../core/i18n/textInLanguage';
import { extras } from '../../core/model/extras';
import { meetings } from '../../core/model/meetings';
import { event, fees } from '../../core/model/schemaData';
import { joinsExtra } from '../../core/rules/extras';
import { meetingsOfFee } from '../../core/rules/meetings';
import { textsFor } from '../mail/texts';
import type { StoredRegistration } from '../store/Store';
import { answersOf } from '../store/storedFields';

/** The content type of the file, in an e-mail and a download. */
export const calendarContentType = 'text/calendar; charset=utf-8';

/** What the calendar needs of a registration. */
export type CalendarRegistration = Pick<StoredRegistration, 'id' | 'reference' | 'feeCategory' | 'fields'>;

/** The file's name: '<reference>.ics'. */
export function calendarFileName(registration: Pick<StoredRegistration, 'id' | 'reference'>): string {
  return `${registration.reference ?? `registration-${registration.id}`}.ics`;
}

/** A TEXT value with backslashes, semicolons, commas and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded so no line is longer than 75 octets (RFC 5545 3.1): a continuation starts with a space, which
 * counts, and a UTF-8 character (a Chinese name takes 3 octets) is never cut in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const room = parts.length === 0 ? 75 : 74;
    if (octets + size > room) {
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

/** '2025-11-05' as a DATE value: '20251105'. */
function dateValue(day: string): string {
  return day.replace(/-/g, '');
}

/** The day after a YYYY-MM-DD day: an all-day entry's DTEND is the first day it no longer covers. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** An instant as a UTC DATE-TIME value: '20250903T101500Z'. */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

interface Entry {
  id: string;
  summary: string;
  firstDay: string;
  lastDay: string;
  location?: string;
}

/** The entries of a registration's calendar, in the order of their first day. */
function entriesOf(registration: CalendarRegistration, language: string): Entry[] {
  const { locale, text } = textsFor(language);
  const location = `${textInLanguage(event.venue.name, locale)}, ${textInLanguage(event.venue.address, locale)}`;
  const entries: Entry[] = meetingsOfFee(fees, meetings, registration.feeCategory).map((meeting) => ({
    id: meeting.id,
    summary: text('calendar.meeting', { meeting: text(meeting.label) }),
    firstDay: event.dates[meeting.firstDay],
    lastDay: event.dates[meeting.lastDay],
    location,
  }));
  const answerOf = answersOf(registration);
  for (const extra of extras) {
    if (!joinsExtra(extra, answerOf)) continue;
    // event.json names the venue of the meetings only: an extra's place is not stated rather than guessed.
    const day = event.dates[extra.day];
    entries.push({ id: extra.id, summary: text(`calendar.${extra.id}`), firstDay: day, lastDay: day });
  }
  return entries.sort((a, b) => a.firstDay.localeCompare(b.firstDay));
}

/** The calendar of a registration in `language`; `now` is the file's DTSTAMP. */
export function calendarFile(registration: CalendarRegistration, language: string, now: Date = new Date()): string {
  const { text } = textsFor(language);
  const reference = registration.reference ?? '';
  // The UIDs' domain is the organiser's: unique to this event, the same in every copy.
  const domain = event.organiserEmail.split('@')[1] ?? 'localhost';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(event.bodyAcronym)}//${escapeText(event.projectName)} registration//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const entry of entriesOf(registration, language)) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(`${reference || `registration-${registration.id}`}-${entry.id}@${domain}`)}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART;VALUE=DATE:${dateValue(entry.firstDay)}`,
      `DTEND;VALUE=DATE:${dateValue(dayAfter(entry.lastDay))}`,
      `SUMMARY:${escapeText(entry.summary)}`,
      ...(entry.location ? [`LOCATION:${escapeText(entry.location)}`] : []),
      `DESCRIPTION:${escapeText(text('calendar.description', { reference }))}`,
      // Whole days at a meeting do not block a delegate's calendar for other appointments.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
