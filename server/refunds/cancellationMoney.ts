/**
 * What a cancellation does to money, inside the transaction that cancels: the refund the rule makes due (a card
 * payment's to be paid back through its provider, a bank transfer's for staff to pay), and a bank registration's credit
 * note. Hooked on the store's cancel operation, so every cancellation (by staff or by the delegate) makes them.
 */
import { toMinorUnits } from '../../core/rules/minorUnits';
import { creditNoteAmount, moneyFigures } from '../../core/rules/money';
import type { SqlRunner } from '../db/Database';
import type { StoredRegistration } from '../store/Store';

/** 'PICS2025-CN-0001': the credit notes' own series. */
export function formatCreditNoteNumber(prefix: string, number: number): string {
  return `${prefix}-CN-${String(number).padStart(4, '0')}`;
}

/** The refund's key at the provider: one per registration, never reused for another. */
export function refundKeyOf(registration: StoredRegistration): string {
  return `${registration.reference ?? `registration-${registration.id}`}/${registration.createdAt.toISOString()}/refund`;
}

/** The cancellation's figures as its history row keeps them (sqlLifecycle's eventDetails). */
export interface CancellationFigures {
  amountPaid: number;
  currency: string;
  refundAmount: number;
}

/** What the cancellation made: the refund's method and the credit note's number, for its history row and e-mail. */
export interface CancellationMoney {
  refundMethod?: 'card' | 'bank';
  creditNoteNumber?: string;
  creditNoteAmount?: number;
  creditNoteDate?: string;
}

/**
 * Inserts the refund and the credit note of a cancellation in `tx` (the registration's row is locked). `nextNumber`
 * takes the credit note's number from its gapless series in the same transaction.
 */
export async function cancellationMoneyIn(
  tx: SqlRunner,
  registration: StoredRegistration,
  figures: CancellationFigures,
  at: Date,
  series: { prefix: string; eventDay: string; nextNumber: (series: string) => Promise<number> },
): Promise<CancellationMoney> {
  const made: CancellationMoney = {};
  if (figures.refundAmount > 0) {
    // The method follows the money, whatever the registration started as: a card payment goes back through its
    // checkout's provider; without one (a transfer staff confirmed), staff pay it.
    const paidBy = await tx.query<{ session_id: string; provider: string }>(
      `select session_id, provider from payments where registration_id = $1 and status = 'paid' order by id desc limit 1`,
      [registration.id],
    );
    const checkout = paidBy[0];
    const method = checkout ? 'card' : 'bank';
    await tx.query(
      `insert into refunds (registration_id, method, amount_minor, currency, status, provider, session_id, idempotency_key, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       on conflict (registration_id) do update set amount_minor = refunds.amount_minor + excluded.amount_minor,
         updated_at = excluded.created_at
       -- A surplus still due back by transfer (moneyBooking.ts) is paid back with the cancellation's refund.
       where refunds.status = 'due' and excluded.method = 'bank'`,
      [
        registration.id,
        method,
        toMinorUnits(figures.refundAmount, figures.currency),
        figures.currency,
        method === 'card' ? 'requested' : 'due',
        checkout?.provider ?? null,
        checkout?.session_id ?? null,
        refundKeyOf(registration),
        at,
      ],
    );
    made.refundMethod = method;
  }
  // An issued invoice is credited however it was paid (a bank registration may pay its invoice by card).
  if (registration.invoiceNumber) {
    const figuresNow = moneyFigures({
      state: 'cancelled',
      feeAmount: registration.feeAmount,
      currency: figures.currency,
      paidAmount: figures.amountPaid > 0 ? figures.amountPaid : null,
      refund: figures.refundAmount > 0 ? { amount: figures.refundAmount, status: 'due' } : null,
    });
    const amount = creditNoteAmount(registration.feeAmount, figuresNow);
    if (amount > 0) {
      const number = formatCreditNoteNumber(series.prefix, await series.nextNumber(`credit-note:${series.prefix}`));
      await tx.query(
        `insert into credit_notes (registration_id, number, issued_on, invoice_number, amount_minor, currency)
         values ($1, $2, $3::date, $4, $5, $6)`,
        [
          registration.id,
          number,
          series.eventDay,
          registration.invoiceNumber,
          toMinorUnits(amount, registration.currency),
          registration.currency,
        ],
      );
      made.creditNoteNumber = number;
      made.creditNoteAmount = amount;
      made.creditNoteDate = series.eventDay;
    }
  }
  return made;
}
