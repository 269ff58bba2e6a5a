import type { FastifyInstance, FastifyReply } from 'fastify';
import { isRegistrationOpen } from '../../src/rules/period';
import type { Clock } from '../clock';
import { requireCsrfToken } from '../http/csrf';
import { loggableError } from '../http/errorHandling';
import { HttpError } from '../http/HttpError';
import { serverMessages } from '../http/serverMessages';
import type { ForcedFailure, RateLimit } from '../options';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { checkRegistration, type RegistrationLists } from '../registration/checkRegistration';
import { languageOf } from '../lifecycle/language';
import type { FieldErrors } from '../registration/payloadFields';
import { readPayload } from '../registration/readPayload';
import type { Store, StoredRegistration } from '../store/Store';
import { eventDayText, englishText } from '../text';
import { sendForcedFailure } from './forcedFailure';
import { requireJsonBody } from './jsonOnly';

export interface RegistrationRouteDeps {
  store: Store;
  clock: Clock;
  lists: RegistrationLists;
  paymentProvider: PaymentProvider;
  rateLimit: RateLimit;
  forcedFailure?: ForcedFailure;
}

/** 422 in Laravel's shape: the first message (and how many more) plus every message by field. */
function validationFailure(errors: FieldErrors): HttpError {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const message = more > 0 ? `${messages[0]} ${serverMessages.andMore(more)}` : (messages[0] ?? serverMessages.invalidData);
  return new HttpError(422, { message, errors });
}

async function openCheckout(deps: RegistrationRouteDeps, registration: StoredRegistration): Promise<string> {
  const { store, paymentProvider } = deps;
  try {
    const session = await paymentProvider.createCheckout({
      registrationId: registration.id,
      title: registration.title,
      familyName: registration.familyName,
      givenName: registration.givenName,
      email: registration.email,
      feeCategory: registration.feeCategory,
      amount: registration.feeAmount,
      currency: registration.currency,
    });
    await store.createPayment({
      registrationId: registration.id,
      provider: paymentProvider.name,
      sessionId: session.sessionId,
      pageToken: session.pageToken ?? null,
      amount: registration.feeAmount,
      currency: registration.currency,
    });
    return session.url;
  } catch (error) {
    // Without a checkout the delegate could never pay: take the registration back so a retry is not a duplicate.
    await store.discardRegistration(registration.id);
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
        throw new HttpError(403, { message: serverMessages.registrationClosed(eventDayText('registrationCloses')) });
      }

      const reading = readPayload(request.body);
      if (!reading.ok) {
        if ('message' in reading) throw new HttpError(422, { message: reading.message, ...(reading.errors ? { errors: reading.errors } : {}) });
        throw validationFailure(reading.errors);
      }
      const check = checkRegistration(reading.payload, lists, now);
      if (!check.ok) throw validationFailure(check.errors);

      // The language the delegate used, for the e-mails and the invoice (only known catalogues, else English).
      const language = languageOf(request.headers['content-language']);
      const inserted = await store.insertRegistration({ ...check.registration, language }, now);
      if (inserted.outcome === 'exists') {
        const { paymentMethod, paid } = inserted.existing;
        if (paymentMethod === 'online' && !paid) return reply.code(409).send({ state: 'duplicate' });
        throw validationFailure({ email: [englishText('error.email.taken')] });
      }

      const { registration } = inserted;
      const { reference } = registration;
      if (registration.paymentMethod === 'bank') return reply.code(201).send({ state: 'success', reference });
      try {
        const url = await openCheckout(deps, registration);
        return reply.code(201).send({ state: 'success_stripe', url, reference });
      } catch (error) {
        request.log.error({ err: loggableError(error) }, 'checkout could not be opened');
        throw new HttpError(502, { message: serverMessages.checkoutUnavailable });
      }
    },
  );
}
