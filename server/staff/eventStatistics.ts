/** GET /staff/api/statistics: the store's counts made into the picture of the event the console draws. */
import type { EventInfo, Fees } from '../../core/model/types';
import { cumulativeDays, type EventStatistics } from '../../core/rules/eventStatistics';
import { findFee } from '../../core/rules/fees';
import { eventDay } from '../../core/rules/period';
import type { RegistrationCounts } from './StaffStore';

/**
 * The charts' data at `now`: the days run on to today while the event is ahead, so a quiet week shows as a flat line
 * rather than not at all, and stop at the seminar's last day once it is over.
 */
export function eventStatistics(counts: RegistrationCounts, fees: Fees, event: EventInfo, now: Date): EventStatistics {
  const today = eventDay(now, event.timeZone);
  const lastDay = today < event.dates.seminarEnd ? today : event.dates.seminarEnd;
  const byColumn = new Map(fees.columns.map((column) => [column.id, 0]));
  for (const { feeCategory, count } of counts.byFeeCategory) {
    const column = findFee(fees, feeCategory)?.column;
    // A category the fee grid no longer has cannot be put in a column; the list still shows it.
    if (column !== undefined && byColumn.has(column)) byColumn.set(column, (byColumn.get(column) ?? 0) + count);
  }
  return {
    timeZone: event.timeZone,
    total: counts.total,
    days: cumulativeDays(counts.changes, lastDay),
    byFeeColumn: [...byColumn].map(([column, count]) => ({ column, count })),
    byRegion: counts.byRegion,
  };
}
