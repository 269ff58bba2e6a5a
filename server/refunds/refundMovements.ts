/**
 * The ledger's rows of refunds and credit notes (migration 033), booked inside the transaction that makes them, once
 * per source: a second press, a replayed provider event or a second server finds the source taken and books nothing.
 */
import type { MoneyMethod } from '../../core/rules/ledger';
import type { SqlRunner } from '../db/Database';
import { appendMovement } from '../store/sqlLedger';

/** Who or what made the movement, and when (the server's clock). */
export interface MovementContext {
  actor: string;
  at: Date;
}

/** A refund paid back: all of the refund row `refundId`, by the provider (card) or by a transfer staff recorded. */
export async function bookRefundPaid(
  tx: SqlRunner,
  refund: { id: number; registrationId: number; amountMinor: number; currency: string },
  method: MoneyMethod,
  details: { paidOn?: string; bankReference?: string; providerRefundId?: string },
  context: MovementContext,
): Promise<boolean> {
  return appendMovement(
    tx,
    refund.registrationId,
    {
      kind: 'refund_paid',
      method,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      // A refund row is paid once: its status never leaves 'paid'.
      source: `refund-paid:${refund.id}`,
      details,
    },
    context,
  );
}

/** A credit note issued: a document that answers an invoice; it moves no figure, but the ledger lists it. */
export async function bookCreditNote(
  tx: SqlRunner,
  registrationId: number,
  note: {
    number: string;
    invoiceNumber: string;
    amountMinor: number;
    currency: string;
    cause: 'cancellation' | 'fee_change';
  },
  context: MovementContext,
): Promise<boolean> {
  return appendMovement(
    tx,
    registrationId,
    {
      kind: 'credit_note',
      method: null,
      amountMinor: note.amountMinor,
      currency: note.currency,
      // Credit note numbers are unique in their series.
      source: `credit-note:${note.number}`,
      details: { number: note.number, invoiceNumber: note.invoiceNumber, cause: note.cause },
    },
    context,
  );
}
