/**
 * An online registration with a Stripe Checkout Session open at the stand-in, opened and recorded as the delegate's
 * Pay opens one, and a webhook delivery to the test server signed as Stripe signs it.
 */
import type { Database } from '../../../server/db/Database';
import type { PaymentProvider } from '../../../server/payments/PaymentProvider';
import { stripeWebhookPath } from '../../../server/payments/stripeWebhook';
import type { StoredRegistration } from '../../../server/store/Store';
import { recordPendingCheckout } from '../helpers/pendingCheckout';
import { signedWebhookHeaders } from '../helpers/stripeStandIn';

/** Opens a session for the registration's fee at the provider and records it pending, as the delegate's Pay does. */
export async function openSession(
  database: { db: Database },
  provider: PaymentProvider,
  registration: StoredRegistration,
): Promise<string> {
  const session = await provider.createCheckout({
    registrationId: registration.id,
    title: registration.title,
    familyName: registration.familyName,
    givenName: registration.givenName,
    email: registration.email,
    feeCategory: registration.feeCategory,
    amount: registration.feeAmount,
    currency: registration.currency,
    reference: registration.reference ?? '',
    idempotencyKey: `stand-in-session-${registration.id}-${Date.now()}`,
  });
  await recordPendingCheckout(database, {
    registrationId: registration.id,
    provider: provider.name,
    sessionId: session.sessionId,
    pageToken: null,
    amount: registration.feeAmount,
    currency: registration.currency,
  });
  return session.sessionId;
}

/** Posts a Stripe event to the server's webhook, signed with `webhookSecret`. */
export function deliverWebhook(baseUrl: string, webhookSecret: string, payload: unknown): Promise<Response> {
  const body = JSON.stringify(payload);
  return fetch(new URL(stripeWebhookPath, baseUrl), {
    method: 'POST',
    headers: signedWebhookHeaders(body, webhookSecret),
    body,
  });
}
