/** The console's money routes: a registration's money figures, recording a bank refund paid, and its credit note PDF. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { moneyFigures } from '../../core/rules/money';
import type { Clock } from '../clock';
import { drawDocument } from '../documents/documentPool';
import { HttpError } from '../http/HttpError';
import { refusal } from '../http/keyedRefusal';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { requireManager, staffOf } from '../staff/staffAuth';
import { staffMessages } from '../staff/staffMessages';
import type { StoredRegistration } from '../store/Store';
import type { Store } from '../store/Store';
import { creditNoteFileName } from './creditNotePdf';
import type { CreditNote, StoredRefund } from './refundTypes';

/** What the refunds routes answer when a refund cannot be recorded. */
export const refundMessages = {
  noRefund: 'This registration has no refund due.',
  alreadyPaid: 'This refund is already recorded as paid: nothing was changed.',
  cardRefund:
    'This refund is paid back through the card provider; it can be recorded here only if the provider refused it.',
  amount: (amount: string) => `The amount must be the refund due, ${amount}.`,
  noCreditNote: 'This registration has no credit note.',
} as const;

export interface RefundRouteDeps {
  store: Store;
  clock: Clock;
  font?: InvoiceFont;
}

/** A registration's money as its page shows it: the figures, the refund and the credit note. */
export function moneyOfRegistration(
  registration: StoredRegistration,
  refund: StoredRefund | undefined,
  creditNote: CreditNote | undefined,
) {
  return {
    figures: moneyFigures({
      ...registration,
      refund: refund ? { amount: refund.amount, status: refund.status } : null,
    }),
    refund: refund ?? null,
    creditNote: creditNote ?? null,
  };
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(422, { message, errors: { [field]: [message] } });
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

function textField(body: Record<string, unknown>, field: string, label: string, max: number): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw invalid(field, `${label} is required.`);
  if (value.trim().length > max) throw invalid(field, `${label} must be at most ${max} characters.`);
  return value.trim();
}

/** Registers the money routes on the staff API (inside its guarded scope). */
export function registerRefundRoutes(api: FastifyInstance, deps: RefundRouteDeps): void {
  const { store, clock } = deps;

  api.post('/staff/api/registrations/:id/refund-paid', async (request) => {
    requireManager(request);
    const id = idOf(request);
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(422, { message: 'The request body must be a JSON object.' });
    const fields = body as Record<string, unknown>;
    const amount = fields.amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1_000_000)
      throw invalid('amount', 'The amount must be a number above 0.');
    const paidOn = textField(fields, 'paidOn', 'The date', 10);
    if (!isCalendarDay(paidOn)) throw invalid('paidOn', 'The date must be a day written YYYY-MM-DD.');
    const bankReference = textField(fields, 'bankReference', 'The bank reference', 100);
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
        throw new HttpError(409, { message: refundMessages.noRefund });
      case 'already_paid':
        throw new HttpError(409, { message: refundMessages.alreadyPaid });
      case 'not_bank':
        throw new HttpError(409, { message: refundMessages.cardRefund });
      case 'amount': {
        const refund = await store.refundOf(id);
        throw invalid('amount', refundMessages.amount(`${refund?.currency ?? ''} ${refund?.amount ?? ''}`.trim()));
      }
    }
  });

  api.get('/staff/api/registrations/:id/credit-note.pdf', async (request, reply) => {
    const id = idOf(request);
    const registration = await store.findRegistration(id);
    if (!registration) throw refusal(404, staffMessages.registrationNotFound);
    const creditNote = await store.creditNoteOf(id);
    if (!creditNote) throw new HttpError(404, { message: refundMessages.noCreditNote });
    const pdf = await drawDocument('creditNote', { registration, creditNote }, deps.font);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${creditNoteFileName(creditNote.number)}"`)
      .send(pdf);
  });
}
