/**
 * "Find my registration": anyone may ask for a registration's personal link by its e-mail address; the answer is the
 * same sentence whether or not one exists (true either way: a link went there within the last 10 minutes), and the link
 * goes only to the address the registration was made with, cancelled or not. At most one link e-mail per registration
 * every 10 minutes of real time (also for repeat submissions), and a rate limit per client.
 */
import type { FastifyInstance } from 'fastify';

import { mailboxOf } from '../../core/rules/email';
import type { Clock } from '../clock';
import { requireCsrfToken } from '../http/csrf';
import type { RateLimit } from '../options';
import { requireJsonBody } from '../routes/jsonOnly';
import type { Store } from '../store/Store';
import { delegateFieldRefusal, delegateSaid } from './apiText';

/** One link e-mail per registration in this much real time by default, however often it is asked for. */
export const linkMailIntervalMs = 10 * 60 * 1000;

export interface LinkRequestDeps {
  store: Store;
  rateLimit: RateLimit;
  linkMailIntervalMs: number;
  /** Dates the link e-mail it queues (the interval itself is counted in real time). */
  clock: Clock;
}

export function registerLinkRequestRoute(app: FastifyInstance, deps: LinkRequestDeps): void {
  const checkCsrfToken = requireCsrfToken(deps.store);
  app.post(
    '/web/delegate-links',
    {
      config: { rateLimit: { max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs } },
      preHandler: async (request) => checkCsrfToken(request),
    },
    async (request, reply) => {
      requireJsonBody(request);
      const email = (request.body as { email?: unknown } | null)?.email;
      if (typeof email !== 'string' || email.length > 254 || mailboxOf(email.trim()) === undefined) {
        throw delegateFieldRefusal(request, 'email', { key: 'error.email.invalid' });
      }
      const id = await deps.store.findIdByEmail(email.trim());
      if (id !== undefined) await deps.store.mailLinkOnRequest(id, deps.linkMailIntervalMs, deps.clock());
      return reply.code(202).send(delegateSaid(request, { key: 'delegateApi.linkSent' }));
    },
  );
}
