/** The list's registrations with their money figures, so the list, its totals and the CSV show the same numbers. */
import { type MoneyFigures, moneyFigures } from '../../core/rules/money';
import type { RegistrationListing } from '../store/Store';
import type { StoredRefund } from './refundTypes';

/** A listed registration with its money (a column per figure in the CSV: money.expected, money.received, ...). */
export type ListingWithMoney = RegistrationListing & { money: MoneyFigures };

/** The figures of one listed registration under the refund its cancellation made, if any. */
export function listingMoney(row: RegistrationListing, refund: StoredRefund | undefined): MoneyFigures {
  return moneyFigures({ ...row, refund: refund ? { amount: refund.amount, status: refund.status } : null });
}

/** Every row with its figures. */
export function withMoney(
  rows: readonly RegistrationListing[],
  refunds: ReadonlyMap<number, StoredRefund>,
): ListingWithMoney[] {
  return rows.map((row) => ({ ...row, money: listingMoney(row, refunds.get(row.id)) }));
}
