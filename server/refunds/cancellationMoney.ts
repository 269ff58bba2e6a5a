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
import { appendMovement, appendMovementId } from '../store/sqlLedger';
import type { StoredRegistration } from '../store/Store';
import { bookCreditNote, type MovementContext } from './refundMovements';
import { queueRefund, refundWayOf } from './refundQueue';

/** 'PICS2025-CN-0001': the credit notes' own series. */
export function formatCreditNoteNumber(prefix: string, number: number): string {
  return `${prefix}-CN-${String(number).padStart(4, '0')}`;
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
    const way = await refundWayOf(tx, registration.id);
    const movementId = await appendMovementId(
      tx,
      registration.id,
      {
        kind: 'refund_due',
        method: way.method,
        amountMinor: booking.refundMinor,
        currency,
        source: `cancellation:${registration.id}/refund`,
      },
      context,
    );
    // A refund of its own, whatever other refunds are due or paid already. The method follows the money, whatever
    // the registration started as: a card payment goes back through its checkout's provider, else staff pay it.
    if (movementId !== undefined) {
      await queueRefund(tx, registration, { movementId, amountMinor: booking.refundMinor, way }, context.at);
    }
    made.refundMethod = way.method;
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
