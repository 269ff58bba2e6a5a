/**
 * The list's registrations with their money figures, computed from their ledgers, so the list, its totals and the CSV
 * show the same numbers and the totals are the sum of the ledgers.
 */
import { ledgerFigures } from '../../core/rules/ledgerFigures';
import type { MoneyFigures } from '../../core/rules/money';
import type { StoredMovement } from '../store/sqlLedger';
import type { RegistrationListing } from '../store/Store';

/** A listed registration with its money (a column per figure in the CSV: money.expected, money.received, ...). */
export type ListingWithMoney = RegistrationListing & { money: MoneyFigures };

/** The figures of one listed registration, from its ledger. */
export function listingMoney(row: RegistrationListing, movements: readonly StoredMovement[]): MoneyFigures {
  return ledgerFigures(
    { state: row.state, feeAmount: row.feeAmount, currency: row.paidCurrency ?? row.currency },
    movements,
  );
}

/** Every row with its figures. */
export function withMoney(
  rows: readonly RegistrationListing[],
  ledgers: ReadonlyMap<number, readonly StoredMovement[]>,
): ListingWithMoney[] {
  return rows.map((row) => ({ ...row, money: listingMoney(row, ledgers.get(row.id) ?? []) }));
}
