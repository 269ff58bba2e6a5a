/**
 * A local stand-in for the Stripe API, for the real `stripe` SDK pointed at it through STRIPE_API_URL: a real HTTP
 * server that records what the SDK sends (form-encoded, as the API takes it) and answers Checkout Session calls as
 * the API reference documents them, or with an error or nonsense on demand.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

/** A request as the stand-in received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body, nested back into objects and arrays (`line_items[0][quantity]=1`); values stay strings. */
  form: Record<string, unknown>;
}

/** A Checkout Session as the API returns it (the fields this project reads, and the ones a reader would look for). */
export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
}

/** A Refund as the API returns it. */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'pending' | 'failed';
  failure_reason?: string;
}

/** An answer forced on every API call until cleared: an HTTP status with a raw body. */
export interface ForcedAnswer {
  status: number;
  body: string;
  contentType?: string;
}

export interface StripeStandIn {
  /** The value for STRIPE_API_URL. */
  readonly url: string;
  /** The API key the stand-in accepts. */
  readonly secretKey: string;
  readonly requests: RecordedRequest[];
  readonly sessions: Map<string, StandInSession>;
  /** The refunds made, by id, in the order they were made. */
  readonly refunds: Map<string, StandInRefund>;
  /** The status new refunds get ('succeeded' unless set; Stripe answers 'pending' for some methods). */
  setRefundStatus(status: StandInRefund['status']): void;
  /**
   * The next call to `path` is carried out but never answered, as if the caller died waiting; resolves once it was
   * carried out.
   */
  holdNextAnswerTo(method: string, path: string): Promise<void>;
  /** A webhook event about a refund, as Stripe posts it. */
  refundEvent(type: string, refund: StandInRefund): Record<string, unknown>;
  /** Every following API call gets this answer (until `answerNormally`). */
  answerWith(answer: ForcedAnswer): void;
  answerNormally(): void;
  /** The next API call is carried out but its answer is lost: the connection drops, as on a network failure. */
  dropNextAnswer(): void;
  /** The requests to one path, e.g. '/v1/checkout/sessions'. */
  requestsTo(method: string, path: string): RecordedRequest[];
  /** The delegate paid on Stripe's page (or, with 'unpaid', chose a delayed method still under way). */
  complete(sessionId: string, paymentStatus?: 'paid' | 'unpaid'): StandInSession;
  /** The session timed out at Stripe. */
  expire(sessionId: string): StandInSession;
  /** A webhook event about a session, as Stripe posts it. */
  event(type: string, session: StandInSession): Record<string, unknown>;
  close(): Promise<void>;
}

/** An API error body as Stripe sends it. */
export function stripeError(status: number, type: string, message: string, code?: string): ForcedAnswer {
  return { status, body: JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }) };
}

function setPath(target: Record<string, unknown>, keys: string[], value: string): void {
  let node = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
}

/** Objects whose keys are 0..n-1 become arrays, as the form encoding meant them. */
function arraysBack(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => [key, arraysBack(item)] as const,
  );
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
}

/** `a[b][0][c]=v` pairs back into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = name.replace(/\]/g, '').split('[');
    setPath(root, keys, value);
  }
  return arraysBack(root) as Record<string, unknown>;
}

function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

interface LineItem {
  quantity?: string;
  price_data?: { currency?: string; unit_amount?: string };
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startStripeStandIn(secretKey = 'sk_test_standin'): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const refunds = new Map<string, StandInRefund>();
  let refundStatus: StandInRefund['status'] = 'succeeded';
  let hold: { method: string; path: string; reached: () => void } | undefined;
  // Idempotency keys as Stripe keeps them: the first request's body and answer.
  const idempotent = new Map<string, { body: string; status: number; answer: string }>();
  let forced: ForcedAnswer | undefined;
  let dropNext = false;
  let baseUrl = '';

  const nowSeconds = () => Math.floor(Date.now() / 1000);

  function createSession(form: Record<string, unknown>): StandInSession {
    const items = (Array.isArray(form.line_items) ? form.line_items : []) as LineItem[];
    const total = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const id = randomId('cs_test');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: typeof form.cancel_url === 'string' ? form.cancel_url : null,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      created: nowSeconds(),
      currency: items[0]?.price_data?.currency ?? 'usd',
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      expires_at: form.expires_at === undefined ? nowSeconds() + 24 * 3600 : Number(form.expires_at),
      livemode: false,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      mode: typeof form.mode === 'string' ? form.mode : 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: typeof form.success_url === 'string' ? form.success_url : null,
      url: `${baseUrl}/c/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  }

  /** Refunds as the API makes them: against a paid session's PaymentIntent, never more than was paid. */
  function refundRoute(method: string, form: Record<string, unknown>): { status: number; answer: string } {
    const fail = (status: number, message: string, code: string) => {
      const error = stripeError(status, 'invalid_request_error', message, code);
      return { status: error.status, answer: error.body };
    };
    const intent = typeof form.payment_intent === 'string' ? form.payment_intent : '';
    if (method === 'GET') {
      const data = [...refunds.values()].filter((refund) => intent === '' || refund.payment_intent === intent);
      return { status: 200, answer: JSON.stringify({ object: 'list', data, has_more: false, url: '/v1/refunds' }) };
    }
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === intent);
    if (!session || session.payment_status !== 'paid')
      return fail(400, `No such payment_intent: '${intent}'`, 'resource_missing');
    const amount = form.amount === undefined ? session.amount_total : Number(form.amount);
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    if (!Number.isSafeInteger(amount) || amount <= 0 || refunded + amount > session.amount_total) {
      return fail(400, `Refund amount (${amount}) is greater than the charge's unrefunded amount.`, 'amount_too_large');
    }
    const refund: StandInRefund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      created: nowSeconds(),
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: intent,
      reason: typeof form.reason === 'string' ? form.reason : null,
      status: refundStatus,
    };
    refunds.set(refund.id, refund);
    return { status: 200, answer: JSON.stringify(refund) };
  }

  /** The API's answer to one call: status and JSON text. */
  function route(method: string, path: string, form: Record<string, unknown>): { status: number; answer: string } {
    const json = (status: number, value: unknown) => ({ status, answer: JSON.stringify(value) });
    const missing = (id: string) => {
      const error = stripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'resource_missing');
      return { status: error.status, answer: error.body };
    };
    if (method === 'POST' && path === '/v1/checkout/sessions') return json(200, createSession(form));
    if (path === '/v1/refunds') return refundRoute(method, form);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (match?.[1]) {
      const session = sessions.get(decodeURIComponent(match[1]));
      if (!session) return missing(match[1]);
      if (method === 'GET' && !match[2])
        return json(200, { ...session, url: session.status === 'open' ? session.url : null });
      if (method === 'POST' && match[2]) {
        if (session.status !== 'open') {
          const error = stripeError(
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
          return { status: error.status, answer: error.body };
        }
        session.status = 'expired';
        return json(200, { ...session, url: null });
      }
    }
    const error = stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    return { status: error.status, answer: error.body };
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', baseUrl);
      const method = request.method ?? 'GET';
      const form = parseStripeForm(method === 'GET' ? url.search.slice(1) : body);
      requests.push({ method, path: url.pathname, headers: request.headers, form });

      const send = (status: number, answer: string, contentType = 'application/json') => {
        if (hold && hold.method === method && hold.path === url.pathname) {
          const { reached } = hold;
          hold = undefined;
          reached();
          return;
        }
        if (dropNext) {
          dropNext = false;
          request.socket.destroy();
          return;
        }
        response.writeHead(status, { 'content-type': contentType, 'request-id': randomId('req') });
        response.end(answer);
      };
      const key = request.headers['idempotency-key'];
      if (forced) {
        // A forced failure is final: Stripe-Should-Retry tells the SDK not to try again, so a test sees one call.
        response.setHeader('stripe-should-retry', 'false');
        // Stripe keeps an error of a request it began to carry out (500) under its idempotency key and answers it again
        // for that key; one refused before that (503, unavailable) is not kept.
        if (forced.status === 500 && method === 'POST' && typeof key === 'string' && !idempotent.has(key)) {
          idempotent.set(key, { body, status: forced.status, answer: forced.body });
        }
        send(forced.status, forced.body, forced.contentType);
        return;
      }
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        const error = stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
        send(error.status, error.body);
        return;
      }
      if (method === 'POST' && typeof key === 'string') {
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.body !== body) {
            const error = stripeError(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
            send(error.status, error.body);
            return;
          }
          response.setHeader('idempotent-replayed', 'true');
          if (earlier.status >= 500) response.setHeader('stripe-should-retry', 'false');
          send(earlier.status, earlier.answer);
          return;
        }
        const result = route(method, url.pathname, form);
        idempotent.set(key, { body, status: result.status, answer: result.answer });
        send(result.status, result.answer);
        return;
      }
      const result = route(method, url.pathname, form);
      send(result.status, result.answer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  function session(id: string): StandInSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`the stand-in has no session ${id}`);
    return found;
  }

  return {
    url: baseUrl,
    secretKey,
    requests,
    sessions,
    refunds,
    setRefundStatus: (status) => {
      refundStatus = status;
    },
    holdNextAnswerTo: (method, path) =>
      new Promise<void>((resolve) => {
        hold = { method, path, reached: resolve };
      }),
    refundEvent: (type, refund) => ({
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: { ...refund } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }),
    answerWith: (answer) => {
      forced = answer;
    },
    answerNormally: () => {
      forced = undefined;
      dropNext = false;
    },
    dropNextAnswer: () => {
      dropNext = true;
    },
    requestsTo: (method, path) => requests.filter((request) => request.method === method && request.path === path),
    complete(id, paymentStatus = 'paid') {
      const found = session(id);
      found.status = 'complete';
      found.payment_status = paymentStatus;
      found.payment_intent = found.payment_intent ?? randomId('pi');
      return found;
    },
    expire(id) {
      const found = session(id);
      found.status = 'expired';
      return found;
    },
    event: (type, about) => ({
      id: randomId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: { ...about, url: about.status === 'open' ? about.url : null } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Headers of a webhook delivery signed the way Stripe signs it, with the SDK's own test helper. */
export function signedWebhookHeaders(payload: string, secret: string, timestamp?: number): Record<string, string> {
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature };
}
