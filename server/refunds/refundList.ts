/**
 * Every refund of a registration, oldest first, as the console's registration page and the delegate's page show them:
 * one per refund made due (migration 034), each with its amount, how it goes back and where it stands, so their sums
 * are the ledger's refunds due and paid. A ledger whose refund has no row of its own (made before refund rows kept
 * one per movement) shows the ledger's one refund.
 */
import type { RefundAnswer } from '../../core/api/moneyTypes';
import type { Movement } from '../../core/rules/ledger';
import { ledgerRefund } from '../../core/rules/ledgerFigures';
import { fromMinorUnits } from '../../core/rules/minorUnits';
import type { StoredRefund } from './refundTypes';

/** One refund row as the pages show it: its own amount and state, not the ledger's sum of every refund. */
export function refundAnswer(row: StoredRefund): RefundAnswer {
  return {
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    lastError: row.lastError,
    paidOn: row.paidOn,
    bankReference: row.bankReference,
  };
}

export function refundList(
  rows: readonly StoredRefund[],
  movements: readonly Movement[],
  currency: string,
): RefundAnswer[] {
  if (rows.length > 0) return rows.map(refundAnswer);
  const fromLedger = ledgerRefund(movements);
  if (!fromLedger) return [];
  return [
    {
      method: fromLedger.method ?? 'bank',
      amount: fromMinorUnits(fromLedger.madeDueMinor, currency),
      currency,
      status: fromLedger.paidMinor >= fromLedger.madeDueMinor ? 'paid' : 'due',
      lastError: null,
      paidOn: null,
      bankReference: null,
    },
  ];
}
