/** Card refunds through Stripe's Refunds API, against the PaymentIntent of the Checkout Session that took the payment. */
import Stripe from 'stripe';

import type { ProviderRefund, RefundRequest } from './refundTypes';
import { RefundRefused } from './refundTypes';

function statusOf(refund: Stripe.Refund): ProviderRefund['status'] {
  if (refund.status === 'succeeded') return 'succeeded';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}

function answerOf(refund: Stripe.Refund, paymentId: string, request: RefundRequest): ProviderRefund {
  if (typeof refund.id !== 'string' || refund.id === '') throw new Error('Stripe answered a refund without an id');
  if (refund.amount !== request.amountMinor || refund.currency?.toLowerCase() !== request.currency.toLowerCase()) {
    // Never record a sum other than the one due as paid back: staff look at it.
    throw new RefundRefused(
      `Stripe answered a refund of ${refund.amount} ${refund.currency}, not ${request.amountMinor} ${request.currency.toLowerCase()}`,
    );
  }
  return {
    id: refund.id,
    status: statusOf(refund),
    paymentId,
    ...(refund.failure_reason ? { reason: refund.failure_reason } : {}),
  };
}

/** An API error that is Stripe's final word (a 4xx it will answer the same way again): the refund is failed for staff. */
function isFinal(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeAuthenticationError
  );
}

/**
 * Pays a refund back through Stripe. Each try has its own idempotency key (the refund's key and the try's number), and
 * the SDK's own retry of a try resends it; Stripe keeps a key's first answer, a server error included, for a day, so a
 * later try with the same key could never succeed. A later try therefore first lists the payment's refunds for one
 * carrying the refund's key in its metadata (an earlier try that was carried out but whose answer was lost, or whose
 * server was killed before recording it) and takes that one: the money goes back once.
 */
export async function refundThroughStripe(stripe: Stripe, request: RefundRequest): Promise<ProviderRefund> {
  try {
    const session = await stripe.checkout.sessions.retrieve(request.sessionId);
    const intent = session.payment_intent;
    const paymentId = typeof intent === 'string' ? intent : intent?.id;
    if (!paymentId) throw new RefundRefused('the checkout session has no payment to refund');
    if (request.attempt > 1) {
      const earlier = await stripe.refunds.list({ payment_intent: paymentId, limit: 100 });
      const made = earlier.data.find((refund) => refund.metadata?.refund_key === request.idempotencyKey);
      if (made) return answerOf(made, paymentId, request);
    }
    const refund = await stripe.refunds.create(
      {
        payment_intent: paymentId,
        amount: request.amountMinor,
        reason: 'requested_by_customer',
        metadata: { reference: request.reference, refund_key: request.idempotencyKey },
      },
      { idempotencyKey: `${request.idempotencyKey}/try-${request.attempt}` },
    );
    return answerOf(refund, paymentId, request);
  } catch (error) {
    if (isFinal(error)) throw new RefundRefused(error instanceof Error ? error.message : String(error));
    throw error;
  }
}
