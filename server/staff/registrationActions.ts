/** A registration's page and the managers' actions on it: confirm a bank payment, cancel, resend an e-mail, correct contact details. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { type MessageKind, messageKinds } from '../../core/lifecycle/lifecycle';
import { diallingCodes } from '../../core/model/diallingCodes';
import type { EventInfo } from '../../core/model/types';
import { mailboxOf } from '../../core/rules/email';
import { roundedToMinor } from '../../core/rules/minorUnits';
import { paidTowardsFee } from '../../core/rules/money';
import { refundFor } from '../../core/rules/refund';
import { hasOnlySafeCharacters } from '../../core/rules/textCharacters';
import type { Clock } from '../clock';
import { HttpError } from '../http/HttpError';
import { moneyOfRegistration } from '../refunds/refundRoutes';
import { formFieldLabel } from '../registration/fieldLabels';
import { fieldProblem } from '../registration/fieldRules';
import type { ApplyOutcome, RegistrationDetail } from '../store/LifecycleStore';
import type { Store } from '../store/Store';
import { englishText } from '../text';
import { requireManager, staffOf } from './staffAuth';
import { staffMessages } from './staffMessages';
import { type ContactChanges, contactFields, type StaffStore } from './StaffStore';

export interface RegistrationActionDeps {
  store: Store;
  staffStore: StaffStore;
  event: EventInfo;
  clock: Clock;
}

/** A field that cannot be used: 422 with the field's message, as the registration API answers. */
function invalid(field: string, message: string): HttpError {
  return new HttpError(422, { message, errors: { [field]: [message] } });
}

function registrationId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1) throw new HttpError(404, { message: staffMessages.registrationNotFound });
  return id;
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(422, { message: 'The request body must be a JSON object.' });
  return body as Record<string, unknown>;
}

function text(body: Record<string, unknown>, field: string, label: string, max: number): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw invalid(field, `${label} is required.`);
  if (value.trim().length > max) throw invalid(field, `${label} must be at most ${max} characters.`);
  // NUL and lone surrogates cannot be stored, bidi controls would turn the history around; line breaks may stay.
  if (!hasOnlySafeCharacters(value.replace(/[\n\r\t]/g, ' ')))
    throw invalid(field, `${label} holds characters that cannot be kept (control or direction characters).`);
  return value.trim();
}

/** A text that may be left out or empty; '' when it is. */
function optionalText(body: Record<string, unknown>, field: string, label: string, max: number): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string') throw invalid(field, `${label} must be text.`);
  if (value.trim().length > max) throw invalid(field, `${label} must be at most ${max} characters.`);
  return value.trim();
}

/** A real calendar day written YYYY-MM-DD. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The registration with the refund a cancellation now would give, for its page. */
function pageOf(detail: RegistrationDetail, event: EventInfo, now: Date) {
  const paid = paidTowardsFee(detail);
  return {
    registration: detail,
    refundIfCancelledNow: {
      amountPaid: paid,
      currency: detail.paidCurrency ?? detail.currency,
      ...refundFor(event, now, paid),
    },
  };
}

function outcomeAnswer(outcome: ApplyOutcome, alreadyMessage: string) {
  if (outcome.outcome === 'not_found') throw new HttpError(404, { message: staffMessages.registrationNotFound });
  if (outcome.outcome === 'unchanged') throw new HttpError(409, { message: alreadyMessage, state: outcome.state });
  if (outcome.outcome === 'refused') {
    const reason = outcome.reason.charAt(0).toUpperCase() + outcome.reason.slice(1);
    throw new HttpError(409, { message: `${reason}.`, state: outcome.state });
  }
  return { state: outcome.state, emitted: outcome.emitted };
}

/**
 * The contact fields a correction may change, checked by the form's rules for each field (the title from its list,
 * names with something to print and none of the characters the form refuses, the e-mail rule, digits): a correction
 * cannot store what a delegate could not have sent. Whitespace around a value is dropped first.
 */
function contactChanges(body: Record<string, unknown>): ContactChanges {
  const unknown = Object.keys(body).filter((key) => !(contactFields as readonly string[]).includes(key));
  if (unknown.length > 0) throw invalid(unknown[0], 'This field cannot be corrected here.');
  const changes: ContactChanges = {};
  for (const field of contactFields) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw invalid(field, englishText('error.generic', { field: formFieldLabel(field) }));
    const trimmed = value.trim();
    if (field === 'iddCode') {
      // The form chooses a dialling code by its entry; the registration keeps the code itself.
      if (!diallingCodes.some((code) => code.code === trimmed))
        throw invalid('iddCode', 'This is not a dialling code of the list.');
    } else {
      const problem = fieldProblem(field, trimmed);
      if (problem) throw invalid(field, problem);
    }
    changes[field] = trimmed;
  }
  if (changes.email !== undefined && mailboxOf(changes.email) === undefined)
    throw invalid('email', englishText('error.email.invalid'));
  return changes;
}

/** GET the registration's page; POST its actions (managers only: a viewer gets 403 and nothing changes). */
export function registerRegistrationActions(api: FastifyInstance, deps: RegistrationActionDeps): void {
  const { store, staffStore, event, clock } = deps;
  const actorOf = (request: FastifyRequest) => `staff ${staffOf(request).account.email}`;

  api.get('/staff/api/registrations/:id', async (request) => {
    const detail = await store.findRegistration(registrationId(request));
    if (!detail) throw new HttpError(404, { message: staffMessages.registrationNotFound });
    const [refund, creditNote] = await Promise.all([store.refundOf(detail.id), store.creditNoteOf(detail.id)]);
    return { ...pageOf(detail, event, clock()), money: moneyOfRegistration(detail, refund, creditNote) };
  });

  api.post('/staff/api/registrations/:id/confirm-payment', async (request) => {
    requireManager(request);
    const id = registrationId(request);
    const body = bodyOf(request);
    const registration = await store.findRegistration(id);
    if (!registration) throw new HttpError(404, { message: staffMessages.registrationNotFound });
    const amount = body.amount;
    // A short or partial transfer may have cents: as many decimals as the currency has, no more.
    if (
      typeof amount !== 'number' ||
      !Number.isFinite(amount) ||
      amount < 0 ||
      amount > 1_000_000 ||
      roundedToMinor(amount, registration.currency) !== amount
    ) {
      throw invalid('amount', 'The amount must be a number from 0 to 1000000, with at most the currency’s decimals.');
    }
    const paidOn = text(body, 'paidOn', 'The date', 10);
    if (!isCalendarDay(paidOn)) throw invalid('paidOn', 'The date must be a day written YYYY-MM-DD.');
    const bankReference = text(body, 'bankReference', 'The bank reference', 100);
    const outcome = await store.applyEvent(
      id,
      {
        type: 'payment_confirmed',
        cause: 'staff',
        amount,
        currency: registration.currency,
        paidOn,
        bankReference,
        // One transfer is booked once on a registration: a second press or a second manager books nothing.
        source: `transfer:${id}:${bankReference}`,
      },
      { actor: actorOf(request), at: clock() },
    );
    if (outcome.outcome === 'unchanged' && outcome.state !== 'paid')
      throw new HttpError(409, { message: staffMessages.transferAlreadyBooked, state: outcome.state });
    return outcomeAnswer(outcome, staffMessages.alreadyPaid);
  });

  api.post('/staff/api/registrations/:id/accept-shortfall', async (request) => {
    requireManager(request);
    const id = registrationId(request);
    const reason = text(bodyOf(request), 'reason', 'The reason', 500);
    const outcome = await store.applyEvent(
      id,
      { type: 'shortfall_accepted', cause: 'staff', reason },
      { actor: actorOf(request), at: clock() },
    );
    return outcomeAnswer(outcome, staffMessages.alreadyPaid);
  });

  api.post('/staff/api/registrations/:id/cancel', async (request) => {
    requireManager(request);
    const id = registrationId(request);
    const body = bodyOf(request);
    // 'message' is what the delegate reads; 'reason', its earlier name, is still taken from scripts that send it.
    const reason =
      body.message === undefined && body.reason !== undefined
        ? text(body, 'reason', 'The reason', 500)
        : text(body, 'message', 'The message to the delegate', 500);
    const note = optionalText(body, 'note', 'The internal note', 1000);
    const outcome = await store.applyEvent(
      id,
      { type: 'cancelled', cause: 'staff', reason, ...(note ? { note } : {}) },
      { actor: actorOf(request), at: clock() },
    );
    const answer = outcomeAnswer(outcome, staffMessages.alreadyCancelled);
    const detail = await store.findRegistration(id);
    const cancellation = detail?.history.findLast((entry) => entry.event === 'cancelled');
    return { ...answer, refund: cancellation?.details };
  });

  api.post('/staff/api/registrations/:id/resend', async (request) => {
    requireManager(request);
    const id = registrationId(request);
    const kind = bodyOf(request).kind;
    if (typeof kind !== 'string' || !(messageKinds as readonly string[]).includes(kind))
      throw invalid('kind', 'There is no such e-mail.');
    const outcome = await store.resendMessage(id, kind as MessageKind, { actor: actorOf(request), at: clock() });
    if (outcome.outcome === 'not_found') throw new HttpError(404, { message: staffMessages.registrationNotFound });
    if (outcome.outcome === 'refused') throw new HttpError(409, { message: staffMessages.messageNotFound });
    return outcome;
  });

  // Every personal link sent so far stops working (a forwarded e-mail, a shared screen); the next e-mail carries a new one.
  api.post('/staff/api/registrations/:id/revoke-links', async (request) => {
    requireManager(request);
    const outcome = await store.revokeLinks(registrationId(request), { actor: actorOf(request), at: clock() });
    if (outcome.outcome === 'not_found') throw new HttpError(404, { message: staffMessages.registrationNotFound });
    return { outcome: 'revoked' };
  });

  api.post('/staff/api/registrations/:id/contact', async (request) => {
    requireManager(request);
    const id = registrationId(request);
    const changes = contactChanges(bodyOf(request));
    const outcome = await staffStore.correctContact(id, changes, actorOf(request), clock());
    if (outcome.outcome === 'not_found') throw new HttpError(404, { message: staffMessages.registrationNotFound });
    if (outcome.outcome === 'email_taken') throw invalid('email', 'Another registration has this e-mail address.');
    return outcome;
  });
}
