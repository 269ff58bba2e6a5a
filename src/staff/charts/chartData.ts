/** The event's counts shaped for drawing: stacked bands per state, the regions that fit, the days a table lists. */
import { type ChartState, chartStates, type StatisticsDay } from '../../../core/rules/eventStatistics';

/** One state's band of a stacked chart: per day its lower and upper edge, in counts. */
export interface Band {
  state: ChartState;
  lower: number[];
  upper: number[];
}

/** The states stacked day by day, paid at the bottom (chartStates' order). */
export function stackedBands(days: readonly StatisticsDay[]): Band[] {
  const base = days.map(() => 0);
  return chartStates.map((state) => {
    const lower = [...base];
    days.forEach((day, index) => (base[index] += day.byState[state]));
    return { state, lower, upper: [...base] };
  });
}

/** A day's registrations in every state. */
export function dayTotal(day: StatisticsDay): number {
  return chartStates.reduce((sum, state) => sum + day.byState[state], 0);
}

/** The days on which some count changed (the first always): a table of every quiet day would say nothing more. */
export function changedDays(days: readonly StatisticsDay[]): StatisticsDay[] {
  return days.filter(
    (day, index) => index === 0 || chartStates.some((state) => day.byState[state] !== days[index - 1].byState[state]),
  );
}

/** What a bar chart of many regions shows: the largest, and the rest together. */
export interface TopEntries<T> {
  shown: T[];
  /** The entries left out and their total, or undefined when all are shown. */
  other?: { entries: number; count: number };
}

/**
 * The `limit` largest entries (as given, most first), and the rest as one "other" bar; all of them when one more
 * would fit anyway, as an "other" of one entry would hide a name for nothing.
 */
export function topWithOther<T extends { count: number }>(entries: readonly T[], limit: number): TopEntries<T> {
  if (entries.length <= limit + 1) return { shown: [...entries] };
  const rest = entries.slice(limit);
  return {
    shown: entries.slice(0, limit),
    other: { entries: rest.length, count: rest.reduce((sum, entry) => sum + entry.count, 0) },
  };
}
