/** The hosted payment page behind online registrations, as a small interface so a card provider can replace the local one. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../src/i18n/locales';
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
}

/** A checkout session opened at the provider: the page the delegate is sent to. */
export interface CheckoutSession {
  sessionId: string;
  url: string;
  /** A secret the provider's own page embeds in its forms; hosted providers have none. */
  pageToken?: string;
}

/** How a provider reports back: it reads a session and marks it paid or cancelled (the completion hook). */
export interface PaymentCompletion {
  findCheckout(sessionId: string): Promise<CheckoutRecord | undefined>;
  /** Marks a pending session paid; answers the status the session has afterwards. */
  paid(sessionId: string): Promise<PaymentStatus | undefined>;
  /** Marks a pending session cancelled; answers the status the session has afterwards. */
  cancelled(sessionId: string): Promise<PaymentStatus | undefined>;
}

export interface PaymentProvider {
  /** Kept with each payment ('local-test-checkout', 'stripe', ...). */
  readonly name: string;
  /** Opens a checkout session for a stored registration; its url is sent to the browser as `url`. */
  createCheckout(registration: CheckoutRegistration): Promise<CheckoutSession>;
  /** Adds the routes through which the provider completes payments (its page, or a webhook). */
  registerRoutes(app: FastifyInstance, completion: PaymentCompletion): void;
}
