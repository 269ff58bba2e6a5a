import { describe, expect, it } from 'vitest';

import type { StatisticsDay } from '../../../core/rules/eventStatistics';
import { changedDays, dayTotal, stackedBands, topWithOther } from '../../../src/staff/charts/chartData';
import { countTicks, scaled, spread } from '../../../src/staff/charts/scale';

const day = (date: string, paid: number, awaiting: number, cancelled = 0): StatisticsDay => ({
  day: date,
  byState: { paid, awaiting_payment: awaiting, checkout_expired: 0, cancelled },
});

describe('the count axis', () => {
  it('steps by 1, 2 or 5 times a power of ten up to at least the largest count', () => {
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(180)).toEqual([0, 50, 100, 150, 200]);
  });

  it('never steps by a fraction of a registration, and has an axis with nothing to count', () => {
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(0)).toEqual([0, 1]);
  });

  it('places values along a length, and spreads days over the width', () => {
    expect(scaled(5, 20, 200)).toBe(50);
    expect(scaled(5, 0, 200)).toBe(0);
    expect(spread(3, 100)).toEqual([0, 50, 100]);
    expect(spread(1, 100)).toEqual([0]);
    expect(spread(0, 100)).toEqual([]);
  });
});

describe('the stacked bands of the days chart', () => {
  const days = [day('2030-09-01', 0, 2), day('2030-09-02', 1, 2, 1)];

  it('stacks paid at the bottom, then awaiting payment, expired checkouts and cancelled', () => {
    expect(stackedBands(days)).toEqual([
      { state: 'paid', lower: [0, 0], upper: [0, 1] },
      { state: 'awaiting_payment', lower: [0, 1], upper: [2, 3] },
      { state: 'checkout_expired', lower: [2, 3], upper: [2, 3] },
      { state: 'cancelled', lower: [2, 3], upper: [2, 4] },
    ]);
    expect(dayTotal(days[1])).toBe(4);
  });

  it('lists in the table only the days on which a count changed', () => {
    const quiet = [days[0], day('2030-09-02', 0, 2), day('2030-09-03', 1, 1), day('2030-09-04', 1, 1)];
    expect(changedDays(quiet).map((entry) => entry.day)).toEqual(['2030-09-01', '2030-09-03']);
  });
});

describe('the regions a bar chart shows', () => {
  const regions = ['Australia', 'Japan', 'Korea', 'Singapore'].map((region, index) => ({ region, count: 9 - index }));

  it('shows the largest and puts the rest together as other regions', () => {
    expect(topWithOther(regions, 2)).toEqual({ shown: regions.slice(0, 2), other: { entries: 2, count: 13 } });
  });

  it('shows them all when the other bar would hold one region only', () => {
    expect(topWithOther(regions, 3)).toEqual({ shown: regions });
    expect(topWithOther(regions, 8)).toEqual({ shown: regions });
  });
});
