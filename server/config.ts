/** Reads the server's environment variables (documented in server/README.md) into checked settings. */
import { resolve } from 'node:path';

import { event, fees } from '../core/model/schemaData';
import { type Clock, demoInstantOf, fixedClock, parseInstant, systemClock } from './clock';
import { type CspSources, originOf } from './http/securityHeaders';
import { isProxyAddress, type TrustProxy } from './http/trustProxy';
import { textsFor } from './mail/texts';
import {
  defaultRateLimits,
  defaultRetention,
  type ForcedFailure,
  forcedFailures,
  isForcedFailure,
  type RateLimits,
} from './options';
import { productionProblems } from './production/productionChecks';
import { type ServerMode, serverModeOf } from './production/serverMode';
import { parseServerSecret } from './secrets/serverSecret';
import type { RetentionPolicy } from './store/Store';

export type Env = Readonly<Record<string, string | undefined>>;

export interface ServerConfig {
  /** Demo (embedded defaults allowed) or production (they are refused): server/production/serverMode.ts. */
  mode: ServerMode;
  port: number;
  host: string;
  /** PGlite's directory, used when databaseUrl is absent. */
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  clock: Clock;
  /** How the clock was chosen, for start-up output. */
  clockNote: string;
  forcedFailure?: ForcedFailure;
  rateLimits: RateLimits;
  adminToken?: string;
  publicUrl: string;
  siteUrl: string;
  trustProxy: TrustProxy;
  csp: CspSources;
  /** LOG_REQUESTS: every request is logged; errors are logged always. */
  logger: boolean;
  retention: RetentionPolicy;
  /** How long a stopping server lets requests in progress finish before it cuts their connections. */
  shutdownGraceMs: number;
  /** SMTP server for e-mails; the embedded mailbox when absent. */
  smtpUrl?: string;
  mailFrom: string;
  /** The From address of a message in `language`: MAIL_FROM when set, else the event's name in that language. */
  mailFromIn: (language: string) => string;
  /** INVOICE_FONT as given: a font path ('path#PostScriptName' in a collection), 'none', or absent for the default. */
  invoiceFont?: string;
  /** The outbox sender's timings, in milliseconds. */
  mail: { pollMs: number; retryBaseMs: number; leaseMs: number; maxAttempts: number };
  /** The card refund sender's timings, in milliseconds (server/refunds/refundSender.ts). */
  refunds: { pollMs: number; retryBaseMs: number; leaseMs: number };
  /** Stripe Checkout instead of the local test checkout, when STRIPE_SECRET_KEY is set. */
  stripe?: StripeSettings;
  /** SERVER_SECRET: signs delegates' links and badge codes; main.ts uses a demonstration secret when absent. */
  serverSecret?: Buffer;
  /** Where the demonstration's secret is kept when SERVER_SECRET is absent: beside the data directory. */
  demoSecretPath: string;
}

/** Where the Stripe SDK sends its requests: Stripe itself unless STRIPE_API_URL names a stand-in. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiAddress?: StripeApiAddress;
}

/** A setting that cannot be used; main.ts prints it and exits. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const text = nonEmpty(env[name]);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive whole number, not '${text}'.`);
  return value;
}

function readClock(env: Env, mode: ServerMode): { clock: Clock; clockNote: string } {
  const text = nonEmpty(env.REGISTRATION_CLOCK);
  // The demo clock exists only in demo: a deployed server runs the event on the real time.
  if (text === undefined && mode.kind === 'production')
    return { clock: systemClock, clockNote: "Clock: the system's time." };
  const demoInstant = demoInstantOf(event, fees);
  if (text === undefined) {
    return {
      clock: fixedClock(new Date(demoInstant)),
      clockNote: `DEMO CLOCK: the server's clock stands at ${demoInstant}, inside the first fee period. Set REGISTRATION_CLOCK=now for the real time, or another ISO instant.`,
    };
  }
  if (text === 'now') return { clock: systemClock, clockNote: "Clock: the system's time (REGISTRATION_CLOCK=now)." };
  const instant = parseInstant(text);
  if (!instant)
    throw new ConfigError(
      `REGISTRATION_CLOCK must be an ISO instant with an offset (e.g. ${demoInstant}) or 'now', not '${text}'.`,
    );
  return { clock: fixedClock(instant), clockNote: `Clock: fixed at ${text} (REGISTRATION_CLOCK).` };
}

function readForcedFailure(env: Env): ForcedFailure | undefined {
  const text = nonEmpty(env.FORCE_REGISTRATION_FAILURE);
  if (text === undefined) return undefined;
  if (!isForcedFailure(text)) {
    throw new ConfigError(`FORCE_REGISTRATION_FAILURE must be one of ${forcedFailures.join(', ')}; not '${text}'.`);
  }
  return text;
}

function readRateLimits(env: Env): RateLimits {
  const windowMs =
    positiveInteger(env, 'RATE_LIMIT_WINDOW_SECONDS', defaultRateLimits.registrations.timeWindowMs / 1000) * 1000;
  const registrations = positiveInteger(env, 'REGISTRATION_RATE_LIMIT', defaultRateLimits.registrations.max);
  return {
    registrations: { max: registrations, timeWindowMs: windowMs },
    errorReports: {
      max: positiveInteger(env, 'ERROR_REPORT_RATE_LIMIT', defaultRateLimits.errorReports.max),
      timeWindowMs: windowMs,
    },
    sessions: {
      max: positiveInteger(env, 'SESSION_RATE_LIMIT', defaultRateLimits.sessions.max),
      timeWindowMs: windowMs,
    },
    linkRequests: {
      max: positiveInteger(env, 'LINK_REQUEST_RATE_LIMIT', defaultRateLimits.linkRequests.max),
      timeWindowMs: windowMs,
    },
    delegateClients: {
      max: positiveInteger(env, 'DELEGATE_RATE_LIMIT', defaultRateLimits.delegateClients.max),
      timeWindowMs: windowMs,
    },
    delegateRegistrations: {
      max: positiveInteger(env, 'DELEGATE_REGISTRATION_RATE_LIMIT', defaultRateLimits.delegateRegistrations.max),
      timeWindowMs: windowMs,
    },
    // Counted by the hour: each request mails an address the requester chose.
    emailChanges: {
      max: positiveInteger(env, 'EMAIL_CHANGE_RATE_LIMIT', defaultRateLimits.emailChanges.max),
      timeWindowMs: defaultRateLimits.emailChanges.timeWindowMs,
    },
  };
}

/** proxy-addr's names for the private ranges, accepted besides addresses and CIDR ranges. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: how many proxies stand in front of the server, or their addresses. `true` is refused: it would take the
 * left-most X-Forwarded-For entry, which is whatever the client wrote there.
 */
function readTrustProxy(env: Env): TrustProxy {
  const text = nonEmpty(env.TRUST_PROXY);
  if (text === undefined || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.find((entry) => !isProxyAddress(entry) && !proxyRangeNames.includes(entry));
  if (wrong !== undefined || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16), not '${text}'` +
        (text === 'true' ? ': true would believe any address a client writes into X-Forwarded-For.' : '.'),
    );
  }
  return entries;
}

function readRetention(env: Env): RetentionPolicy {
  return {
    errorReportDays: positiveInteger(env, 'ERROR_REPORT_RETENTION_DAYS', defaultRetention.errorReportDays),
    errorReportMaxRows: positiveInteger(env, 'ERROR_REPORT_MAX_ROWS', defaultRetention.errorReportMaxRows),
    sessionMaxRows: positiveInteger(env, 'SESSION_MAX_ROWS', defaultRetention.sessionMaxRows),
  };
}

function readCsp(env: Env): CspSources {
  const origins = (...names: string[]) =>
    names.map((name) => originOf(nonEmpty(env[name]))).filter((origin): origin is string => origin !== undefined);
  return {
    imageOrigins: origins('VITE_ASSET_HOST'),
    connectOrigins: origins('VITE_API_BASE_URL', 'VITE_ERROR_REPORT_URL'),
  };
}

/** STRIPE_API_URL as the SDK's host, port and protocol; the SDK adds the /v1/... paths itself. */
export function parseStripeApiUrl(text: string): StripeApiAddress {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`STRIPE_API_URL must be an http(s) URL such as http://127.0.0.1:12111, not '${text}'.`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : undefined;
  if (!protocol || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(
      `STRIPE_API_URL must be an http(s) URL without a path, such as http://127.0.0.1:12111, not '${text}'.`,
    );
  }
  const port = url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port);
  // URL keeps the brackets of an IPv6 host; the SDK's http request wants the bare address.
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port, protocol };
}

function readStripe(env: Env): StripeSettings | undefined {
  const secretKey = nonEmpty(env.STRIPE_SECRET_KEY);
  if (secretKey === undefined) return undefined;
  const webhookSecret = nonEmpty(env.STRIPE_WEBHOOK_SECRET);
  // Without the webhook secret no payment could ever be confirmed: delegates would pay and stay unpaid.
  if (webhookSecret === undefined)
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint, whsec_...).',
    );
  // Stripe sends the delegate back to the site, so it needs the site's absolute address.
  if (!originOf(nonEmpty(env.SITE_URL)) && !originOf(nonEmpty(env.PUBLIC_URL))) {
    throw new ConfigError(
      'SITE_URL (or PUBLIC_URL) must be the public https address of the site when STRIPE_SECRET_KEY is set: Stripe sends delegates back there.',
    );
  }
  const apiUrl = nonEmpty(env.STRIPE_API_URL);
  return { secretKey, webhookSecret, apiAddress: apiUrl === undefined ? undefined : parseStripeApiUrl(apiUrl) };
}

function readServerSecret(env: Env): Buffer | undefined {
  const text = nonEmpty(env.SERVER_SECRET);
  if (text === undefined) return undefined;
  const secret = parseServerSecret(text);
  if (!secret)
    throw new ConfigError(
      'SERVER_SECRET must be at least 32 random bytes in hex or base64, e.g. the output of: openssl rand -hex 32',
    );
  return secret;
}

function readSmtpUrl(env: Env): string | undefined {
  const text = nonEmpty(env.SMTP_URL);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError('SMTP_URL must be a URL such as smtp://user:password@mail.example.org:587.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`);
  return text;
}

/** Production mode's refusal, naming every setting it cannot run with at once. */
function refuseUnsafeProduction(env: Env, mode: ServerMode): void {
  if (mode.kind !== 'production') return;
  const problems = productionProblems(env);
  if (problems.length === 0) return;
  throw new ConfigError(
    [
      `Production mode (${mode.reason}) refuses to start:`,
      ...problems.map((problem) => `  - ${problem}`),
      'To run the demo with its embedded defaults on this address instead, set DEMO=1.',
    ].join('\n'),
  );
}

/** The event's name as the catalogue of `language` writes it, at the organiser's address. */
function defaultSender(language: string): string {
  return `${textsFor(language).text('email.sender')} <${event.organiserEmail}>`;
}

/** MAIL_FROM for every message when set; else each message comes from the event's name in its own language. */
function senderIn(mailFrom: string | undefined): (language: string) => string {
  return (language) => mailFrom ?? defaultSender(language);
}

/**
 * The settings of `env`, relative paths resolved against `cwd`. A terminal command (`'tool'`: npm run staff, backup,
 * ...) only finds the database with them, so production mode's refusals are the server's alone.
 */
export function readServerConfig(env: Env, cwd: string, purpose: 'server' | 'tool' = 'server'): ServerConfig {
  const mode = serverModeOf(env);
  if (purpose === 'server') refuseUnsafeProduction(env, mode);
  const port = env.PORT === undefined || env.PORT === '' ? 4173 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, not '${env.PORT}'.`);
  const dataDir = resolve(cwd, nonEmpty(env.DATA_DIR) ?? 'data/pglite');
  return {
    mode,
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    staticDir: resolve(cwd, nonEmpty(env.STATIC_DIR) ?? 'dist'),
    ...readClock(env, mode),
    forcedFailure: readForcedFailure(env),
    rateLimits: readRateLimits(env),
    adminToken: nonEmpty(env.ADMIN_TOKEN),
    publicUrl: nonEmpty(env.PUBLIC_URL) ?? '',
    siteUrl: nonEmpty(env.SITE_URL) ?? '',
    trustProxy: readTrustProxy(env),
    csp: readCsp(env),
    logger: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    stripe: readStripe(env),
    retention: readRetention(env),
    shutdownGraceMs: positiveInteger(env, 'SHUTDOWN_GRACE_SECONDS', 10) * 1000,
    smtpUrl: readSmtpUrl(env),
    // The event's name as its English catalogue writes it, so another event's e-mails come from that event.
    mailFrom: nonEmpty(env.MAIL_FROM) ?? defaultSender('en'),
    mailFromIn: senderIn(nonEmpty(env.MAIL_FROM)),
    invoiceFont: nonEmpty(env.INVOICE_FONT),
    serverSecret: readServerSecret(env),
    demoSecretPath: `${dataDir.replace(/[\\/]+$/, '')}.secret`,
    mail: {
      pollMs: positiveInteger(env, 'MAIL_POLL_SECONDS', 5) * 1000,
      retryBaseMs: positiveInteger(env, 'MAIL_RETRY_SECONDS', 5) * 1000,
      leaseMs: positiveInteger(env, 'MAIL_LEASE_SECONDS', 300) * 1000,
      maxAttempts: positiveInteger(env, 'MAIL_MAX_ATTEMPTS', 50),
    },
    refunds: {
      pollMs: positiveInteger(env, 'REFUND_POLL_SECONDS', 30) * 1000,
      retryBaseMs: positiveInteger(env, 'REFUND_RETRY_SECONDS', 30) * 1000,
      leaseMs: positiveInteger(env, 'REFUND_LEASE_SECONDS', 120) * 1000,
    },
  };
}
