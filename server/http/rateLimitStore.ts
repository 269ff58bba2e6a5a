import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import type { Store } from '../store/Store';

/**
 * @fastify/rate-limit's store over the database: the counters live in the `rate_limits` table, so every server process
 * on one PostgreSQL counts the same requests (an in-memory count would give each process its own allowance).
 * The key (app.ts) names the route and the client address.
 */
export function databaseRateLimitStore(store: Store): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      store.countRequest(key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
