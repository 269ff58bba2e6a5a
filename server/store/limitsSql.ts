/** The SQL of the shared rate-limit counters and of retention: what sqlStore runs for them. */
import type { SqlRunner } from '../db/Database';
import type { PurgeCounts, RetentionPolicy } from './Store';

/** Counts one request under `key` in its fixed window of `windowMs`, starting a new window when the last one ended. */
export async function countRequest(
  db: SqlRunner,
  key: string,
  windowMs: number,
): Promise<{ count: number; resetInMs: number }> {
  // One statement, so two processes counting the same key at once both see their own increment.
  const rows = await db.query<{ count: number; reset_in_ms: number }>(
    `insert into rate_limits as r (key, count, reset_at) values ($1, 1, now() + make_interval(secs => $2))
     on conflict (key) do update set
       count = case when r.reset_at <= now() then 1 else r.count + 1 end,
       reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
     returning r.count, greatest(0, ceil(extract(epoch from (r.reset_at - now())) * 1000))::integer as reset_in_ms`,
    [key, windowMs / 1000],
  );
  const row = rows[0];
  return { count: row?.count ?? 1, resetInMs: row?.reset_in_ms ?? windowMs };
}

/** How many sessions have not expired yet. */
export async function countLiveSessions(db: SqlRunner): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'select count(*)::integer as count from sessions where expires_at > now()',
  );
  return rows[0]?.count ?? 0;
}

/**
 * Keeps at most `maxRows` error reports. Over the cap, the reports deepest in their own sender's history go first (a
 * sender's 50th newest before anyone's newest), the oldest of those first: a client sending at the rate limit pushes
 * out its own reports, not the few of each delegate whose call failed.
 */
export async function trimErrorReports(db: SqlRunner, maxRows: number): Promise<number> {
  // The cheap test first (the id index), so that a report under the cap costs no ranking.
  const over = await db.query<{ id: number }>('select id from error_reports order by id desc offset $1 limit 1', [
    maxRows,
  ]);
  if (over.length === 0) return 0;
  const rows = await db.query<{ id: number }>(
    `delete from error_reports where id in (
       select id from (
         select id, row_number() over (partition by client_key order by id desc) as depth from error_reports
       ) ranked
       order by depth asc, id desc
       offset $1
     ) returning id`,
    [maxRows],
  );
  return rows.length;
}

/** Removes expired sessions, ended rate-limit windows, and error reports past their retention period or over the cap. */
export async function purge(db: SqlRunner, policy: RetentionPolicy): Promise<PurgeCounts> {
  const sessions = await db.query('delete from sessions where expires_at <= now() returning 1');
  const windows = await db.query('delete from rate_limits where reset_at <= now() returning 1');
  const reports = await db.query(
    'delete from error_reports where created_at < now() - make_interval(days => $1) returning 1',
    [policy.errorReportDays],
  );
  const overCap = await trimErrorReports(db, policy.errorReportMaxRows);
  return { sessions: sessions.length, rateLimits: windows.length, errorReports: reports.length + overCap };
}
