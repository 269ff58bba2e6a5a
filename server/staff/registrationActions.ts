/** A registration's page and the managers' actions on it: confirm a bank payment, cancel, resend an e-mail, correct contact details. */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { KeyedText } from '../../core/api/keyedText';
import { type MessageKind, messageKinds } from '../../core/lifecycle/lifecycle';
import { diallingCodes } from '../../core/model/diallingCodes';
import type { EventInfo } from '../../core/model/types';
import { mailboxOf } from '../../core/rules/email';
import { roundedToMinor } from '../../core/rules/minorUnits';
import { paidTowardsFee } from '../../core/rules/money';
import { refundFor } from '../../core/rules/refund';
import type { Clock } from '../clock';
import { fieldRefusal, refusal } from '../http/keyedRefusal';
import { checkoutEnding } from '../payments/checkoutEnding';
import { withOpenCheckoutsEnded } from '../payments/openCheckouts';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { moneyOfRegistration } from '../refunds/refundRoutes';
import { formFieldLabelText } from '../registration/fieldLabels';
import { fieldProblem } from '../registration/fieldRules';
import type { ApplyOutcome, RegistrationDetail } from '../store/LifecycleStore';
import type { Store } from '../store/Store';
import { requireManager, staffOf } from './staffAuth';
import { bodyOf, registrationIdOf, textOf } from './staffInput';
import { staffMessages } from './staffMessages';
import { type ContactChanges, contactFields, type StaffStore } from './StaffStore';

export interface RegistrationActionDeps {
  store: Store;
  staffStore: StaffStore;
  event: EventInfo;
  clock: Clock;
  /** Ends a cancelled registration's open checkouts. */
  provider: PaymentProvider;
}

/** A field the form's own rules refuse, in the form's English words (the registration API's). */
const text = (body: Record<string, unknown>, field: string, label: string, max: number) =>
  textOf(body, field, label, max, true);
const optionalText = (body: Record<string, unknown>, field: string, label: string, max: number) =>
  textOf(body, field, label, max, false);

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

function outcomeAnswer(outcome: ApplyOutcome, alreadyMessage: KeyedText) {
  if (outcome.outcome === 'not_found') throw refusal(404, staffMessages.registrationNotFound);
  if (outcome.outcome === 'unchanged') throw refusal(409, alreadyMessage, { state: outcome.state });
  if (outcome.outcome === 'refused') throw refusal(409, outcome.reason, { state: outcome.state });
  return { state: outcome.state, emitted: outcome.emitted };
}

/**
 * The contact fields a correction may change, checked by the form's rules for each field (the title from its list,
 * names with something to print and none of the characters the form refuses, the e-mail rule, digits): a correction
 * cannot store what a delegate could not have sent. Whitespace around a value is dropped first.
 */
function contactChanges(body: Record<string, unknown>): ContactChanges {
  const unknown = Object.keys(body).filter((key) => !(contactFields as readonly string[]).includes(key));
  if (unknown.length > 0) throw fieldRefusal(unknown[0], staffMessages.notCorrectable);
  const changes: ContactChanges = {};
  for (const field of contactFields) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'string')
      throw fieldRefusal(field, { key: 'error.generic', values: { field: formFieldLabelText(field) } });
    const trimmed = value.trim();
    if (field === 'iddCode') {
      // The form chooses a dialling code by its entry; the registration keeps the code itself.
      if (!diallingCodes.some((code) => code.code === trimmed))
        throw fieldRefusal('iddCode', staffMessages.unknownDiallingCode);
    } else {
      const problem = fieldProblem(field, trimmed);
      if (problem) throw fieldRefusal(field, problem);
    }
    changes[field] = trimmed;
  }
  if (changes.email !== undefined && mailboxOf(changes.email) === undefined)
    throw fieldRefusal('email', { key: 'error.email.invalid' });
  return changes;
}

/** GET the registration's page; POST its actions (managers only: a viewer gets 403 and nothing changes). */
export function registerRegistrationActions(api: FastifyInstance, deps: RegistrationActionDeps): void {
  const { store, staffStore, event, clock } = deps;
  const actorOf = (request: FastifyRequest) => `staff ${staffOf(request).account.email}`;

  api.get('/staff/api/registrations/:id', async (request) => {
    const detail = await store.findRegistration(registrationIdOf(request));
    if (!detail) throw refusal(404, staffMessages.registrationNotFound);
    const [movements, refund, creditNotes, refunds] = await Promise.all([
      store.ledgerOf(detail.id),
      store.refundOf(detail.id),
      store.creditNotesOf(detail.id),
      store.refundsOf(detail.id),
    ]);
    return {
      ...pageOf(detail, event, clock()),
      money: moneyOfRegistration(detail, movements, refund, creditNotes, refunds),
    };
  });

  api.post('/staff/api/registrations/:id/confirm-payment', async (request) => {
    requireManager(request);
    const id = registrationIdOf(request);
    const body = bodyOf(request);
    const registration = await store.findRegistration(id);
    if (!registration) throw refusal(404, staffMessages.registrationNotFound);
    const amount = body.amount;
    // A short or partial transfer may have cents: as many decimals as the currency has, no more.
    if (
      typeof amount !== 'number' ||
      !Number.isFinite(amount) ||
      amount < 0 ||
      amount > 1_000_000 ||
      roundedToMinor(amount, registration.currency) !== amount
    ) {
      throw fieldRefusal('amount', staffMessages.amount);
    }
    const paidOn = text(body, 'paidOn', 'date', 10);
    if (!isCalendarDay(paidOn)) throw fieldRefusal('paidOn', staffMessages.notCalendarDay);
    const bankReference = text(body, 'bankReference', 'bankReference', 100);
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
      throw refusal(409, staffMessages.transferAlreadyBooked, { state: outcome.state });
    return outcomeAnswer(outcome, staffMessages.alreadyPaid);
  });

  api.post('/staff/api/registrations/:id/accept-shortfall', async (request) => {
    requireManager(request);
    const id = registrationIdOf(request);
    const reason = text(bodyOf(request), 'reason', 'reason', 500);
    const outcome = await store.applyEvent(
      id,
      { type: 'shortfall_accepted', cause: 'staff', reason },
      { actor: actorOf(request), at: clock() },
    );
    return outcomeAnswer(outcome, staffMessages.alreadyPaid);
  });

  api.post('/staff/api/registrations/:id/cancel', async (request) => {
    requireManager(request);
    const id = registrationIdOf(request);
    const body = bodyOf(request);
    // 'message' is what the delegate reads; 'reason', its earlier name, is still taken from scripts that send it.
    const reason =
      body.message === undefined && body.reason !== undefined
        ? text(body, 'reason', 'reason', 500)
        : text(body, 'message', 'messageToDelegate', 500);
    const note = optionalText(body, 'note', 'internalNote', 1000);
    // Its open checkouts are ended at the provider, so a cancelled registration cannot be paid; one completed meanwhile
    // does not hold the cancellation up: its payment is booked when it arrives and paid back.
    const ending = checkoutEnding(request, store, deps.provider, clock);
    const outcome = await withOpenCheckoutsEnded(ending, id, 'proceed', () =>
      store.applyEvent(
        id,
        { type: 'cancelled', cause: 'staff', reason, ...(note ? { note } : {}) },
        { actor: actorOf(request), at: clock() },
      ),
    );
    const answer = outcomeAnswer(outcome, staffMessages.alreadyCancelled);
    const detail = await store.findRegistration(id);
    const cancellation = detail?.history.findLast((entry) => entry.event === 'cancelled');
    return { ...answer, refund: cancellation?.details };
  });

  api.post('/staff/api/registrations/:id/resend', async (request) => {
    requireManager(request);
    const id = registrationIdOf(request);
    const kind = bodyOf(request).kind;
    if (typeof kind !== 'string' || !(messageKinds as readonly string[]).includes(kind))
      throw fieldRefusal('kind', staffMessages.unknownMessageKind);
    const outcome = await store.resendMessage(id, kind as MessageKind, { actor: actorOf(request), at: clock() });
    if (outcome.outcome === 'not_found') throw refusal(404, staffMessages.registrationNotFound);
    if (outcome.outcome === 'refused') throw refusal(409, staffMessages.messageNotFound);
    return outcome;
  });

  // Every personal link sent so far stops working (a forwarded e-mail, a shared screen); the next e-mail carries a new one.
  api.post('/staff/api/registrations/:id/revoke-links', async (request) => {
    requireManager(request);
    const outcome = await store.revokeLinks(registrationIdOf(request), { actor: actorOf(request), at: clock() });
    if (outcome.outcome === 'not_found') throw refusal(404, staffMessages.registrationNotFound);
    return { outcome: 'revoked' };
  });

  api.post('/staff/api/registrations/:id/contact', async (request) => {
    requireManager(request);
    const id = registrationIdOf(request);
    const changes = contactChanges(bodyOf(request));
    const outcome = await staffStore.correctContact(id, changes, actorOf(request), clock());
    if (outcome.outcome === 'not_found') throw refusal(404, staffMessages.registrationNotFound);
    if (outcome.outcome === 'email_taken') throw fieldRefusal('email', staffMessages.emailTaken);
    return outcome;
  });
}
