/** Chooses the payment provider from the settings: Stripe Checkout when STRIPE_SECRET_KEY is set, else the local test checkout. */
import type { ServerConfig } from '../config';
import { localTestCheckout } from './localTestCheckout';
import type { PaymentProvider } from './PaymentProvider';
import { stripeCheckout } from './stripeCheckout';
import { stripeWebhookPath } from './stripeWebhook';

/** Test mode or live mode, as the key's prefix says (sk_test_, rk_live_, ...); never the key itself. */
function keyMode(secretKey: string): string {
  if (/^(sk|rk)_test_/.test(secretKey)) return 'test mode';
  if (/^(sk|rk)_live_/.test(secretKey)) return 'LIVE mode';
  return 'a key of unknown mode';
}

/** The provider and a line for the start-up output saying which one is in use. */
export function paymentProviderOf(config: Pick<ServerConfig, 'stripe' | 'publicUrl' | 'siteUrl'>): {
  provider: PaymentProvider;
  description: string;
} {
  const { stripe } = config;
  if (!stripe) {
    return {
      provider: localTestCheckout({ publicUrl: config.publicUrl, siteUrl: config.siteUrl }),
      description: 'local test checkout (no card provider is contacted; set STRIPE_SECRET_KEY for Stripe Checkout).',
    };
  }
  // The delegate returns to the site; Stripe posts to the backend. One origin when only one of them is set.
  const siteUrl = config.siteUrl || config.publicUrl;
  const backendUrl = (config.publicUrl || config.siteUrl).replace(/\/+$/, '');
  const api = stripe.apiAddress
    ? `the API stand-in at ${stripe.apiAddress.protocol}://${stripe.apiAddress.host}:${stripe.apiAddress.port}`
    : 'api.stripe.com';
  return {
    provider: stripeCheckout({ ...stripe, siteUrl }),
    description: `Stripe Checkout, ${keyMode(stripe.secretKey)}, via ${api}; webhooks at ${backendUrl}${stripeWebhookPath}.`,
  };
}
