/**
 * Complimentary registrations on the staff API (managers only): waive the fee of an existing registration, or register
 * an invited guest with the form's fields, checked by the public form's rules, and the fee waived. Either way the
 * ledger books the waiver once, the registration is confirmed and the guest gets a confirmation with no invoice.
 */
import type { FastifyInstance } from 'fastify';

import { isPayable } from '../../core/lifecycle/registrationState';
import type { Clock } from '../clock';
import { delegateToken } from '../delegate/delegateLink';
import { refusal } from '../http/keyedRefusal';
import { languageOf } from '../lifecycle/language';
import { checkoutEnding } from '../payments/checkoutEnding';
import { withOpenCheckoutsEnded } from '../payments/openCheckouts';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { checkRegistration, type RegistrationLists } from '../registration/checkRegistration';
import { readPayload } from '../registration/readPayload';
import { validationFailure } from '../registration/validationFailure';
import { requireManager } from '../staff/staffAuth';
import { bodyOf, registrationIdOf, textOf } from '../staff/staffInput';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';

export interface ComplimentaryRouteDeps {
  store: Store;
  clock: Clock;
  lists: RegistrationLists;
  /** derivedKey(serverSecret, 'delegate-link'): the guest's personal link, for the answer. */
  linkKey: Buffer;
  /** The card provider, whose checkouts still open are ended before a fee is waived. */
  provider: Pick<PaymentProvider, 'name' | 'expireCheckout'>;
}

/** What the waiver and the guest routes refuse with, by key (staff.api.complimentary.*). */
export const complimentaryMessages = {
  alreadyPaid: { key: 'staff.api.complimentary.alreadyPaid' },
  emailTaken: { key: 'staff.api.complimentary.emailTaken' },
} as const;

/** The reason, required, at most 500 characters, with nothing that would turn the history around. */
const reasonOf = (body: Record<string, unknown>) => textOf(body, 'reason', 'reason', 500, true);

export function registerComplimentaryRoutes(api: FastifyInstance, deps: ComplimentaryRouteDeps): void {
  const { store, clock, lists, linkKey } = deps;

  api.post('/staff/api/registrations/:id/waive-fee', async (request) => {
    const { account } = requireManager(request);
    const id = registrationIdOf(request);
    const reason = reasonOf(bodyOf(request));
    // A checkout still open would let the guest pay a fee that is waived: it is ended at the provider first, the
    // store marks it expired with the waiver (lifecycleRecords.ts), and one opened meanwhile is ended after.
    const registration = await store.findRegistration(id);
    const waive = () =>
      store.applyEvent(
        id,
        { type: 'fee_waived', cause: 'staff', reason },
        { actor: `staff ${account.email}`, at: clock() },
      );
    const outcome =
      registration && isPayable(registration.state)
        ? await withOpenCheckoutsEnded(checkoutEnding(request, store, deps.provider, clock), id, 'refuse', waive)
        : await waive();
    if (outcome.outcome === 'not_found') throw refusal(404, staffMessages.registrationNotFound);
    if (outcome.outcome === 'unchanged')
      throw refusal(409, complimentaryMessages.alreadyPaid, { state: outcome.state });
    if (outcome.outcome === 'refused') throw refusal(409, outcome.reason, { state: outcome.state });
    return { state: outcome.state, emitted: outcome.emitted };
  });

  // The form's payload under `registration`, as the public form sends it, and the reason beside it.
  api.post('/staff/api/guests', async (request, reply) => {
    const { account } = requireManager(request);
    const body = bodyOf(request);
    const reason = reasonOf(body);
    const reading = readPayload(body.registration);
    if (!reading.ok) throw validationFailure(reading.errors ?? {}, 'message' in reading ? reading.message : undefined);
    const now = clock();
    const check = checkRegistration(reading.payload, lists, now);
    if (!check.ok) throw validationFailure(check.errors);
    const inserted = await store.insertRegistration(
      {
        ...check.registration,
        language: languageOf(typeof body.language === 'string' ? body.language : undefined),
        guest: { reason, actor: `staff ${account.email}` },
      },
      now,
    );
    if (inserted.outcome === 'exists')
      throw validationFailure({ email: [{ key: 'error.email.taken' }] }, complimentaryMessages.emailTaken);
    const { registration } = inserted;
    return reply.code(201).send({
      id: registration.id,
      reference: registration.reference,
      state: registration.state,
      token: delegateToken(linkKey, registration.id, registration.linkVersion),
    });
  });
}
