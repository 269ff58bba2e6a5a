import { describe, expect, it } from 'vitest';

import { isComing } from '../../../core/lifecycle/registrationState';
import { cumulativeDays } from '../../../core/rules/eventStatistics';

const states = (paid: number, awaiting: number, expired = 0, cancelled = 0) => ({
  paid,
  awaiting_payment: awaiting,
  checkout_expired: expired,
  cancelled,
});

describe('the running totals of the event’s charts', () => {
  it('carries each state’s count from day to day, filling the days without a change', () => {
    expect(
      cumulativeDays([
        { day: '2030-09-01', state: 'awaiting_payment', change: 2 },
        { day: '2030-09-03', state: 'awaiting_payment', change: -1 },
        { day: '2030-09-03', state: 'paid', change: 1 },
        { day: '2030-09-04', state: 'awaiting_payment', change: -1 },
        { day: '2030-09-04', state: 'checkout_expired', change: 1 },
      ]),
    ).toEqual([
      { day: '2030-09-01', byState: states(0, 2) },
      { day: '2030-09-02', byState: states(0, 2) },
      { day: '2030-09-03', byState: states(1, 1) },
      { day: '2030-09-04', byState: states(1, 0, 1) },
    ]);
  });

  it('runs on to the last day asked for, across a month’s end, but never stops before the last change', () => {
    const changes = [{ day: '2030-09-30', state: 'paid', change: 1 }];
    expect(cumulativeDays(changes, '2030-10-02').map((entry) => entry.day)).toEqual([
      '2030-09-30',
      '2030-10-01',
      '2030-10-02',
    ]);
    expect(cumulativeDays(changes, '2030-09-01').map((entry) => entry.day)).toEqual(['2030-09-30']);
  });

  it('has no days before the first registration, and leaves out a state it does not draw', () => {
    expect(cumulativeDays([], '2030-09-05')).toEqual([]);
    expect(cumulativeDays([{ day: '2030-09-01', state: 'archived', change: 1 }])).toEqual([
      { day: '2030-09-01', byState: states(0, 0) },
    ]);
  });

  it('counts awaiting payment and paid as coming, cancelled and expired checkouts not', () => {
    expect(['awaiting_payment', 'paid', 'cancelled', 'checkout_expired'].map(isComing)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
