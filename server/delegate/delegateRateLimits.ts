/**
 * Rate limits on every call behind a personal link (the page, its actions, its documents, the e-mail confirmation and
 * its undo):
 * per client address and per registration, counted in the database like the others (server/http/rateLimitStore.ts),
 * so two server processes share each allowance. The e-mail change, which mails an address the requester chose, has a
 * tighter one of its own.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../http/HttpError';
import { answerOf } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';
import type { RateLimit, RateLimits } from '../options';
import type { Store } from '../store/Store';

/** The routes a personal link or a confirmation token opens. */
function isDelegateRoute(url: string): boolean {
  return url.startsWith('/web/delegate/') || url === '/web/email-confirmations' || url === '/web/email-undo';
}

/**
 * The registration a call is about, from the token's leading id ('42.1.…'), in the path or in the body; tokens that
 * name none share one count, so made-up tokens cannot spread over many.
 */
function registrationOf(request: FastifyRequest): string {
  const params = request.params as { token?: unknown } | undefined;
  const body = request.body as { token?: unknown } | null | undefined;
  const token = typeof params?.token === 'string' ? params.token : body?.token;
  return (typeof token === 'string' ? /^([1-9]\d{0,9})\./.exec(token)?.[1] : undefined) ?? 'none';
}

type Check = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * One count as a pre-handler. @fastify/rate-limit runs one limit per request only (its handlers share a mark on the
 * request), so these count in its store's table themselves, each under its own key.
 */
function limitBy(store: Store, { max, timeWindowMs }: RateLimit, key: (request: FastifyRequest) => string): Check {
  return async (request, reply) => {
    const { count, resetInMs } = await store.countRequest(key(request), timeWindowMs);
    if (count <= max) return;
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, answerOf(serverTexts.tooManyRequests(seconds)));
  };
}

/** Adds the limits to the delegate routes registered on `api` after this call. */
export function limitDelegateRoutes(api: FastifyInstance, store: Store, limits: RateLimits): void {
  const perClient = limitBy(store, limits.delegateClients, (request) => `delegate client ${request.ip}`);
  const perRegistration = limitBy(store, limits.delegateRegistrations, (r) => `delegate of ${registrationOf(r)}`);
  const emailChanges = limitBy(store, limits.emailChanges, (request) => `email change of ${registrationOf(request)}`);
  api.addHook('onRoute', (route) => {
    if (!isDelegateRoute(route.url)) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    const mailing = route.method === 'POST' && route.url === '/web/delegate/:token/email' ? [emailChanges] : [];
    // Counted before anything else, failed CSRF checks and unknown tokens included.
    route.preHandler = [perClient, perRegistration, ...mailing, ...own];
  });
}
