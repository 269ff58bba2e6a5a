/** The server's real Stripe checkout (the official SDK), pointed at a test's Stripe stand-in. */
import { parseStripeApiUrl } from '../../../server/config';
import { stripeCheckout } from '../../../server/payments/stripeCheckout';
import type { StripeStandIn } from './stripeStandIn';

/** The provider a test server is given: the stand-in's key and address, webhooks signed with `webhookSecret`. */
export function standInCheckout(
  standIn: StripeStandIn,
  webhookSecret: string,
  siteUrl = 'https://seminar.example.org',
) {
  return stripeCheckout({
    secretKey: standIn.secretKey,
    webhookSecret,
    apiAddress: parseStripeApiUrl(standIn.url),
    siteUrl,
  });
}
