/** The hosted payment page behind online registrations, as a small interface so a card provider can replace the local one. */
import type { FastifyInstance } from 'fastify';

import type { Locale } from '../../core/i18n/locales';
import type { ProviderRefund, RefundNotice, RefundNoticeOutcome, RefundRequest } from '../refunds/refundTypes';
import type { CheckoutRecord, PaymentStatus } from '../store/Store';

/** What a checkout needs to know of the registration it takes payment for. */
export interface CheckoutRegistration {
  registrationId: number;
  title: string;
  familyName: string;
  givenName: string;
  email: string;
  feeCategory: string;
  amount: number;
  currency: string;
  /** The page's language (Content-Language of the POST), so the way back keeps it (returnUrls.ts). */
  language?: Locale;
  /** The registration's reference ('PICS2025-0042'), quoted to the provider so its records name the registration. */
  reference: string;
  /** The same for every try of one checkout attempt, so a retried request never opens a second session (a provider may add to it). */
  idempotencyKey: string;
}

/** A checkout session opened at the provider: the page the delegate is sent to. */
export interface CheckoutSession {
  sessionId: string;
  url: string;
  /** A secret the provider's own page embeds in its forms; hosted providers have none. */
  pageToken?: string;
}

/** What became of a pending session at the provider: still open (its page), ended unpaid, or paid or paying. */
export type CheckoutReview =
  | { status: 'open'; url: string }
  | { status: 'expired' }
  /** Completed at the provider: paid, or a payment under way; the provider's notice settles it. */
  | { status: 'settling' };

/** A provider's notice about one of its sessions (a webhook event), applied at most once per event id. */
export interface ProviderNotice {
  provider: string;
  eventId: string;
  eventType: string;
  sessionId: string;
  /** 'paid': the session is paid; 'ended': it ended unpaid; 'noted': kept only (a payment under way, a wrong amount). */
  action: 'paid' | 'ended' | 'noted';
  /** Kept with the event: amounts, and why a notice was only noted. */
  details: Record<string, unknown>;
}

/** What a notice did: applied now (the session's status afterwards), or already applied before. */
export type NoticeOutcome = { outcome: 'applied'; status: PaymentStatus | undefined } | { outcome: 'repeat' };

/** How a provider reports back: it reads a session and marks it paid or cancelled (the completion hook). */
export interface PaymentCompletion {
  findCheckout(sessionId: string): Promise<CheckoutRecord | undefined>;
  /** Marks a pending session paid; answers the status the session has afterwards. */
  paid(sessionId: string): Promise<PaymentStatus | undefined>;
  /** Marks a pending session cancelled; answers the status the session has afterwards. */
  cancelled(sessionId: string): Promise<PaymentStatus | undefined>;
  /** Applies a provider's notice once: its event id is kept in the transaction of the change it makes. */
  notice(notice: ProviderNotice): Promise<NoticeOutcome>;
  /** Applies a provider's refund event once (server/refunds/). */
  refundNotice?(notice: RefundNotice): Promise<RefundNoticeOutcome>;
}

export interface PaymentProvider {
  /** Kept with each payment ('local-test-checkout', 'stripe', ...). */
  readonly name: string;
  /** Opens a checkout session for a stored registration; its url is sent to the browser as `url`. */
  createCheckout(registration: CheckoutRegistration): Promise<CheckoutSession>;
  /** What became of a session still pending here, before a delegate who registered earlier gets a checkout again. */
  reviewCheckout(sessionId: string): Promise<CheckoutReview>;
  /**
   * Ends an open session so it can no longer be paid (staff changed what the registration owes): 'expired' once it is
   * ended (or when the provider has no such session), 'settling' when it was completed (paid, or a payment under way). Absent for a provider whose sessions are
   * paid only while pending in the store (the local test checkout).
   */
  expireCheckout?(sessionId: string): Promise<'expired' | 'settling'>;
  /**
   * Pays back part of a payment one of its checkouts took, under the request's idempotency key; throws RefundRefused
   * when the provider says no for good, any other error when the outcome is unknown (the call is tried again).
   */
  refund?(request: RefundRequest): Promise<ProviderRefund>;
  /** Adds the routes through which the provider completes payments (its page, or a webhook). */
  registerRoutes(app: FastifyInstance, completion: PaymentCompletion): void;
}
