// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { event } from '../../src/model/schemaData';
import type { EventInfo } from '../../src/model/types';
import { isCateringChangeOpen } from '../../src/rules/cateringChange';
import { addDays, eventInstant } from '../support/eventTimes';

const { cateringCutOff } = event.dates;

describe('isCateringChangeOpen', () => {
  it('lets the dinner be changed up to the last moment of the cut-off day in the event time zone', () => {
    expect(isCateringChangeOpen(event, new Date(eventInstant(addDays(cateringCutOff, -10), '10:00:00')))).toBe(true);
    expect(isCateringChangeOpen(event, new Date(eventInstant(cateringCutOff, '23:59:59')))).toBe(true);
  });

  it('refuses from the first moment of the next day', () => {
    expect(isCateringChangeOpen(event, new Date(eventInstant(addDays(cateringCutOff, 1), '00:00:00')))).toBe(false);
  });

  it('judges the day where the event is, not in UTC', () => {
    const kiritimati: EventInfo = {
      ...event,
      timeZone: 'Pacific/Kiritimati',
      dates: { ...event.dates, cateringCutOff: '2025-10-29' },
    };
    // 2025-10-29 11:00 UTC is already 2025-10-30 in Kiritimati (UTC+14).
    expect(isCateringChangeOpen(kiritimati, new Date('2025-10-29T11:00:00Z'))).toBe(false);
    expect(isCateringChangeOpen(kiritimati, new Date('2025-10-29T09:00:00Z'))).toBe(true);
  });
});
