import type { FeeColumn, FeeOption, Fees, MemberStatus, Period } from '../model/types';

/** The fee column a member status may choose from (spec section 4 table); none without a status. */
export function feeColumnFor(fees: Fees, status: MemberStatus | undefined): FeeColumn | undefined {
  if (!status) return undefined;
  return (
    fees.columns.find((column) => column.statuses.includes(status)) ??
    fees.columns.find((column) => column.otherStatuses === true)
  );
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
  const column = feeColumnFor(fees, status);
  return option !== undefined && column !== undefined && option.period === period && option.column === column.id;
}

/** The price of the chosen fee, 0 when none is chosen. */
export function totalFee(fees: Fees, code: string | undefined): number {
  return findFee(fees, code)?.price ?? 0;
}
