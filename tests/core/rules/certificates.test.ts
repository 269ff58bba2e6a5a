import { describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import {
  attendedMeetings,
  certificateIdentifier,
  certificateNumberPattern,
  certificatesOpen,
  formatCertificateNumber,
  lastEventDay,
  parseCertificateIdentifier,
} from '../../../core/rules/certificates';
import { addDays, eventInstant } from '../../support/eventTimes';

describe('attendance certificates', () => {
  // The last day of schemas/meetings.json's meetings, read from event.json here rather than by the rule under test.
  const lastDay = meetings
    .map((meeting) => event.dates[meeting.lastDay])
    .sort()
    .at(-1)!;

  it("open once the last meeting day is over in the event's time zone, not the server's", () => {
    expect(lastEventDay(event, meetings)).toBe(lastDay);
    // In Hong Kong, 23:59 on the last day is 15:59 UTC: still the event.
    expect(certificatesOpen(event, meetings, new Date(eventInstant(lastDay, '23:59:00')))).toBe(false);
    // Midnight in Hong Kong is still the last day in UTC: the event is over.
    expect(certificatesOpen(event, meetings, new Date(eventInstant(addDays(lastDay, 1), '00:00:00')))).toBe(true);
  });

  it('number in a series of their own under the event prefix', () => {
    const prefix = event.referencePrefix;
    expect(formatCertificateNumber(prefix, 7)).toBe(`${prefix}-C-0007`);
    expect(formatCertificateNumber(prefix, 12345)).toBe(`${prefix}-C-12345`);
    expect(certificateNumberPattern.test(`${prefix}-C-0007`)).toBe(true);
    expect(certificateNumberPattern.test(`${prefix}-0007`)).toBe(false);
  });

  it('are verified by the number and its random code together, never by the number alone', () => {
    const number = formatCertificateNumber(event.referencePrefix, 7);
    const identifier = certificateIdentifier(number, '3F9AC21B77D0');
    expect(identifier).toBe(`${number}-3F9AC21B77D0`);
    expect(parseCertificateIdentifier(` ${identifier.toLowerCase()} `)).toEqual({ number, code: '3F9AC21B77D0' });
    for (const written of [number, `${number}-3F9AC21B77`, `${number}-3F9AC21B77D0Z`, `${number}-3F9AC21B77DG`])
      expect(parseCertificateIdentifier(written)).toBeUndefined();
  });

  it('name the meetings and days checked in on, in order, once each, ignoring days without a meeting', () => {
    // Each meeting's first day, and the day after it for the last meeting, checked in on out of order and twice.
    const last = meetings.at(-1)!;
    const lastSecondDay = addDays(event.dates[last.firstDay], 1);
    expect(lastSecondDay <= event.dates[last.lastDay]).toBe(true);
    const firstDays = meetings.map((meeting) => event.dates[meeting.firstDay]);
    const checkedIn = [lastSecondDay, ...[...firstDays].reverse(), lastSecondDay, addDays(lastDay, 3)];
    expect(attendedMeetings(event, meetings, checkedIn)).toEqual(
      meetings.map((meeting, index) => ({
        meeting: meeting.id,
        days: meeting === last ? [firstDays[index], lastSecondDay] : [firstDays[index]],
      })),
    );
    expect(attendedMeetings(event, meetings, [])).toEqual([]);
  });
});
