/**
 * The money side of a fee change, inside the transaction that makes it (the registration's row locked): the ledger's
 * 'fee_change' movement, what a lower fee makes refundable (booked as a surplus due back and added to the refund), and
 * the credit note of the issued invoice with the new invoice, each numbered in its gapless series.
 */
import { event as eventInfo } from '../../core/model/schemaData';
import type { FeeChangeEffect } from '../../core/rules/feeChange';
import { eventDay } from '../../core/rules/period';
import type { SqlRunner } from '../db/Database';
import { formatCreditNoteNumber, refundKeyOf } from '../refunds/cancellationMoney';
import { bookCreditNote } from '../refunds/refundMovements';
import { formatInvoiceNumber, nextNumber } from '../store/lifecycleRecords';
import { appendMovement } from '../store/sqlLedger';
import type { StoredRegistration } from '../store/Store';

/** A refund of another method, or one already under way, that the refundable part cannot join. */
export class RefundUnderWay extends Error {
  override name = 'RefundUnderWay';
}

/** What the change booked: the source of its movement, and the documents it numbered. */
export interface FeeChangeBooking {
  source: string;
  creditNoteNumber?: string;
  invoiceNumber?: string;
  invoiceDate?: string;
}

/**
 * Books the change; undefined when its source was booked already (two presses that both got past the row lock would
 * still book once). `changeNumber` is the registration's count of fee changes, taken under its lock.
 */
export async function bookFeeChange(
  tx: SqlRunner,
  registration: StoredRegistration,
  change: { oldFeeMinor: number; newFeeMinor: number; effect: FeeChangeEffect | undefined; reissues: boolean },
  changeNumber: number,
  context: { actor: string; at: Date; reason: string },
): Promise<FeeChangeBooking | undefined> {
  const { currency } = registration;
  const source = `fee-change:${registration.id}:${changeNumber}`;
  const booked = await appendMovement(
    tx,
    registration.id,
    {
      kind: 'fee_change',
      method: null,
      amountMinor: Math.abs(change.newFeeMinor - change.oldFeeMinor),
      currency,
      source,
      details: { fromMinor: change.oldFeeMinor, toMinor: change.newFeeMinor, reason: context.reason },
    },
    context,
  );
  if (!booked) return undefined;
  const refundableMinor = change.effect?.refundableMinor ?? 0;
  if (refundableMinor > 0) await makeRefundable(tx, registration, refundableMinor, `${source}/refund`, context);
  if (!change.reissues || !registration.invoiceNumber) return { source };

  const prefix = eventInfo.referencePrefix;
  const day = eventDay(context.at, eventInfo.timeZone);
  const creditNoteNumber = formatCreditNoteNumber(prefix, await nextNumber(tx, `credit-note:${prefix}`));
  // The credit note answers the whole invoice it replaces; the new invoice states the new fee.
  await tx.query(
    `insert into credit_notes (registration_id, number, issued_on, invoice_number, amount_minor, currency, cause)
     values ($1, $2, $3::date, $4, $5, $6, 'fee_change')`,
    [registration.id, creditNoteNumber, day, registration.invoiceNumber, change.oldFeeMinor, currency],
  );
  await bookCreditNote(
    tx,
    registration.id,
    {
      number: creditNoteNumber,
      invoiceNumber: registration.invoiceNumber,
      amountMinor: change.oldFeeMinor,
      currency,
      cause: 'fee_change',
    },
    context,
  );
  const invoiceNumber = formatInvoiceNumber(prefix, await nextNumber(tx, `invoice:${prefix}`));
  return { source, creditNoteNumber, invoiceNumber, invoiceDate: day };
}

/**
 * What a lower fee leaves beyond it goes back as the money came: through the card provider of the paid checkout, or by
 * a transfer staff pay and record. A bank refund still due takes it on; any other refund under way refuses the change.
 */
async function makeRefundable(
  tx: SqlRunner,
  registration: StoredRegistration,
  amountMinor: number,
  source: string,
  context: { actor: string; at: Date },
): Promise<void> {
  const { currency } = registration;
  await appendMovement(
    tx,
    registration.id,
    { kind: 'surplus_due', method: null, amountMinor, currency, source },
    context,
  );
  const paidBy = await tx.query<{ session_id: string; provider: string }>(
    `select session_id, provider from payments where registration_id = $1 and status = 'paid' order by id desc limit 1`,
    [registration.id],
  );
  const checkout = paidBy[0];
  const method = checkout ? 'card' : 'bank';
  const rows = await tx.query<{ id: number }>(
    `insert into refunds (registration_id, method, amount_minor, currency, status, provider, session_id, idempotency_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (registration_id) do update set amount_minor = refunds.amount_minor + excluded.amount_minor,
       updated_at = excluded.created_at
     where refunds.status = 'due' and excluded.method = 'bank'
     returning id`,
    [
      registration.id,
      method,
      amountMinor,
      currency,
      method === 'card' ? 'requested' : 'due',
      checkout?.provider ?? null,
      checkout?.session_id ?? null,
      refundKeyOf(registration),
      context.at,
    ],
  );
  if (rows.length === 0) throw new RefundUnderWay();
}
