import { describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { lastEventDay } from '../../../core/rules/certificates';
import { addDays } from '../../../core/rules/paymentDue';
import { erasureDay, erasureDue, isErasedField } from '../../../core/rules/retention';

describe('the retention period', () => {
  it("ends the given days after the last meeting day, in the event's time zone", () => {
    const day = erasureDay(event, meetings);
    expect(day).toBe(addDays(lastEventDay(event, meetings), event.retention.days + 1));
    // Whatever the event's time zone (UTC-12 to UTC+14): the start of the day before in UTC is still before the
    // erasure day there, and the end of the erasure day in UTC is on or after it.
    expect(erasureDue(event, meetings, new Date(`${addDays(day, -1)}T00:00:00Z`))).toBe(false);
    expect(erasureDue(event, meetings, new Date(`${day}T23:59:00Z`))).toBe(true);
  });

  it('marks the erased fields of an erased registration only', () => {
    expect(isErasedField({ personalDataErasedAt: '2026-05-07T00:00:00Z' }, 'phoneNumber')).toBe(true);
    expect(isErasedField({ personalDataErasedAt: '2026-05-07T00:00:00Z' }, 'familyName')).toBe(false);
    expect(isErasedField({ personalDataErasedAt: null }, 'phoneNumber')).toBe(false);
  });
});
