import { formFieldTable } from '../../core/registration/formFieldTable';
import { mailboxOf } from '../../core/rules/email';
import type { Database, SqlValue } from '../db/Database';
import { isUniqueViolation } from '../db/uniqueViolation';
import { sqlStatistics } from './sqlStatistics';
import type { StaffCredentials, StaffRole, StaffStore, StoredErrorReport } from './StaffStore';
import { type ContactField, contactFields, type StaffAccount } from './StaffStore';

interface AccountRow {
  id: number;
  email: string;
  role: StaffRole;
  created_at: Date;
}

function toAccount(row: AccountRow): StaffAccount {
  return { id: row.id, email: row.email, role: row.role, createdAt: row.created_at };
}

/** The longest lock, however many failures. */
const maxLockSeconds = 24 * 60 * 60;

/**
 * The registrations column of each contact field: its payload key in the field table, since each key of the contract
 * has a column of that name (migration 001).
 */
const contactColumns = Object.fromEntries(
  contactFields.map((field) => {
    const key = formFieldTable.keyOf(field);
    if (!key) throw new Error(`form.schema.json sends no ${field}`);
    return [field, key];
  }),
) as Record<ContactField, string>;

/** The staff tables of migration 005 over an open, migrated database (PGlite or PostgreSQL). */
export function sqlStaffStore(db: Database): StaffStore {
  return {
    ...sqlStatistics(db),

    async addAccount(email, role, passwordHash) {
      const rows = await db.query<{ id: number }>(
        `insert into staff_accounts (email, role, password_hash) values ($1, $2, $3)
         on conflict ((lower(email))) do nothing returning id`,
        [email, role, passwordHash],
      );
      return rows.length > 0 ? 'created' : 'exists';
    },

    async listAccounts() {
      const rows = await db.query<AccountRow>(
        'select id, email, role, created_at from staff_accounts order by lower(email)',
      );
      return rows.map(toAccount);
    },

    async removeAccount(email) {
      const rows = await db.query<{ id: number }>(
        'delete from staff_accounts where lower(email) = lower($1) returning id',
        [email],
      );
      return rows.length > 0;
    },

    async setPassword(email, passwordHash) {
      const rows = await db.query<{ id: number }>(
        `update staff_accounts set password_hash = $2, password_changed_at = now()
         where lower(email) = lower($1) returning id`,
        [email, passwordHash],
      );
      const id = rows[0]?.id;
      if (id === undefined) return false;
      // Whoever knew the old password is signed out with it.
      await db.query('delete from staff_sessions where account_id = $1', [id]);
      return true;
    },

    async findCredentials(email) {
      const rows = await db.query<AccountRow & { password_hash: string }>(
        'select id, email, role, created_at, password_hash from staff_accounts where lower(email) = lower($1)',
        [email],
      );
      const row = rows[0];
      return row ? ({ ...toAccount(row), passwordHash: row.password_hash } satisfies StaffCredentials) : undefined;
    },

    async createSession(idHash, accountId, csrfToken, idleSeconds, maxSeconds) {
      await db.query('delete from staff_sessions where expires_at < now()');
      await db.query(
        `insert into staff_sessions (id_hash, account_id, csrf_token, expires_at, ends_at)
         values ($1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5))`,
        [idHash, accountId, csrfToken, idleSeconds, maxSeconds],
      );
    },

    async touchSession(idHash, idleSeconds) {
      const rows = await db.query<AccountRow & { csrf_token: string }>(
        `with touched as (
           update staff_sessions set expires_at = least(now() + make_interval(secs => $2), ends_at)
           where id_hash = $1 and expires_at > now()
           returning account_id, csrf_token
         )
         select a.id, a.email, a.role, a.created_at, t.csrf_token
         from touched t join staff_accounts a on a.id = t.account_id`,
        [idHash, idleSeconds],
      );
      const row = rows[0];
      return row ? { account: toAccount(row), csrfToken: row.csrf_token } : undefined;
    },

    async deleteSession(idHash) {
      await db.query('delete from staff_sessions where id_hash = $1', [idHash]);
    },

    async lockedFor(keys) {
      if (keys.length === 0) return 0;
      const placeholders = keys.map((_key, index) => `$${index + 1}`).join(', ');
      const rows = await db.query<{ seconds: number | null }>(
        `select ceil(extract(epoch from max(locked_until) - now()))::int as seconds
         from staff_sign_in_failures where key in (${placeholders}) and locked_until > now()`,
        keys,
      );
      return rows[0]?.seconds ?? 0;
    },

    async recordFailure(key, rule) {
      // Failures older than the window start the count again.
      const rows = await db.query<{ failures: number }>(
        `insert into staff_sign_in_failures as f (key, failures, last_failure_at) values ($1, 1, now())
         on conflict (key) do update set
           failures = case when f.last_failure_at < now() - make_interval(secs => $2) then 1 else f.failures + 1 end,
           last_failure_at = now()
         returning failures`,
        [key, rule.windowSeconds],
      );
      const failures = rows[0]?.failures ?? 0;
      if (failures < rule.threshold) return;
      const seconds = Math.min(rule.lockSeconds * 2 ** (failures - rule.threshold), maxLockSeconds);
      await db.query(
        'update staff_sign_in_failures set locked_until = now() + make_interval(secs => $2) where key = $1',
        [key, seconds],
      );
    },

    async clearFailures(key) {
      await db.query('delete from staff_sign_in_failures where key = $1', [key]);
    },

    async takeSlowPathSlot(key, rule) {
      // One statement, so that sign-ins in two processes at once take two turns. The first turn is one spacing after
      // the last failure.
      const rows = await db.query<{ wait_seconds: number; taken: boolean }>(
        `with current_turn as (
           select key, greatest(now(), coalesce(next_attempt_at, last_failure_at + make_interval(secs => $4))) as turn
           from staff_sign_in_failures
           where key = $1 and failures >= $2 and last_failure_at > now() - make_interval(secs => $3)
           for update
         ), taken as (
           update staff_sign_in_failures f set next_attempt_at = c.turn + make_interval(secs => $4)
           from current_turn c where f.key = c.key and c.turn <= now() + make_interval(secs => $5)
           returning f.key
         )
         select extract(epoch from c.turn - now())::float8 as wait_seconds, exists (select 1 from taken) as taken
         from current_turn c`,
        [key, rule.threshold, rule.windowSeconds, rule.spacingSeconds, rule.maxWaitSeconds],
      );
      const row = rows[0];
      if (!row) return { outcome: 'none' };
      const waitSeconds = Math.max(0, Number(row.wait_seconds));
      return row.taken ? { outcome: 'wait', waitSeconds } : { outcome: 'full', waitSeconds };
    },

    async unlockAccount(email) {
      const rows = await db.query<{ id: number }>('select id from staff_accounts where lower(email) = lower($1)', [
        email,
      ]);
      const id = rows[0]?.id;
      if (id === undefined) return false;
      await db.query(`delete from staff_sign_in_failures where key = $1 or starts_with(key, $2)`, [
        `account:${id}`,
        `pair:account:${id}|`,
      ]);
      return true;
    },

    async correctContact(registrationId, changes, actor, at) {
      try {
        return await db.transaction(async (tx) => {
          const columns = contactFields.map((field) => `${contactColumns[field]} as "${field}"`).join(', ');
          const rows = await tx.query<Record<ContactField, string> & { state: string }>(
            `select ${columns}, state from registrations where id = $1 for update`,
            [registrationId],
          );
          const current = rows[0];
          if (!current) return { outcome: 'not_found' as const };
          const changed = contactFields.filter(
            (field) => changes[field] !== undefined && changes[field] !== current[field],
          );
          if (changed.length === 0) return { outcome: 'corrected' as const, changed };
          const assignments = changed.map((field, index) => `${contactColumns[field]} = $${index + 2}`);
          const values: SqlValue[] = [registrationId, ...changed.map((field) => changes[field]!)];
          if (changed.includes('email')) {
            // The mailbox the new address reaches (migration 011), so that it is unique like a delegate's.
            values.push(mailboxOf(changes.email!) ?? null);
            assignments.push(`mailbox = $${values.length}`);
          }
          await tx.query(`update registrations set ${assignments.join(', ')} where id = $1`, values);
          const details = Object.fromEntries(
            changed.map((field) => [field, { from: current[field], to: changes[field] }]),
          );
          // The lifecycle's history table, so the registration's page shows corrections among its transitions.
          await tx.query(
            `insert into registration_history (registration_id, at, event, cause, actor, state_before, state_after, details)
             values ($1, $2, 'contact_corrected', 'staff', $3, $4, $4, $5::jsonb)`,
            [registrationId, at, actor, current.state, JSON.stringify({ changes: details })],
          );
          return { outcome: 'corrected' as const, changed };
        });
      } catch (error) {
        // A unique index on the e-mail or its mailbox: another registration has the new address.
        if (isUniqueViolation(error)) return { outcome: 'email_taken' };
        throw error;
      }
    },

    async listErrorReports(limit, offset) {
      const [count] = await db.query<{ total: number }>('select count(*)::int as total from error_reports');
      const rows = await db.query<{
        id: number;
        error: string;
        url: string;
        project_year: number;
        project_name: string;
        user_agent: string | null;
        reported_at: Date;
      }>('select * from error_reports order by created_at desc, id desc limit $1 offset $2', [limit, offset]);
      const reports: StoredErrorReport[] = rows.map((row) => ({
        id: row.id,
        error: row.error,
        url: row.url,
        projectYear: row.project_year,
        projectName: row.project_name,
        userAgent: row.user_agent,
        // The server's clock (migration 032), as every other time the console shows.
        createdAt: row.reported_at,
      }));
      return { total: count?.total ?? 0, reports };
    },
  };
}
