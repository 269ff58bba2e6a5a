import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Store } from '../store/Store';

/**
 * @fastify/rate-limit's store over the database: the counters live in the `rate_limits` table, so every server process
 * on one PostgreSQL counts the same requests (an in-memory count would give each process its own allowance).
 * Each route counts under its own prefix.
 */
export function databaseRateLimitStore(store: Store): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      store.countRequest(`${this.prefix}${key}`, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; path?: string }): FastifyRateLimitStore {
      const method = [routeOptions.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(`${method} ${routeOptions.url ?? routeOptions.path ?? ''} `);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
