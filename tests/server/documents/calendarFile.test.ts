import en from '@schemas/messages/en.json';
import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event, fees } from '../../../core/model/schemaData';
import {
  calendarFile,
  calendarFileName,
  type CalendarRegistration,
  escapeText,
  foldLine,
} from '../../../server/documents/calendarFile';
import { extra, extraText, joining, notJoining } from '../../support/eventExtra';
import { openDay } from '../../support/eventTimes';

const catalogues: Record<'en' | 'zh-Hant' | 'zh-Hans', Record<string, string>> = {
  en,
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
};
// When the file is made: a day while registration is open, as ISO and as the file's DTSTAMP write it.
const stampText = `${openDay}T10:15:00Z`;
const stamp = new Date(stampText);

/** The entries of a calendar file as ical.js reads them. */
function entriesOf(file: string) {
  // ical.js types its parse result as any: it is the jCal array of one VCALENDAR here.
  const calendar = new ICAL.Component(ICAL.parse(file) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const entry = new ICAL.Event(component);
    return {
      uid: entry.uid,
      summary: entry.summary,
      location: entry.location,
      description: entry.description,
      start: entry.startDate.toString(),
      startIsDay: entry.startDate.isDate,
      end: entry.endDate.toString(),
      stamp: component.getFirstPropertyValue('dtstamp')?.toString(),
    };
  });
}

function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The fee row's first option, to register with. */
function feeOfRow(row: string): string {
  const option = fees.options.find((candidate) => candidate.row === row);
  if (!option) throw new Error(`fees.json has no option in row ${row}`);
  return option.value;
}

/** A registration of a fee category that joins the event's first extra (the dinner), or none. */
const registration = (feeCategory: string, joinsExtra: 'Yes' | 'No'): CalendarRegistration => ({
  id: 42,
  reference: `${event.referencePrefix}-0042`,
  feeCategory,
  fields: [{ key: extra.question, label: '', value: joinsExtra === 'Yes' ? joining : notJoining }],
});

describe('the calendar file', () => {
  const rows = [...new Set(meetings.flatMap((meeting) => meeting.feeRows))];

  it.each(rows)(
    'fee row %s: one whole-days entry per meeting it covers, at the venue, and no dinner unless joined',
    (row) => {
      const file = calendarFile(registration(feeOfRow(row), 'No'), 'en', stamp);
      const expected = meetings.filter((meeting) => meeting.feeRows.includes(row));
      const entries = entriesOf(file);
      expect(entries).toHaveLength(expected.length);
      for (const meeting of expected) {
        const entry = entries.find((candidate) => candidate.uid.includes(`-${meeting.id}@`));
        expect(entry, meeting.id).toBeDefined();
        expect(entry).toMatchObject({
          start: event.dates[meeting.firstDay],
          startIsDay: true,
          // An all-day entry ends on the first day it no longer covers.
          end: dayAfter(event.dates[meeting.lastDay]),
          location: `${event.venue.name.en}, ${event.venue.address.en}`,
          stamp: stampText,
        });
        expect(entry?.summary).toContain(String(event.year));
        expect(entry?.summary.endsWith(en[meeting.label as keyof typeof en])).toBe(true);
        expect(entry?.description).toContain(`${event.referencePrefix}-0042`);
      }
      expect(new Set(entries.map((entry) => entry.uid)).size).toBe(entries.length);
    },
  );

  it('adds an extra (the Seminar Dinner) on its day when the delegate joins it', () => {
    const entries = entriesOf(calendarFile(registration(feeOfRow('sem'), 'Yes'), 'en', stamp));
    const dinner = entries.find((entry) => entry.uid.includes(`-${extra.id}@`));
    expect(dinner?.summary).toBe(
      extraText('calendar').replace('{acronym}', event.bodyAcronym).replace('{year}', String(event.year)),
    );
    expect(dinner?.location).toBeNull();
    expect(dinner).toMatchObject({
      start: event.dates[extra.day],
      startIsDay: true,
      end: dayAfter(event.dates[extra.day]),
    });
    expect(entries).toHaveLength(meetings.filter((meeting) => meeting.feeRows.includes('sem')).length + 1);
  });

  it.each(['zh-Hant', 'zh-Hans'] as const)('names the meetings and the venue in %s', (language) => {
    const catalogue = catalogues[language];
    const entries = entriesOf(calendarFile(registration(feeOfRow('cm_sem'), 'Yes'), language, stamp));
    for (const meeting of meetings) {
      expect(entries.some((entry) => entry.summary.includes(catalogue[meeting.label]))).toBe(true);
    }
    const dinner = entries.find((entry) => entry.uid.includes(`-${extra.id}@`));
    expect(dinner?.summary).toBe(
      catalogue[`calendar.${extra.id}`].replace('{acronym}', event.bodyAcronym).replace('{year}', String(event.year)),
    );
    for (const entry of entries.filter((candidate) => candidate.location)) {
      expect(entry.location).toBe(`${event.venue.name[language]}, ${event.venue.address[language]}`);
    }
  });

  it('keeps the same UIDs in every copy, so importing it again updates the entries', () => {
    const first = entriesOf(calendarFile(registration(feeOfRow('cm_sem'), 'Yes'), 'en', stamp));
    const later = entriesOf(calendarFile(registration(feeOfRow('cm_sem'), 'Yes'), 'zh-Hant', new Date()));
    expect(later.map((entry) => entry.uid)).toEqual(first.map((entry) => entry.uid));
    expect(calendarFileName(registration('', 'No'))).toBe(`${event.referencePrefix}-0042.ics`);
  });

  it('is RFC 5545 text: CRLF line ends, no line over 75 octets, escaped text read back as written', () => {
    // A reference with every character TEXT escapes, long enough in Chinese to be folded inside the description.
    const awkward = `A,B;C\\D\nE ${'研討會'.repeat(20)}`;
    const file = calendarFile({ ...registration(feeOfRow('cm_sem'), 'Yes'), reference: awkward }, 'zh-Hant', stamp);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
    const entries = entriesOf(file);
    for (const entry of entries) expect(entry.description).toContain(awkward);
  });

  it('folds without cutting a character and escapes backslash first', () => {
    const folded = foldLine(`SUMMARY:${'研'.repeat(40)}`);
    const [head, ...rest] = folded.split('\r\n');
    expect(Buffer.byteLength(head, 'utf8')).toBeLessThanOrEqual(75);
    for (const line of rest) {
      expect(line.startsWith(' ')).toBe(true);
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'研'.repeat(40)}`);
    expect(escapeText('a\\,b;c\r\nd')).toBe('a\\\\\\,b\\;c\\nd');
  });
});
