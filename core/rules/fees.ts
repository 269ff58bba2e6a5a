import type { FeeColumn, FeeOption, Fees, MemberStatus, Period } from '../model/types';

/**
 * The fee columns a member status may choose from, as fees.json lists them (spec section 4 table); none without a
 * status. With more than one, the delegate chooses among them.
 */
export function allowedFeeColumns(fees: Fees, status: MemberStatus | undefined): FeeColumn[] {
  if (!status) return [];
  return fees.columns.filter((column) => column.statuses.includes(status));
}

/** The fee option with this code, if it exists. */
export function findFee(fees: Fees, code: string | undefined): FeeOption | undefined {
  if (!code) return undefined;
  return fees.options.find((option) => option.value === code);
}

/** Whether a fee code may be chosen in this period by a delegate of this status. */
export function isFeeAllowed(
  fees: Fees,
  code: string | undefined,
  status: MemberStatus | undefined,
  period: Period,
): boolean {
  const option = findFee(fees, code);
  return (
    option !== undefined &&
    option.period === period &&
    allowedFeeColumns(fees, status).some((column) => column.id === option.column)
  );
}

/** The price of the chosen fee, 0 when none is chosen. */
export function totalFee(fees: Fees, code: string | undefined): number {
  return findFee(fees, code)?.price ?? 0;
}
