// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import {
  attendedMeetings,
  certificateNumberPattern,
  certificatesOpen,
  formatCertificateNumber,
  lastEventDay,
} from '../../../core/rules/certificates';

describe('attendance certificates', () => {
  it("open once the last meeting day is over in the event's time zone, not the server's", () => {
    expect(lastEventDay(event, meetings)).toBe(event.dates.seminarEnd);
    // 23:59 on the last day in Hong Kong is 15:59 UTC: still the event.
    expect(certificatesOpen(event, meetings, new Date('2025-11-07T23:59:00+08:00'))).toBe(false);
    // Midnight in Hong Kong is still the 7th in UTC: the event is over.
    expect(certificatesOpen(event, meetings, new Date('2025-11-08T00:00:00+08:00'))).toBe(true);
  });

  it('number in a series of their own under the event prefix', () => {
    expect(formatCertificateNumber('PICS2025', 7)).toBe('PICS2025-C-0007');
    expect(formatCertificateNumber('PICS2025', 12345)).toBe('PICS2025-C-12345');
    expect(certificateNumberPattern.test('PICS2025-C-0007')).toBe(true);
    expect(certificateNumberPattern.test('PICS2025-0007')).toBe(false);
  });

  it('name the meetings and days checked in on, in order, once each, ignoring days without a meeting', () => {
    expect(
      attendedMeetings(event, meetings, ['2025-11-06', '2025-11-03', '2025-11-06', '2025-11-05', '2025-11-10']),
    ).toEqual([
      { meeting: 'committee', days: ['2025-11-03'] },
      { meeting: 'seminar', days: ['2025-11-05', '2025-11-06'] },
    ]);
    expect(attendedMeetings(event, meetings, [])).toEqual([]);
  });
});
