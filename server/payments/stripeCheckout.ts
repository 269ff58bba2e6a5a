/** Stripe Checkout behind the PaymentProvider interface: Stripe's hosted card page, confirmed by signed webhooks. */
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

import { event } from '../../core/model/schemaData';
import { toMinorUnits } from '../../core/rules/minorUnits';
import type { StripeSettings } from '../config';
import { feeCategoryText, textsFor } from '../mail/texts';
import { refundThroughStripe } from '../refunds/stripeRefunds';
import { englishText } from '../text';
import type {
  CheckoutRegistration,
  CheckoutReview,
  CheckoutSession,
  PaymentCompletion,
  PaymentProvider,
} from './PaymentProvider';
import { checkoutReturnUrls } from './returnUrls';
import { stripeLocaleOf } from './stripeLocale';
import { registerStripeWebhook } from './stripeWebhook';

/** The provider name kept with each Stripe payment. */
export const stripeProviderName = 'stripe';

/**
 * Stripe keeps an idempotency key's first answer for 24 hours, failures included: a key reused for every try of an
 * attempt would replay one 500 to the delegate all day. So the attempt's key gets a five-minute window: requests in one
 * window (a retry, two submissions at once) share a key and the same parameters, and open one session; a try after a
 * failure in a later window gets a fresh answer.
 */
const keyWindowSeconds = 5 * 60;

/** Stripe accepts 30 minutes to 24 hours from creation; counted from the window's end, a session lives 31 to 36 minutes. */
const checkoutLifetimeSeconds = 31 * 60;

/** An open session this close to its end is closed and replaced, so a returning delegate is not timed out mid-payment. */
const replaceWhenSecondsLeft = 10 * 60;

export interface StripeCheckoutOptions extends StripeSettings {
  /** The site's absolute base URL: Stripe sends the delegate back to its thank-you page or its form. */
  siteUrl: string;
  /** Seconds since the epoch. Stripe's own clock matters here, never the registration clock (a demo instant). */
  nowSeconds?: () => number;
}

/** The official SDK, pointed at STRIPE_API_URL when one is set. */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...settings.apiAddress,
    // One try of 6 s and one retry (the SDK resends the same idempotency key) end within the front end's 15-second time-out.
    timeout: 6000,
    maxNetworkRetries: 1,
    telemetry: false,
  });
}

function isAbsoluteHttpUrl(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Refuses an answer that is not the session asked for, rather than send a delegate to a wrong page or price. */
function checkedSession(session: Stripe.Checkout.Session, amount: number, currency: string): CheckoutSession {
  if (typeof session.id !== 'string' || session.id === '' || !isAbsoluteHttpUrl(session.url)) {
    throw new Error('Stripe answered a checkout session without an id or a url');
  }
  if (session.amount_total !== amount || session.currency?.toLowerCase() !== currency) {
    throw new Error(
      `Stripe answered a checkout session of ${session.amount_total} ${session.currency}, not ${amount} ${currency}`,
    );
  }
  return { sessionId: session.id, url: session.url };
}

/**
 * The card provider for production: each checkout is a Stripe Checkout Session built from the stored
 * registration alone, and a payment counts once Stripe's signed webhook says so.
 */
export function stripeCheckout(options: StripeCheckoutOptions): PaymentProvider {
  const stripe = stripeClient(options);
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const eventTitle = englishText('header.eventTitle', { acronym: event.bodyAcronym, year: String(event.year) });

  async function review(sessionId: string, mayExpire = true): Promise<CheckoutReview> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'expired') return { status: 'expired' };
    if (session.status === 'open' && isAbsoluteHttpUrl(session.url)) {
      if (!mayExpire || session.expires_at - nowSeconds() > replaceWhenSecondsLeft)
        return { status: 'open', url: session.url };
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return { status: 'expired' };
      } catch (error) {
        // It was completed meanwhile: read it again rather than guess.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return review(sessionId, false);
        throw error;
      }
    }
    // Complete: paid or a payment under way, which the webhook settles; or a state this code does not know.
    return { status: 'settling' };
  }

  return {
    name: stripeProviderName,

    async createCheckout(registration: CheckoutRegistration): Promise<CheckoutSession> {
      const currency = registration.currency.toLowerCase();
      const amount = toMinorUnits(registration.amount, registration.currency);
      const returnUrls = checkoutReturnUrls(options.siteUrl, registration.language);
      const metadata = { reference: registration.reference, registration_id: String(registration.registrationId) };
      const keyWindow = Math.floor(nowSeconds() / keyWindowSeconds);
      // What Stripe's page shows the delegate is in the delegate's language; what the organiser reads there is English.
      const { text } = textsFor(registration.language ?? 'en');
      const itemTitle = text('header.eventTitle', { acronym: event.bodyAcronym, year: String(event.year) });
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency,
                unit_amount: amount,
                product_data: { name: feeCategoryText(text, registration.feeCategory), description: itemTitle },
              },
            },
          ],
          customer_email: registration.email,
          client_reference_id: registration.reference,
          metadata,
          // On the payment too, so the organiser finds the reference in Stripe's payment list.
          payment_intent_data: { description: `${eventTitle}: ${registration.reference}`, metadata },
          // Stripe's page in the delegate's language too.
          locale: stripeLocaleOf(registration.language),
          success_url: returnUrls.success,
          cancel_url: returnUrls.cancel,
          // From the window, not from now: requests sharing a key must send the same parameters.
          expires_at: (keyWindow + 1) * keyWindowSeconds + checkoutLifetimeSeconds,
        },
        { idempotencyKey: `${registration.idempotencyKey}/${keyWindow}` },
      );
      return checkedSession(session, amount, currency);
    },

    reviewCheckout: (sessionId) => review(sessionId),

    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          // A session this account has never had (opened under keys since replaced) can be paid nowhere whose webhook
          // reaches this server: there is nothing to end, and asking again at every retry would change nothing.
          if (error.code === 'resource_missing') return 'expired';
          // Not open any more: expired already, or completed meanwhile (its webhook settles it). Read it rather than guess.
          return (await review(sessionId, false)).status === 'expired' ? 'expired' : 'settling';
        }
        throw error;
      }
    },

    refund: (request) => refundThroughStripe(stripe, request),

    registerRoutes(app: FastifyInstance, completion: PaymentCompletion): void {
      registerStripeWebhook(app, { stripe, webhookSecret: options.webhookSecret, completion });
    },
  };
}
