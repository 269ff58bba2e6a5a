import type { FeeOption, Fees, MemberStatus, Period } from '../../core/model/types';
import { allowedFeeColumns } from '../../core/rules/fees';

export interface FeeCell {
  option: FeeOption;
  /** Whether the radio may be chosen: its period is active and its column one the status opens. */
  enabled: boolean;
}

export interface FeeGrid {
  period: Period;
  legend: string;
  active: boolean;
  /** cells[row][column], in the order of fees.rows and fees.columns. */
  cells: (FeeCell | undefined)[][];
}

/** The fee grids, one per period, with each cell's option and whether it can be chosen now (spec sections 2 and 4). */
export function feeGrids(fees: Fees, period: Period, status: MemberStatus | undefined): FeeGrid[] {
  const allowed = allowedFeeColumns(fees, status);
  return fees.periods.map((feePeriod) => {
    const active = feePeriod.id === period;
    return {
      period: feePeriod.id,
      legend: feePeriod.legend,
      active,
      cells: fees.rows.map((row) =>
        fees.columns.map((column) => {
          const option = fees.options.find(
            (candidate) =>
              candidate.period === feePeriod.id && candidate.row === row.id && candidate.column === column.id,
          );
          return option ? { option, enabled: active && allowed.includes(column) } : undefined;
        }),
      ),
    };
  });
}
