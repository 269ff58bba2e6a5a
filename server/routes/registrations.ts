import type { FastifyInstance, FastifyReply } from 'fastify';

import { isPayable } from '../../core/lifecycle/lifecycle';
import { isRegistrationOpen } from '../../core/rules/period';
import type { Clock } from '../clock';
import { delegateToken } from '../delegate/delegateLink';
import { requireCsrfToken } from '../http/csrf';
import { loggableError } from '../http/errorHandling';
import { HttpError } from '../http/HttpError';
import { answerOf } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';
import { languageOf } from '../lifecycle/language';
import type { ForcedFailure, RateLimit } from '../options';
import { openCheckout } from '../payments/openCheckout';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { checkRegistration, type RegistrationLists } from '../registration/checkRegistration';
import { readPayload } from '../registration/readPayload';
import { validationFailure } from '../registration/validationFailure';
import type { Store, StoredRegistration } from '../store/Store';
import { sendForcedFailure } from './forcedFailure';
import { requireJsonBody } from './jsonOnly';

export interface RegistrationRouteDeps {
  store: Store;
  clock: Clock;
  lists: RegistrationLists;
  paymentProvider: PaymentProvider;
  rateLimit: RateLimit;
  forcedFailure?: ForcedFailure;
  /** derivedKey(serverSecret, 'delegate-link'): signs the personal link the answer carries. */
  linkKey: Buffer;
  /** A repeat submission mails the registration's link at most once in this much real time. */
  linkMailIntervalMs: number;
}

/** The first checkout of a new registration; without it the delegate could never pay, so a failure takes the registration back. */
async function openFirstCheckout(deps: RegistrationRouteDeps, registration: StoredRegistration): Promise<string> {
  try {
    return await openCheckout(deps.store, deps.paymentProvider, registration, 1, deps.clock);
  } catch (error) {
    // Taken back, a retry is a new registration rather than a duplicate.
    await deps.store.discardRegistration(registration.id);
    throw error;
  }
}

/** POST /web/registrations: CSRF-checked, validated with the form's schema and lists, stored once per e-mail. */
export function registerRegistrationRoute(app: FastifyInstance, deps: RegistrationRouteDeps): void {
  const { store, clock, lists, forcedFailure } = deps;
  const checkCsrfToken = requireCsrfToken(store);
  app.post(
    '/web/registrations',
    {
      config: { rateLimit: { max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs } },
      // After the rate limit (onRequest) and before the body is read.
      preParsing: async (request, _reply, payload) => {
        await checkCsrfToken(request);
        return payload;
      },
    },
    async (request, reply): Promise<FastifyReply> => {
      requireJsonBody(request);
      if (forcedFailure) return sendForcedFailure(forcedFailure, request, reply);
      // One instant for both checks, so a request at midnight meets one day's rules.
      const now = clock();
      if (!isRegistrationOpen(lists.event, now)) {
        throw new HttpError(403, answerOf(serverTexts.registrationClosed));
      }

      const reading = readPayload(request.body);
      if (!reading.ok) {
        throw validationFailure(reading.errors ?? {}, 'message' in reading ? reading.message : undefined);
      }
      const check = checkRegistration(reading.payload, lists, now);
      if (!check.ok) throw validationFailure(check.errors);

      // The language the delegate used, for the e-mails and the invoice (only known catalogues, else English).
      const language = languageOf(request.headers['content-language']);
      const inserted = await store.insertRegistration({ ...check.registration, language }, now);
      if (inserted.outcome === 'exists') {
        // The e-mail typed into a public form is no key: the answer names nothing of the registration kept under it,
        // and its personal link goes to the address it was registered with (at most once per interval). `linkSent`
        // says which, so the page tells the truth: mailed now, or already within the interval.
        const { id, paymentMethod, state } = inserted.existing;
        const linkSent = await store.mailLinkOnRequest(id, deps.linkMailIntervalMs, now);
        if (paymentMethod === 'online' && isPayable(state))
          return reply.code(409).send({ state: 'duplicate', linkSent });
        throw new HttpError(422, { ...validationFailure({ email: [{ key: 'error.email.taken' }] }).body, linkSent });
      }

      const { registration } = inserted;
      const { reference } = registration;
      const token = delegateToken(deps.linkKey, registration.id, registration.linkVersion);
      if (registration.paymentMethod === 'bank') return reply.code(201).send({ state: 'success', reference, token });
      try {
        const url = await openFirstCheckout(deps, registration);
        return reply.code(201).send({ state: 'success_stripe', url, reference, token });
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'checkout could not be opened');
        throw new HttpError(502, answerOf(serverTexts.checkoutUnavailable));
      }
    },
  );
}
