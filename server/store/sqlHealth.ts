/** What GET /health reports of the database: that it answers, and how the outbox stands (counts only, no personal data). */
import type { Database } from '../db/Database';

export interface OutboxHealth {
  pending: number;
  failed: number;
  /** Seconds since the oldest message still waiting was queued; null when none waits. */
  oldestPendingSeconds: number | null;
}

export function sqlHealth(db: Pick<Database, 'query'>) {
  return {
    async outboxHealth(): Promise<OutboxHealth> {
      // The database's own clock and the real time of queuing (migration 032): the server's may be a demo clock
      // standing still, which dates what is shown (created_at) but would never let a message grow old.
      const [row] = await db.query<{ pending: number; failed: number; oldest: number | null }>(
        `select count(*) filter (where status = 'pending')::int as pending,
                count(*) filter (where status = 'failed')::int as failed,
                floor(extract(epoch from now() - min(queued_at) filter (where status = 'pending')))::int as oldest
           from outbox`,
      );
      return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPendingSeconds: row?.oldest ?? null };
    },
  };
}
