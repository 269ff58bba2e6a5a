/** POST /web/payments/stripe/webhook: Stripe's signed events about checkout sessions move the registration's lifecycle. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';

import { toMinorUnits } from '../../core/rules/minorUnits';
import { isRefundEvent, refundNoticesOf } from '../refunds/stripeRefundEvents';
import type { PaymentCompletion, ProviderNotice } from './PaymentProvider';

/** Where Stripe posts its events; the organiser enters it in Stripe's dashboard. */
export const stripeWebhookPath = '/web/payments/stripe/webhook';

/** The checkout session events the registration follows; the endpoint in Stripe's dashboard sends these. */
export const stripeWebhookEvents = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

type HandledType = (typeof stripeWebhookEvents)[number];

/** Texts of the webhook's own answers, read by Stripe's delivery log and whoever looks at it. */
const answers = {
  missingSignature: 'The Stripe-Signature header is missing.',
  badSignature: 'The webhook signature could not be verified.',
  malformed: 'The event is not a checkout session or refund event this endpoint can read.',
} as const;

export interface StripeWebhookDeps {
  stripe: Stripe;
  webhookSecret: string;
  completion: PaymentCompletion;
  providerName?: string;
}

/** The fields of a checkout session this endpoint reads, checked: a signed event is Stripe's, but its shape is still input. */
interface SessionFacts {
  id: string;
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
}

function sessionFacts(event: Stripe.Event): SessionFacts | undefined {
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof object !== 'object' || object === null) return undefined;
  const session = object as Record<string, unknown>;
  if (session.object !== 'checkout.session' || typeof session.id !== 'string' || session.id === '') return undefined;
  const amountTotal = session.amount_total;
  const currency = session.currency;
  if (amountTotal !== null && amountTotal !== undefined && !Number.isSafeInteger(amountTotal)) return undefined;
  if (currency !== null && currency !== undefined && typeof currency !== 'string') return undefined;
  return {
    id: session.id,
    paymentStatus: typeof session.payment_status === 'string' ? session.payment_status : '',
    amountTotal: (amountTotal as number | null | undefined) ?? null,
    currency: currency ?? null,
  };
}

function isHandled(type: string): type is HandledType {
  return (stripeWebhookEvents as readonly string[]).includes(type);
}

/** What an event asks of the registration, before the amount is compared. */
function actionOf(type: HandledType, facts: SessionFacts): ProviderNotice['action'] {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // A completed session with a delayed method (a bank debit) is not paid yet: its async event follows.
      return facts.paymentStatus === 'paid' ? 'paid' : 'noted';
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'ended';
  }
}

/** Adds the webhook route in its own scope: the body stays raw bytes there (the signature covers them), and no CSRF. */
export function registerStripeWebhook(app: FastifyInstance, deps: StripeWebhookDeps): void {
  const { stripe, webhookSecret, completion } = deps;
  const provider = deps.providerName ?? 'stripe';

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(stripeWebhookPath, async (request: FastifyRequest, reply: FastifyReply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '')
        return reply.code(400).send({ message: answers.missingSignature });
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

      let event: Stripe.Event;
      try {
        // The default tolerance (300 s) refuses an old event replayed with its old signature.
        event = stripe.webhooks.constructEvent(body, signature, webhookSecret);
      } catch (error) {
        request.log.warn({ err: error }, 'Stripe webhook refused');
        return reply.code(400).send({ message: answers.badSignature });
      }
      if (
        typeof event !== 'object' ||
        event === null ||
        typeof event.id !== 'string' ||
        typeof event.type !== 'string'
      ) {
        return reply.code(400).send({ message: answers.malformed });
      }
      if (isRefundEvent(event.type) && completion.refundNotice) {
        const notices = refundNoticesOf(event, provider);
        if (!notices) return reply.code(400).send({ message: answers.malformed });
        const outcomes = [];
        for (const notice of notices) outcomes.push(await completion.refundNotice(notice));
        // A refund this database never asked for (made in Stripe's dashboard) is acknowledged and changes nothing.
        if (outcomes.includes('unknown'))
          request.log.warn({ eventId: event.id }, 'Stripe event about an unknown refund');
        return reply
          .code(200)
          .send({ received: true, ...(outcomes.every((o) => o === 'repeat') ? { repeat: true } : {}) });
      }
      // Other event types are acknowledged, so Stripe stops sending them, and change nothing.
      if (!isHandled(event.type)) return reply.code(200).send({ received: true });

      const facts = sessionFacts(event);
      if (!facts) return reply.code(400).send({ message: answers.malformed });

      const checkout = await completion.findCheckout(facts.id);
      if (!checkout || checkout.provider !== provider) {
        // Another integration on the same Stripe account, or a session this database never opened.
        request.log.warn(
          { eventId: event.id, sessionId: facts.id },
          'Stripe event about an unknown checkout session ignored',
        );
        return reply.code(200).send({ received: true });
      }

      const expected = {
        amount: toMinorUnits(checkout.amount, checkout.currency),
        currency: checkout.currency.toLowerCase(),
      };
      const received = { amount: facts.amountTotal, currency: facts.currency?.toLowerCase() ?? null };
      let action = actionOf(event.type, facts);
      const details: Record<string, unknown> = { paymentStatus: facts.paymentStatus, expected, received };
      if (action === 'paid' && (received.amount !== expected.amount || received.currency !== expected.currency)) {
        // Never confirm a registration for a sum other than its fee; the organiser settles it by hand.
        action = 'noted';
        details.mismatch = true;
        request.log.error(
          { eventId: event.id, sessionId: facts.id, expected, received },
          'Stripe payment amount does not match the registration fee',
        );
      }

      const result = await completion.notice({
        provider,
        eventId: event.id,
        eventType: event.type,
        sessionId: facts.id,
        action,
        details,
      });
      if (result.outcome === 'applied' && action === 'paid' && result.status !== 'paid') {
        // Money taken for a checkout this server had already ended: the organiser confirms or refunds it by hand.
        request.log.error(
          { eventId: event.id, sessionId: facts.id, status: result.status },
          'Stripe payment for a checkout that had already ended',
        );
      }
      return reply.code(200).send({ received: true, ...(result.outcome === 'repeat' ? { repeat: true } : {}) });
    });
  });
}
