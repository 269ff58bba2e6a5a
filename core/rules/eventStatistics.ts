/**
 * The picture of the event the console draws: which states its charts show, in which order, and which registrations
 * count as coming (the fee columns and regions). The server counts by these rules; the console draws by them.
 */
import type { RegistrationState } from '../lifecycle/registrationState';

/** The registration states, stacked from the bottom: paid first, as it is what the organisers count on. */
export const chartStates = [
  'paid',
  'awaiting_payment',
  'checkout_expired',
  'cancelled',
] as const satisfies readonly RegistrationState[];
export type ChartState = RegistrationState;

/** One day of the event's registrations: how many there were at its end, by the state each was in then. */
export interface StatisticsDay {
  /** YYYY-MM-DD in the event's time zone. */
  day: string;
  byState: Record<ChartState, number>;
}

/** GET /staff/api/statistics: counts only, never who. */
export interface EventStatistics {
  /** The event's time zone the days are in (schemas/event.json). */
  timeZone: string;
  /** Registrations there are now, whatever their state. */
  total: number;
  /** Every day from the first registration on, cumulative. */
  days: StatisticsDay[];
  /** Coming registrations per fee column, every column of the fee grid in its order. */
  byFeeColumn: { column: string; count: number }[];
  /** Coming registrations per region as the form keeps it (its English name), most first. */
  byRegion: { region: string; count: number }[];
}

/** A change in one state's count on one day: +1 when a registration entered it, -1 when one left it. */
export interface StateChange {
  day: string;
  state: string;
  change: number;
}

function emptyStates(): Record<ChartState, number> {
  return Object.fromEntries(chartStates.map((state) => [state, 0])) as Record<ChartState, number>;
}

/** The day after an ISO day, in the calendar (no time zone: the days are already the event's). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The running totals of each state, one entry per calendar day from the first change to `lastDay` (or the last
 * change, if later), days without a change carrying the day before's totals. States the charts do not know are left out.
 */
export function cumulativeDays(changes: readonly StateChange[], lastDay?: string): StatisticsDay[] {
  if (changes.length === 0) return [];
  const byDay = new Map<string, StateChange[]>();
  for (const change of changes) byDay.set(change.day, [...(byDay.get(change.day) ?? []), change]);
  const days = [...byDay.keys()].sort();
  const last = lastDay !== undefined && lastDay > days[days.length - 1] ? lastDay : days[days.length - 1];
  const running = emptyStates();
  const result: StatisticsDay[] = [];
  for (let day = days[0]; day <= last; day = nextDay(day)) {
    for (const change of byDay.get(day) ?? []) {
      if (change.state in running) running[change.state as ChartState] += change.change;
    }
    result.push({ day, byState: { ...running } });
  }
  return result;
}
