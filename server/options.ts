/** What buildServer takes: everything a test or main.ts may choose. */
import type { Clock } from './clock';
import type { CspSources } from './http/securityHeaders';
import type { PaymentProvider } from './payments/PaymentProvider';
import type { Store } from './store/Store';

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
}

export const defaultRateLimits: RateLimits = {
  registrations: { max: 30, timeWindowMs: 60_000 },
  errorReports: { max: 120, timeWindowMs: 60_000 },
  sessions: { max: 120, timeWindowMs: 60_000 },
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
  forcedFailure?: ForcedFailure;
  /** Hosts the site's CSP must allow besides its own origin. */
  csp?: CspSources;
  /** Enables GET /admin/registrations for `Authorization: Bearer <adminToken>`. */
  adminToken?: string;
  /** Trust X-Forwarded-* from a reverse proxy (client address, https). */
  trustProxy?: boolean;
  /** Fastify's request log. */
  logger?: boolean;
  /** Serves the embedded mailbox at /mailbox; only when e-mails go there (no SMTP server configured). */
  mailbox?: boolean;
}
