/** Stripe's refund events (`refund.updated`, `refund.failed`, `charge.refunded`) read into refund notices. */
import type Stripe from 'stripe';

import type { RefundNotice } from './refundTypes';

/** The refund events the webhook endpoint follows besides the checkout's; the endpoint in Stripe's dashboard sends these. */
export const stripeRefundEvents = ['charge.refunded', 'refund.created', 'refund.updated', 'refund.failed'] as const;

export function isRefundEvent(type: string): boolean {
  return (stripeRefundEvents as readonly string[]).includes(type);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function idOf(value: unknown): string | undefined {
  return text(value) ?? text(record(value)?.id);
}

function refundStatus(status: unknown): RefundNotice['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** A refund object's facts as a notice; undefined when it is no refund. */
function fromRefund(event: Stripe.Event, object: Record<string, unknown>): RefundNotice | undefined {
  const id = text(object.id);
  if (object.object !== 'refund' || !id) return undefined;
  const amount = object.amount;
  return {
    provider: 'stripe',
    eventId: event.id,
    eventType: event.type,
    providerRefundId: id,
    refundKey: text(record(object.metadata)?.refund_key),
    paymentId: idOf(object.payment_intent),
    status: event.type === 'refund.failed' ? 'failed' : refundStatus(object.status),
    ...(Number.isSafeInteger(amount) ? { amountMinor: amount as number } : {}),
    details: {
      status: text(object.status) ?? null,
      amount: Number.isSafeInteger(amount) ? amount : null,
      ...(text(object.failure_reason) ? { reason: text(object.failure_reason) } : {}),
    },
  };
}

/**
 * The notices of a signed refund event: one for a refund event; for `charge.refunded`, one per refund the charge
 * lists, or (Stripe no longer lists them by default) one for the charge's payment with the total refunded.
 */
export function refundNoticesOf(event: Stripe.Event, provider: string): RefundNotice[] | undefined {
  const object = record((event as { data?: { object?: unknown } }).data?.object);
  if (!object) return undefined;
  if (event.type !== 'charge.refunded') {
    const notice = fromRefund(event, object);
    return notice ? [{ ...notice, provider }] : undefined;
  }
  if (object.object !== 'charge') return undefined;
  const listed = record(object.refunds)?.data;
  if (Array.isArray(listed) && listed.length > 0) {
    const notices = listed.map((refund, index) => {
      const notice = fromRefund(event, record(refund) ?? {});
      // One event, several refunds: each is applied once under the event's id and its place in the list.
      return notice ? { ...notice, provider, eventId: `${event.id}#${index}` } : undefined;
    });
    return notices.every((notice) => notice !== undefined) ? notices : undefined;
  }
  const paymentId = idOf(object.payment_intent);
  const refunded = object.amount_refunded;
  if (!paymentId || !Number.isSafeInteger(refunded)) return undefined;
  return [
    {
      provider,
      eventId: event.id,
      eventType: event.type,
      paymentId,
      status: 'succeeded',
      amountMinor: refunded as number,
      details: { amountRefunded: refunded },
    },
  ];
}
