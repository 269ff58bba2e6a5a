/**
 * What a delegate can do on their own page, under the personal token: pay, switch to bank transfer, change the dinner,
 * correct their details, ask for a new e-mail address, cancel. Each is recorded with the delegate as actor; a refusal
 * answers a 4xx with a message key the page shows in its language, and changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import formSchema from '../../../schemas/form.schema.json';
import type { EventInfo } from '../../../src/model/types';
import { isCateringChangeOpen } from '../../../src/rules/cateringChange';
import { isEmailAddress } from '../../../src/rules/email';
import { refundFor } from '../../../src/rules/refund';
import type { Clock } from '../../clock';
import { requireCsrfToken } from '../../http/csrf';
import { HttpError } from '../../http/HttpError';
import { serverMessages } from '../../http/serverMessages';
import { isPayable } from '../../lifecycle/lifecycle';
import type { PaymentProvider } from '../../payments/PaymentProvider';
import { payloadKeyLabel } from '../../registration/fieldLabels';
import { checkoutAgain } from '../../routes/checkoutAgain';
import { requireJsonBody } from '../../routes/jsonOnly';
import type { RegistrationDetail } from '../../store/LifecycleStore';
import type { Store } from '../../store/Store';
import { englishText } from '../../text';
import type { DelegateLinks } from '../delegateLink';
import { resolveDelegateToken } from '../delegateToken';
import { checkCorrection, correctableKeys } from './correctionCheck';
import { registerEmailChangeRoutes } from './emailChangeRoutes';
import { endOpenCheckout } from './endOpenCheckout';
import { delegateActor } from './sqlDelegateActions';

export interface DelegateActionDeps {
  store: Store;
  clock: Clock;
  event: EventInfo;
  links: DelegateLinks;
  paymentProvider: PaymentProvider;
  /** `emailChangeKey(serverSecret)`: signs the confirmation link sent to a new address. */
  emailChangeKey: Buffer;
}

/** How long a new address's confirmation link works. */
export const emailChangeValidMs = 48 * 60 * 60 * 1000;
/** New addresses a registration may ask for in a day: each request e-mails an address typed on the page. */
export const emailChangesPerDay = 5;

const dietaryOptions = formSchema.properties.dietaryPreference.enum.filter((option) => option !== '');

/** A refusal the page explains with the text of `key`; the English text for any other reader. */
function refused(statusCode: number, key: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(statusCode, { message: englishText(key), code: key, ...extra });
}

/** A 422 with message keys per payload key (the page's language), and their English texts (the contract's shape). */
function invalid(errorKeys: Record<string, string[]>): HttpError {
  const errors = Object.fromEntries(
    Object.entries(errorKeys).map(([key, keys]) => [
      key,
      keys.map((messageKey) => englishText(messageKey, { field: payloadKeyLabel(key) })),
    ]),
  );
  const first = Object.values(errors)[0]?.[0] ?? englishText('error.generic', { field: '' });
  return new HttpError(422, { message: first, errors, errorKeys });
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  requireJsonBody(request);
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalid({ '': ['delegateAction.error.nothingSent'] });
  return body as Record<string, unknown>;
}

function notCancelled(registration: RegistrationDetail): void {
  if (registration.state === 'cancelled') throw refused(409, 'delegateAction.error.cancelled');
}

/** The registration a token opens; the site's plain 404 for any token that opens none, as the page's own routes. */
async function registrationOfToken(deps: DelegateActionDeps, token: unknown): Promise<RegistrationDetail> {
  const id =
    typeof token === 'string'
      ? await resolveDelegateToken(deps.links.key, token, (registrationId) => deps.store.linkVersionOf(registrationId))
      : undefined;
  const registration = id === undefined ? undefined : await deps.store.findRegistration(id);
  if (!registration) throw new HttpError(404, { message: serverMessages.notFound });
  return registration;
}

/** What the page's actions need to know besides the registration: what is open, and the refund of a cancellation now. */
export function actionsView(registration: RegistrationDetail, event: EventInfo, now: Date) {
  const paid = registration.state === 'paid' ? (registration.paidAmount ?? 0) : 0;
  const refund = refundFor(event, now, paid);
  const unpaid = isPayable(registration.state);
  return {
    canPay: unpaid && registration.paymentMethod === 'online',
    canSwitchToBank: unpaid && registration.paymentMethod === 'online',
    canChangeDinner: registration.state !== 'cancelled' && isCateringChangeOpen(event, now),
    cateringCutOff: event.dates.cateringCutOff,
    canCorrect: registration.state !== 'cancelled',
    correctable: correctableKeys(),
    // The values the forms start from, by payload key.
    values: Object.fromEntries(registration.fields.map((field) => [field.key, field.value])),
    canCancel: registration.state !== 'cancelled',
    refundIfCancelledNow: {
      amountPaid: paid,
      currency: registration.paidCurrency ?? registration.currency,
      percent: refund.percent,
      amount: refund.amount,
      cutOffDay: refund.cutOffDay,
    },
  };
}

/** The action routes under /web/delegate/:token; the page's own routes call this once. */
export function registerDelegateActions(api: FastifyInstance, deps: DelegateActionDeps): void {
  const { store, clock, event, paymentProvider } = deps;
  const checkCsrfToken = requireCsrfToken(store);
  const context = () => ({ actor: delegateActor, at: clock() });
  const post = (
    path: string,
    handler: (registration: RegistrationDetail, request: FastifyRequest) => Promise<unknown>,
  ) =>
    api.post(
      `/web/delegate/:token/${path}`,
      {
        preParsing: async (request, _reply, payload) => {
          await checkCsrfToken(request);
          return payload;
        },
      },
      async (request) => {
        const registration = await registrationOfToken(deps, (request.params as { token?: unknown }).token);
        return handler(registration, request);
      },
    );

  api.get('/web/delegate/:token/actions', async (request) => {
    const registration = await registrationOfToken(deps, (request.params as { token?: unknown }).token);
    return { data: actionsView(registration, event, clock()) };
  });

  post('pay', async (registration) => {
    if (registration.state === 'paid') throw refused(409, 'delegateAction.error.alreadyPaid');
    notCancelled(registration);
    if (registration.paymentMethod !== 'online') throw refused(409, 'delegateAction.error.bankTransfer');
    let answer;
    try {
      answer = await checkoutAgain({ store, paymentProvider, clock }, registration.id, 'online');
    } catch {
      throw refused(502, 'delegateAction.error.provider');
    }
    if (answer.state === 'duplicate') throw refused(409, 'delegateAction.error.paymentUnderWay');
    return { url: answer.url };
  });

  post('switch-to-bank', async (registration) => {
    if (registration.state === 'paid') throw refused(409, 'delegateAction.error.alreadyPaid');
    notCancelled(registration);
    if (registration.paymentMethod === 'bank') throw refused(409, 'delegateAction.error.bankTransfer');
    // A checkout still open could take the money after the switch: it is ended at the provider first.
    let ended;
    try {
      ended = await endOpenCheckout(store, paymentProvider, registration.id, clock());
    } catch {
      throw refused(502, 'delegateAction.error.provider');
    }
    if (!ended) throw refused(409, 'delegateAction.error.paymentUnderWay');
    const outcome = await store.applyEvent(registration.id, { type: 'switched_to_bank', cause: 'delegate' }, context());
    if (outcome.outcome === 'not_found') throw refused(404, 'delegateAction.error.cancelled');
    if (outcome.outcome === 'refused') throw refused(409, 'delegateAction.error.paymentUnderWay');
    if (outcome.outcome === 'unchanged') throw refused(409, 'delegateAction.error.bankTransfer');
    return { state: outcome.state };
  });

  post('dinner', async (registration, request) => {
    notCancelled(registration);
    if (!isCateringChangeOpen(event, clock())) throw refused(409, 'delegateAction.error.cateringClosed');
    const body = bodyOf(request);
    const join = body.join_gala_dinner;
    if (join !== 'Yes' && join !== 'No') throw invalid({ join_gala_dinner: ['error.joinGalaDinner.required'] });
    const dietary = join === 'Yes' ? body.dietary_preference : '';
    if (typeof dietary !== 'string' || (join === 'Yes' && !dietaryOptions.includes(dietary)))
      throw invalid({ dietary_preference: ['error.dietaryPreference.required'] });
    const outcome = await store.changeDinner(
      registration.id,
      { joinGalaDinner: join, dietaryPreference: dietary },
      context(),
    );
    if (outcome.outcome === 'cancelled' || outcome.outcome === 'not_found')
      throw refused(409, 'delegateAction.error.cancelled');
    return { outcome: outcome.outcome };
  });

  post('details', async (registration, request) => {
    notCancelled(registration);
    const check = checkCorrection(registration, bodyOf(request));
    if (!check.ok) throw invalid(check.errorKeys);
    const outcome = await store.correctFields(registration.id, check.changes, context());
    if (outcome.outcome === 'cancelled' || outcome.outcome === 'not_found')
      throw refused(409, 'delegateAction.error.cancelled');
    return { outcome: outcome.outcome };
  });

  post('email', async (registration, request) => {
    notCancelled(registration);
    const email = bodyOf(request).email;
    if (typeof email !== 'string' || email.trim() === '') throw invalid({ email: ['error.email.required'] });
    const address = email.trim();
    if (!isEmailAddress(address)) throw invalid({ email: ['error.email.invalid'] });
    const outcome = await store.requestEmailChange(registration.id, address, {
      ...context(),
      validForMs: emailChangeValidMs,
      maxPerDay: emailChangesPerDay,
    });
    switch (outcome.outcome) {
      case 'requested':
        return { outcome: 'requested', email: address };
      case 'email_taken':
        throw invalid({ email: ['delegateAction.error.emailTaken'] });
      case 'unchanged':
        throw invalid({ email: ['delegateAction.error.emailSame'] });
      case 'too_many':
        throw refused(429, 'delegateAction.error.tooManyEmailChanges');
      default:
        throw refused(409, 'delegateAction.error.cancelled');
    }
  });

  post('cancel', async (registration) => {
    const outcome = await store.applyEvent(
      registration.id,
      { type: 'cancelled', cause: 'delegate', reason: '' },
      context(),
    );
    if (outcome.outcome === 'unchanged' || outcome.outcome === 'not_found')
      throw refused(409, 'delegateAction.error.alreadyCancelled');
    if (outcome.outcome === 'refused') throw refused(409, 'delegateAction.error.alreadyCancelled');
    const detail = await store.findRegistration(registration.id);
    return { state: outcome.state, refund: detail?.history.findLast((entry) => entry.event === 'cancelled')?.details };
  });

  // The page a new address's confirmation link opens (outside /web: it is the link in the e-mail).
  registerEmailChangeRoutes(api, deps);
}
