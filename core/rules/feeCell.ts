/**
 * The fee a manager's change leads to (issue 31, point 6): the cell of schemas/fees.json at the registration's own
 * period, in the row of the category asked for (or kept), and a column the region's member status opens: the one asked
 * for, else the one kept while still open, else the only one open (where several are, the manager names the category).
 * The period stays the one the delegate registered in: a change of region never moves an early fee to a later one.
 */
import type { FeeOption, Fees, Period, Region } from '../model/types';
import { allowedFeeColumns, findFee } from './fees';
import { findRegion, memberStatusOf } from './memberStatus';

/** What the manager asks for: a fee option's code (as the form's payload names it) and/or a region, by name. */
export interface FeeCellRequest {
  feeCategory?: string;
  region?: string;
}

/** Why no fee follows: the code or region is on no list, or the table has no cell where they meet. */
export type FeeCellRefusal = { refused: 'unknownCategory' | 'unknownRegion' | 'noCell' };

/** The fee option and region after the change, or why there is none. */
export function feeCellAfter(
  fees: Fees,
  regions: readonly Region[],
  current: { feeCategory: string; region: string; period: Period },
  request: FeeCellRequest,
): { option: FeeOption; region: Region } | FeeCellRefusal {
  const asked = request.feeCategory === undefined ? undefined : findFee(fees, request.feeCategory);
  if (request.feeCategory !== undefined && !asked) return { refused: 'unknownCategory' };
  const region = findRegion(regions, request.region ?? current.region);
  if (!region) return { refused: request.region === undefined ? 'noCell' : 'unknownRegion' };
  // The row: the category asked for, else the one the registration has.
  const kept = findFee(fees, current.feeCategory);
  const row = (asked ?? kept)?.row;
  const open = allowedFeeColumns(fees, memberStatusOf(region)).map((column) => column.id);
  const wanted = asked?.column ?? kept?.column;
  let column = wanted !== undefined && open.includes(wanted) ? wanted : undefined;
  if (!asked && column === undefined && open.length === 1) column = open[0];
  const option = fees.options.find(
    (candidate) => candidate.period === current.period && candidate.row === row && candidate.column === column,
  );
  // A code asked for must be that very cell: a member's code for a non-member's region is no fee of theirs.
  if (!option || (asked && asked.value !== option.value)) return { refused: 'noCell' };
  return { option, region };
}
