import { describe, expect, it } from 'vitest';

import { event } from '../../../core/model/schemaData';
import { oneMonthBefore, refundCutOffDay, refundFor, refundPercentBeforeCutOff } from '../../../core/rules/refund';
import { fixtureEvent } from '../../support/fixtureEvent';

/** The instant of a wall-clock time in a time zone (offset found by asking Intl, so no zone is written into the test). */
function wallClock(day: string, time: string, timeZone: string): Date {
  const guess = new Date(`${day}T${time}Z`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(guess);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const shown = new Date(
    `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}Z`,
  );
  return new Date(guess.getTime() - (shown.getTime() - guess.getTime()));
}

describe('oneMonthBefore', () => {
  it('goes back one calendar month, across a year and onto the last day of a shorter month', () => {
    expect(oneMonthBefore('2031-06-25')).toBe('2031-05-25');
    expect(oneMonthBefore('2032-01-15')).toBe('2031-12-15');
    expect(oneMonthBefore('2031-03-31')).toBe('2031-02-28');
    expect(oneMonthBefore('2032-03-30')).toBe('2032-02-29');
    expect(oneMonthBefore('2031-10-31')).toBe('2031-09-30');
  });
});

describe('the refund of a cancellation (schemas/event.json)', () => {
  const cutOff = refundCutOffDay(event);
  const dayBefore = new Date(Date.parse(`${cutOff}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

  it('has its cut-off one calendar month before the seminar starts', () => {
    expect(cutOff).toBe(oneMonthBefore(event.dates.seminarStart));
  });

  it(`refunds ${refundPercentBeforeCutOff}% up to the last second of the day before the cut-off, in the event's time zone`, () => {
    const lastMoment = wallClock(dayBefore, '23:59:59', event.timeZone);
    expect(refundFor(event, lastMoment, 1000)).toEqual({ percent: 75, amount: 750, cutOffDay: cutOff });
  });

  it('refunds nothing from midnight of the cut-off day on (exactly one month before is not "more than")', () => {
    const firstMoment = wallClock(cutOff, '00:00:00', event.timeZone);
    expect(refundFor(event, firstMoment, 1000)).toEqual({ percent: 0, amount: 0, cutOffDay: cutOff });
    expect(refundFor(event, wallClock(event.dates.seminarStart, '09:00:00', event.timeZone), 1000).percent).toBe(0);
  });

  it("judges by the event's day, not UTC's: late evening UTC before the cut-off is already the cut-off day in an eastern zone", () => {
    // The tests' own event, in Tokyo, its seminar on 25 June 2031: the cut-off is 25 May, and 24 May 15:30 UTC is
    // 25 May 00:30 in Tokyo.
    expect(refundFor(fixtureEvent, new Date('2031-05-24T15:30:00Z'), 1000).percent).toBe(0);
    expect(refundFor(fixtureEvent, new Date('2031-05-24T14:59:59Z'), 1000).percent).toBe(75);
  });

  it('rounds to cents and refunds nothing of nothing paid', () => {
    const early = wallClock(oneMonthBefore(dayBefore), '12:00:00', event.timeZone);
    expect(refundFor(event, early, 1333).amount).toBe(999.75);
    expect(refundFor(event, early, 0).amount).toBe(0);
  });
});
