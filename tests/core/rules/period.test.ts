import { describe, expect, it } from 'vitest';

import type { EventInfo, FeePeriod } from '../../../core/model/types';
import { periodAt } from '../../../core/rules/period';

/** An event of its own: the engine's rule, whatever the seminar's schemas say. */
const event = {
  timeZone: 'Europe/Berlin',
  dates: { registrationCloses: '2027-03-31', superEarly: '2027-01-15', early: '2027-02-15' },
} as unknown as EventInfo;

const at = (instant: string, periods: FeePeriod[]) => periodAt(event, { periods }, new Date(instant));

describe('the fee period at an instant', () => {
  it('is the only period of an event that has one, whatever the day', () => {
    const single = [{ id: 'regular', legend: 'fees.period.regular' }];
    expect(at('2026-11-01T10:00:00+01:00', single)).toBe('regular');
    expect(at('2027-03-31T23:59:59+02:00', single)).toBe('regular');
  });

  it('moves through three periods on their last days in the event’s time zone', () => {
    const three = [
      { id: 'super', legend: 'l', lastDay: 'superEarly' },
      { id: 'early', legend: 'l', lastDay: 'early' },
      { id: 'late', legend: 'l' },
    ];
    expect(at('2027-01-15T23:59:59+01:00', three)).toBe('super');
    // 23:30 UTC on the 15th is already the 16th in Berlin.
    expect(at('2027-01-15T23:30:00Z', three)).toBe('early');
    expect(at('2027-02-15T12:00:00+01:00', three)).toBe('early');
    expect(at('2027-02-16T00:00:00+01:00', three)).toBe('late');
  });

  it('stays in the last period once every dated one has passed, even when the last is dated too', () => {
    const dated = [
      { id: 'early', legend: 'l', lastDay: 'superEarly' },
      { id: 'late', legend: 'l', lastDay: 'early' },
    ];
    expect(at('2027-03-01T10:00:00+01:00', dated)).toBe('late');
  });
});
