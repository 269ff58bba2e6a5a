/** What buildServer takes: everything a test or main.ts may choose. */
import type { FastifyServerOptions } from 'fastify';

import type { AnnouncementStore } from './announcements/AnnouncementStore';
import type { BankCreditStore } from './bankImport/bankCredits';
import type { CertificateStore } from './certificates/CertificateStore';
import type { CheckinStore } from './checkin/CheckinStore';
import type { Clock } from './clock';
import type { CspSources } from './http/securityHeaders';
import type { TrustProxy } from './http/trustProxy';
import type { InvoiceFont } from './invoice/invoiceFont';
import type { PaymentProvider } from './payments/PaymentProvider';
import type { RefundSenderOptions } from './refunds/refundSender';
import type { ErasureStore } from './retention/sqlErasure';
import type { StaffSignInPolicy } from './staff/staffAuth';
import type { StaffStore } from './staff/StaffStore';
import type { RetentionPolicy, Store } from './store/Store';
import type { VisaLetterStore } from './visaLetters/VisaLetterStore';

/** Ways POST /web/registrations can be told to fail, for browser tests of the error paths (spec section 8). */
export const forcedFailures = [
  'duplicate',
  'validation',
  'server-error',
  'server-message',
  'server-empty',
  'network',
  'unexpected-state',
] as const;

export type ForcedFailure = (typeof forcedFailures)[number];

export function isForcedFailure(value: string): value is ForcedFailure {
  return (forcedFailures as readonly string[]).includes(value);
}

/** At most `max` requests per client address in `timeWindowMs`. */
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

export interface RateLimits {
  /** POST /web/registrations. */
  registrations: RateLimit;
  /** POST /web/error-reports. */
  errorReports: RateLimit;
  /** GET /sanctum/csrf-cookie, which may create a session row. */
  sessions: RateLimit;
  /** POST /web/delegate-links ("find my registration"): each e-mail is also mailed at most every 10 minutes. */
  linkRequests: RateLimit;
  /** Every /web/delegate/* and /web/email-confirmations call, documents included, counted per client address. */
  delegateClients: RateLimit;
  /** The same calls counted per registration (the personal link's), whoever makes them. */
  delegateRegistrations: RateLimit;
  /** Requests to move a registration's e-mail: each sends mail to an address the requester chose. */
  emailChanges: RateLimit;
}

export const defaultRateLimits: RateLimits = {
  registrations: { max: 30, timeWindowMs: 60_000 },
  errorReports: { max: 120, timeWindowMs: 60_000 },
  sessions: { max: 120, timeWindowMs: 60_000 },
  linkRequests: { max: 10, timeWindowMs: 60_000 },
  // A delegate's page makes a few calls per view; these leave room for a busy session and stop a script.
  delegateClients: { max: 300, timeWindowMs: 60_000 },
  delegateRegistrations: { max: 120, timeWindowMs: 60_000 },
  emailChanges: { max: 5, timeWindowMs: 60 * 60_000 },
};

/** Defaults a privacy officer would accept: reports kept a month, bounded in number; sessions bounded (server/README.md). */
export const defaultRetention: RetentionPolicy = {
  errorReportDays: 30,
  errorReportMaxRows: 10_000,
  sessionMaxRows: 50_000,
};

export interface ServerOptions {
  /** Where registrations, payments, reports and sessions are kept. */
  store: Store;
  /** Now, for the fee period and the closing date; the system clock by default. */
  clock?: Clock;
  /** The built site (dist/) to serve, with the SPA fallback; no site when absent. */
  staticDir?: string;
  /** The hosted payment page; the local test checkout by default. */
  paymentProvider?: PaymentProvider;
  rateLimits?: Partial<RateLimits>;
  /** One personal-link e-mail per registration in this much real time (`linkMailIntervalMs`, 10 minutes, by default). */
  linkMailIntervalMs?: number;
  /** How long and how many error reports and sessions are kept; `defaultRetention` by default. */
  retention?: Partial<RetentionPolicy>;
  /** How often the purge of `retention` runs, in ms; every 10 minutes by default. */
  purgeIntervalMs?: number;
  forcedFailure?: ForcedFailure;
  /** Hosts the site's CSP must allow besides its own origin. */
  csp?: CspSources;
  /** Enables GET /admin/registrations for `Authorization: Bearer <adminToken>`. */
  adminToken?: string;
  /**
   * Which reverse proxies' X-Forwarded-* to believe (client address, https): a hop count or the proxies' addresses,
   * never `true`, which would take the client's own left-most claim (server/http/trustProxy.ts).
   */
  trustProxy?: TrustProxy;
  /** Fastify's log: false, or pino options (main.ts logs errors always and requests with LOG_REQUESTS=1). */
  logger?: FastifyServerOptions['logger'];
  /**
   * Work to finish when the server closes, in order, after it stopped taking requests and answered those in
   * progress, and before the store is closed: e.g. draining an outbox sender.
   */
  onClose?: ReadonlyArray<() => Promise<void>>;
  /** Staff accounts and sessions: enables the /staff console's API. */
  staffStore?: StaffStore;
  /** The imported bank statements' credits: enables the console's statement import (managers). */
  bankCredits?: BankCreditStore;
  /** Session lifetimes and sign-in lock-outs of the staff console; tests shorten them. */
  staffSignInPolicy?: Partial<StaffSignInPolicy>;
  /**
   * The card refund sender (server/refunds/refundSender.ts) runs with the server and stops with it; its timings, or
   * false for none (a test that drives refunds itself).
   */
  refunds?:
    Partial<Pick<RefundSenderOptions, 'pollMs' | 'leaseMs' | 'retryBaseMs' | 'maxRetryMs' | 'maxAttempts'>> | false;
  /**
   * Runs the payment reminder scheduler (server/reminders/reminderScheduler.ts) with the server, stopping with it: the
   * time between its passes (a first pass at start; 10 minutes by default). None when absent or false (main.ts runs it).
   */
  reminders?: { intervalMs?: number } | false;
  /**
   * Runs the retries of ending checkouts at the card provider (server/payments/checkoutSweeper.ts) with the server,
   * stopping with it: the time between its passes (5 minutes by default). None when absent or false (main.ts runs it).
   */
  checkoutSweep?: { intervalMs?: number } | false;
  /** The invoice's font, for the credit notes the console offers. */
  invoiceFont?: InvoiceFont;
  /**
   * Serves the embedded mailbox at /staff/mailbox to signed-in staff (so only with `staffStore`); only when e-mails go
   * there (no SMTP server configured).
   */
  mailbox?: boolean;
  /**
   * The server secret (server/secrets/serverSecret.ts) that signs delegates' links and badge codes. Processes that
   * share a database must share it; a random one per app when absent, so links die with the process.
   */
  serverSecret?: Buffer;

  /** Check-in at the door: enables the staff console's check-in API and badges (with staffStore). */
  checkinStore?: CheckinStore;
  /** The badges' font (the invoices' one, INVOICE_FONT), covering Chinese names; Helvetica when absent. */
  badgeFont?: InvoiceFont;
  /**
   * Attendance certificates: enables their issue in the staff console (with checkinStore) and the public
   * verification of their numbers.
   */
  certificateStore?: CertificateStore;
  /** Visa invitation letters: the delegate's request, the managers' review and the public check of a letter's code. */
  visaLetterStore?: VisaLetterStore;
  /**
   * The erasure of personal data (server/retention/): a manager's early erasure in the console, the delegate's copy of
   * their data, and the job that erases once the retention period of event.json has passed (unless `retentionJob` is
   * false; a first pass at start, then hourly).
   */
  erasure?: ErasureStore;
  retentionJob?: { intervalMs?: number } | false;
  /** Managers' announcements to the delegates the console's filters choose (server/announcements/). */
  announcementStore?: AnnouncementStore;
  /** The site's public address (SITE_URL), printed in certificates' verification addresses; the request's origin when absent. */
  siteUrl?: string;
}
