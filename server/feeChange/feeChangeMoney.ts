/**
 * The money side of a fee change, inside the transaction that makes it (the registration's row locked): the ledger's
 * 'fee_change' movement, what a lower fee makes refundable (booked as a surplus due back, a refund of its own), and
 * the credit note of the issued invoice with the new invoice, each numbered in its gapless series.
 */
import { event as eventInfo } from '../../core/model/schemaData';
import type { FeeChangeEffect } from '../../core/rules/feeChange';
import { eventDay } from '../../core/rules/period';
import type { SqlRunner } from '../db/Database';
import { formatCreditNoteNumber } from '../refunds/cancellationMoney';
import { bookCreditNote } from '../refunds/refundMovements';
import { queueRefund, refundWayOf } from '../refunds/refundQueue';
import { formatInvoiceNumber, nextNumber } from '../store/lifecycleRecords';
import { appendMovement, appendMovementId } from '../store/sqlLedger';
import type { StoredRegistration } from '../store/Store';

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
 * a transfer staff pay and record; a refund of its own beside any other already due or paid.
 */
async function makeRefundable(
  tx: SqlRunner,
  registration: StoredRegistration,
  amountMinor: number,
  source: string,
  context: { actor: string; at: Date },
): Promise<void> {
  const movementId = await appendMovementId(
    tx,
    registration.id,
    { kind: 'surplus_due', method: null, amountMinor, currency: registration.currency, source },
    context,
  );
  if (movementId === undefined) return;
  const way = await refundWayOf(tx, registration.id);
  await queueRefund(tx, registration, { movementId, amountMinor, way }, context.at);
}
