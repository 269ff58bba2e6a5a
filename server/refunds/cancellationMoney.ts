/**
 * What a cancellation does to money, inside the transaction that cancels: the refund the rule makes due (a card
 * payment's to be paid back through its provider, a bank transfer's for staff to pay), the part kept, and an invoiced
 * registration's credit note, each a ledger movement. Hooked on the store's cancel operation, so every cancellation
 * (by staff or by the delegate) makes them.
 */
import type { MoneyMethod } from '../../core/rules/ledger';
import type { CancellationBooking } from '../../core/rules/ledgerFigures';
import { fromMinorUnits, toMinorUnits } from '../../core/rules/minorUnits';
import type { SqlRunner } from '../db/Database';
import { appendMovement } from '../store/sqlLedger';
import type { StoredRegistration } from '../store/Store';
import { bookCreditNote, type MovementContext } from './refundMovements';

/** 'PICS2025-CN-0001': the credit notes' own series. */
export function formatCreditNoteNumber(prefix: string, number: number): string {
  return `${prefix}-CN-${String(number).padStart(4, '0')}`;
}

/** The refund's key at the provider: one per registration, never reused for another. */
export function refundKeyOf(registration: StoredRegistration): string {
  return `${registration.reference ?? `registration-${registration.id}`}/${registration.createdAt.toISOString()}/refund`;
}

/** What the cancellation made: the refund's method and the credit note's number, for its history row and e-mail. */
export interface CancellationMoney {
  refundMethod?: 'card' | 'bank';
  creditNoteNumber?: string;
  creditNoteAmount?: number;
  creditNoteDate?: string;
}

/**
 * Books a cancellation's money in `tx` (the registration's row is locked): the refund the rule makes due and the part
 * kept, as ledger movements beside the refund's row (the card refunds' work queue), and the credit note of an issued
 * invoice with its movement. `nextNumber` takes the credit note's number from its gapless series in the same
 * transaction. The sources are the registration's own: a cancellation happens once.
 */
export async function cancellationMoneyIn(
  tx: SqlRunner,
  registration: StoredRegistration,
  booking: CancellationBooking & { heldBy: MoneyMethod | null },
  context: MovementContext,
  series: { prefix: string; eventDay: string; nextNumber: (series: string) => Promise<number> },
): Promise<CancellationMoney> {
  const made: CancellationMoney = {};
  const { currency } = registration;
  if (booking.refundMinor > 0) {
    // The method follows the money, whatever the registration started as: a card payment goes back through its
    // checkout's provider; without one (a transfer staff confirmed), staff pay it.
    const paidBy = await tx.query<{ session_id: string; provider: string }>(
      `select session_id, provider from payments where registration_id = $1 and status = 'paid' order by id desc limit 1`,
      [registration.id],
    );
    const checkout = paidBy[0];
    const method = checkout ? 'card' : 'bank';
    await appendMovement(
      tx,
      registration.id,
      {
        kind: 'refund_due',
        method,
        amountMinor: booking.refundMinor,
        currency,
        source: `cancellation:${registration.id}/refund`,
      },
      context,
    );
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
        booking.refundMinor,
        currency,
        method === 'card' ? 'requested' : 'due',
        checkout?.provider ?? null,
        checkout?.session_id ?? null,
        refundKeyOf(registration),
        context.at,
      ],
    );
    made.refundMethod = method;
  }
  if (booking.keptMinor > 0) {
    await appendMovement(
      tx,
      registration.id,
      {
        kind: 'fee_kept',
        method: booking.heldBy,
        amountMinor: booking.keptMinor,
        currency,
        source: `cancellation:${registration.id}/kept`,
      },
      context,
    );
  }
  // An issued invoice is credited however it was paid (a bank registration may pay its invoice by card): the part of
  // the invoiced fee no longer owed, that is the fee less what the event keeps.
  const creditMinor = Math.max(0, toMinorUnits(registration.feeAmount, currency) - booking.keptMinor);
  if (registration.invoiceNumber && creditMinor > 0) {
    const number = formatCreditNoteNumber(series.prefix, await series.nextNumber(`credit-note:${series.prefix}`));
    await tx.query(
      `insert into credit_notes (registration_id, number, issued_on, invoice_number, amount_minor, currency)
       values ($1, $2, $3::date, $4, $5, $6)`,
      [registration.id, number, series.eventDay, registration.invoiceNumber, creditMinor, currency],
    );
    await bookCreditNote(
      tx,
      registration.id,
      { number, invoiceNumber: registration.invoiceNumber, amountMinor: creditMinor, currency, cause: 'cancellation' },
      context,
    );
    made.creditNoteNumber = number;
    made.creditNoteAmount = fromMinorUnits(creditMinor, currency);
    made.creditNoteDate = series.eventDay;
  }
  return made;
}
