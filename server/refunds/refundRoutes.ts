/** The console's money routes: a registration's money figures, recording a bank refund paid, and its credit note PDF. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { RegistrationMoneyAnswer } from '../../core/api/moneyTypes';
import { ledgerFigures } from '../../core/rules/ledgerFigures';
import { fromMinorUnits } from '../../core/rules/minorUnits';
import type { Clock } from '../clock';
import { drawDocument } from '../documents/documentPool';
import { fieldRefusal, refusal } from '../http/keyedRefusal';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { requireManager, staffOf } from '../staff/staffAuth';
import { textOf } from '../staff/staffInput';
import { staffMessages } from '../staff/staffMessages';
import type { StoredMovement } from '../store/sqlLedger';
import type { StoredRegistration } from '../store/Store';
import type { Store } from '../store/Store';
import { creditNoteFileName } from './creditNotePdf';
import { refundAnswer, refundList } from './refundList';
import type { CreditNote, StoredRefund } from './refundTypes';

export interface RefundRouteDeps {
  store: Store;
  clock: Clock;
  font?: InvoiceFont;
}

/**
 * A registration's money as its page shows it: the figures from its ledger, every refund made due with its progress
 * (sent, refused, the provider's answer) from its own row, and every credit note it was issued.
 */
export function moneyOfRegistration(
  registration: StoredRegistration,
  movements: readonly StoredMovement[],
  refund: StoredRefund | undefined,
  creditNotes: readonly CreditNote[],
  refunds: readonly StoredRefund[],
): RegistrationMoneyAnswer {
  const currency = registration.paidCurrency ?? registration.currency;
  const listed = refundList(refunds, movements, currency);
  return {
    figures: ledgerFigures({ state: registration.state, feeAmount: registration.feeAmount, currency }, movements),
    // The refund staff act on next, as its own row says it (each refund made due has one), as the list shows it too.
    refund: refund ? refundAnswer(refund) : (listed[0] ?? null),
    refunds: listed,
    creditNotes: creditNotes.map(({ number, issuedOn, amount, currency: noteCurrency }) => ({
      number,
      issuedOn,
      amount,
      currency: noteCurrency,
    })),
    ledger: movements.map((movement) => ({
      at: movement.at.toISOString(),
      kind: movement.kind,
      method: movement.method,
      amount: fromMinorUnits(movement.amountMinor, movement.currency),
      currency: movement.currency,
      actor: movement.actor,
    })),
  };
}

function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw refusal(404, staffMessages.registrationNotFound);
  return Number(raw);
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Registers the money routes on the staff API (inside its guarded scope). */
export function registerRefundRoutes(api: FastifyInstance, deps: RefundRouteDeps): void {
  const { store, clock } = deps;

  api.post('/staff/api/registrations/:id/refund-paid', async (request) => {
    requireManager(request);
    const id = idOf(request);
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw refusal(422, staffMessages.bodyNotObject);
    const fields = body as Record<string, unknown>;
    const amount = fields.amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1_000_000)
      throw fieldRefusal('amount', staffMessages.refund('positiveAmount'));
    const paidOn = textOf(fields, 'paidOn', 'date', 10, true);
    if (!isCalendarDay(paidOn)) throw fieldRefusal('paidOn', staffMessages.notCalendarDay);
    const bankReference = textOf(fields, 'bankReference', 'bankReference', 100, true);
    const outcome = await store.recordBankRefund(
      id,
      { amount, paidOn, bankReference },
      `staff ${staffOf(request).account.email}`,
      clock(),
    );
    if (outcome.outcome === 'not_found') throw refusal(404, staffMessages.registrationNotFound);
    if (outcome.outcome === 'recorded') return { refund: outcome.refund };
    switch (outcome.reason) {
      case 'no_refund':
        throw refusal(409, staffMessages.refund('noRefund'));
      case 'already_paid':
        throw refusal(409, staffMessages.refund('alreadyPaid'));
      case 'not_bank':
        throw refusal(409, staffMessages.refund('cardRefund'));
      case 'amount': {
        const refund = await store.refundOf(id);
        const due = `${refund?.currency ?? ''} ${refund?.amount ?? ''}`.trim();
        throw fieldRefusal('amount', staffMessages.refund('amount', { amount: due }));
      }
    }
  });

  // The latest credit note, or one of the registration's by its number (a fee change issues one per change).
  api.get('/staff/api/registrations/:id/credit-note.pdf', async (request, reply) => {
    const id = idOf(request);
    const registration = await store.findRegistration(id);
    if (!registration) throw refusal(404, staffMessages.registrationNotFound);
    const number = (request.query as { number?: unknown }).number;
    if (number !== undefined && (typeof number !== 'string' || !/^[\w-]{1,60}$/.test(number)))
      throw refusal(404, staffMessages.refund('noCreditNote'));
    const creditNote = await store.creditNoteOf(id, number);
    if (!creditNote) throw refusal(404, staffMessages.refund('noCreditNote'));
    const pdf = await drawDocument('creditNote', { registration, creditNote }, deps.font);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${creditNoteFileName(creditNote.number)}"`)
      .send(pdf);
  });
}
