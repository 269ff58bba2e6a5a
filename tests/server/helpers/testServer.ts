/** Starts the server on 127.0.0.1, port 0, and talks to it over real HTTP with a cookie jar. */
import type { FastifyInstance } from 'fastify';

import { warmDocumentWorkers } from '../../../server/documents/documentPool';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { buildServer } from '../../../server/main';
import type { ServerOptions } from '../../../server/options';
import { CookieJar } from './cookieJar';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** High limits, so only the rate-limit test meets them. */
export const roomyRateLimits = {
  registrations: { max: 10_000, timeWindowMs: 60_000 },
  errorReports: { max: 10_000, timeWindowMs: 60_000 },
  sessions: { max: 10_000, timeWindowMs: 60_000 },
  delegateClients: { max: 10_000, timeWindowMs: 60_000 },
  delegateRegistrations: { max: 10_000, timeWindowMs: 60_000 },
  emailChanges: { max: 10_000, timeWindowMs: 60_000 },
};

export async function startTestServer(options: ServerOptions): Promise<TestServer> {
  const app = await buildServer({ rateLimits: roomyRateLimits, ...options });
  // As the real server does before it listens: a document worker ready, its font parsed.
  await warmDocumentWorkers(options.invoiceFont ?? options.badgeFont ?? loadInvoiceFont(undefined));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Leave out the X-XSRF-TOKEN header even when the jar holds a token. */
  withoutToken?: boolean;
}

/** A browser-like client: keeps cookies, sends X-XSRF-TOKEN on POSTs as the front end does (spec section 7). */
export class Client {
  readonly jar = new CookieJar();

  constructor(readonly baseUrl: string) {}

  async send(path: string, options: SendOptions = {}): Promise<Response> {
    const method = options.method ?? 'GET';
    const headers: Record<string, string> = { ...options.headers };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    const token = this.xsrfToken();
    if (method === 'POST' && token && !options.withoutToken && !('x-xsrf-token' in headers))
      headers['x-xsrf-token'] = token;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: options.body,
      redirect: 'manual',
    });
    this.jar.absorb(response);
    return response;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(path, { headers });
  }

  postJson(path: string, body: unknown, options: Omit<SendOptions, 'body' | 'method'> = {}): Promise<Response> {
    return this.send(path, {
      ...options,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: JSON.stringify(body),
    });
  }

  /** GET /sanctum/csrf-cookie, as the front end does before posting. */
  async handshake(): Promise<Response> {
    return this.get('/sanctum/csrf-cookie');
  }

  /** The XSRF-TOKEN cookie with its URL-encoded '=' decoded, as the front end sends it. */
  xsrfToken(): string | undefined {
    return this.jar.get('XSRF-TOKEN')?.value.replace(/%3D/gi, '=');
  }
}
