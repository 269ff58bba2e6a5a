/**
 * GET /health, for load balancers and monitors: 200 while the database answers, with the outbox's figures (counts and
 * an age, never a recipient or a subject); 503 when it does not answer within a few seconds, so a balancer takes this
 * process out rather than sending delegates to it.
 */
import type { FastifyInstance } from 'fastify';

import type { Store } from '../store/Store';

/** How long the database may take: a monitor should learn of a hung database, not hang with it. */
export const healthTimeoutMs = 3_000;

function withinTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealthRoute(app: FastifyInstance, store: Pick<Store, 'outboxHealth'>): void {
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const outbox = await withinTimeout(store.outboxHealth(), healthTimeoutMs);
      return { status: 'ok', database: 'reachable', outbox };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
