import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Store } from '../store/Store';
import { HttpError } from './HttpError';
import { answerOf } from './keyedRefusal';
import { serverTexts } from './serverMessages';

export const sessionCookieName = 'seminar_session';
export const xsrfCookieName = 'XSRF-TOKEN';
/** Two hours, Laravel's default session lifetime; each csrf-cookie call extends it. */
export const sessionLifetimeSeconds = 2 * 60 * 60;

/**
 * A CSRF token shaped like Laravel's: base64 with its '=' padding (encoded %3D in the cookie).
 * '+' and '/' become '-' and '_', since the front end decodes only the '=' of the cookie value.
 */
function newCsrfToken(): string {
  // 40 bytes make 54 characters and '==' of padding.
  return randomBytes(40).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The header's token; a client that forgot to decode the cookie's %3D is met halfway. */
function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-xsrf-token'];
  if (typeof header !== 'string' || header === '') return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

function setSessionCookies(reply: FastifyReply, sessionId: string, csrfToken: string): void {
  const common = { path: '/', sameSite: 'lax', secure: 'auto', maxAge: sessionLifetimeSeconds } as const;
  reply.setCookie(sessionCookieName, sessionId, { ...common, httpOnly: true });
  // Not HttpOnly: the front end reads it and sends it back as X-XSRF-TOKEN. URL-encoded as
  // Laravel's is ('=' as %3D); the cookie library would otherwise leave '=' as it is.
  reply.setCookie(xsrfCookieName, csrfToken, { ...common, httpOnly: false, encode: encodeURIComponent });
}

/**
 * GET /sanctum/csrf-cookie: starts (or extends) the session and sets the XSRF-TOKEN cookie; 204. HEAD answers the same
 * status without starting one, and no new session starts while `maxSessions` are alive (503), so neither a crawler nor
 * a flood of clients can grow the table without bound.
 */
export function registerCsrfCookieRoute(
  app: FastifyInstance,
  store: Store,
  rateLimit: { max: number; timeWindow: number },
  maxSessions: number,
): void {
  app.get('/sanctum/csrf-cookie', { config: { rateLimit } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.method === 'HEAD') return reply.code(204).send();
    const current = request.cookies[sessionCookieName];
    const session = current ? await store.touchSession(hashSessionId(current), sessionLifetimeSeconds) : undefined;
    if (current && session) {
      setSessionCookies(reply, current, session.csrfToken);
    } else {
      if ((await store.countLiveSessions()) >= maxSessions) {
        request.log.error({ maxSessions }, 'session cap reached: new session refused');
        reply.header('retry-after', '60');
        throw new HttpError(503, answerOf(serverTexts.busy));
      }
      const sessionId = randomBytes(32).toString('base64url');
      const csrfToken = newCsrfToken();
      await store.createSession(hashSessionId(sessionId), csrfToken, sessionLifetimeSeconds);
      setSessionCookies(reply, sessionId, csrfToken);
    }
    return reply.code(204).send();
  });
}

/** An onRequest hook answering 419 unless X-XSRF-TOKEN matches the token of the request's session. */
export function requireCsrfToken(store: Store) {
  return async (request: FastifyRequest): Promise<void> => {
    const sessionId = request.cookies[sessionCookieName];
    const token = headerToken(request);
    const session = sessionId && token ? await store.findSession(hashSessionId(sessionId)) : undefined;
    if (!session || !token || !sameToken(session.csrfToken, token)) {
      throw new HttpError(419, answerOf(serverTexts.csrfMismatch));
    }
  };
}
