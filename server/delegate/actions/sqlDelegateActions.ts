/** The delegate's own changes over the SQL store: each in one transaction with its history row (and its message). */
import type { Database, SqlRunner } from '../../db/Database';
import type { LifecycleStore } from '../../store/LifecycleStore';
import { registrationRowsOf } from '../../store/registrationRows';
import type { DelegateActionStore, DelegateChangeOutcome, EmailChange } from './DelegateActionStore';

/** The history's actor for everything done through the personal link. */
export const delegateActor = 'delegate';

/** How the database compares addresses (migration 004): lower-cased and Unicode-normalised. */
const sameAddress = 'normalize(lower(normalize($1::text, NFD)), NFC)';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

interface LockedRow {
  state: string;
  extra_fields: Record<string, string> | null;
  [column: string]: unknown;
}

async function lockRow(tx: SqlRunner, id: number): Promise<LockedRow | undefined> {
  const rows = await tx.query<LockedRow>('select * from registrations where id = $1 for update', [id]);
  return rows[0];
}

async function recordHistory(
  tx: SqlRunner,
  registrationId: number,
  event: string,
  state: string,
  details: object,
  context: { actor: string; at: Date },
): Promise<void> {
  await tx.query(
    `insert into registration_history (registration_id, at, event, cause, actor, state_before, state_after, details)
     values ($1, $2, $3, 'delegate', $4, $5, $5, $6::jsonb)`,
    [registrationId, context.at, event, context.actor, state, JSON.stringify(details)],
  );
}

/** The delegate's actions; `wake` is the store's part whose listeners the mail sender registered with. */
export function sqlDelegateActions(db: Database, wake: Pick<LifecycleStore, 'onMessagesQueued'>) {
  const registrationRows = registrationRowsOf(db);
  const listeners = new Set<() => void>();

  /** Stored texts by payload key, from a column or from the extra fields. */
  async function applyChanges(
    registrationId: number,
    changes: Record<string, string>,
    event: string,
    context: { actor: string; at: Date },
  ): Promise<DelegateChangeOutcome> {
    const table = await registrationRows();
    return db.transaction(async (tx) => {
      const row = await lockRow(tx, registrationId);
      if (!row) return { outcome: 'not_found' };
      if (row.state === 'cancelled') return { outcome: 'cancelled' };
      const extra = { ...(row.extra_fields ?? {}) };
      const current = (key: string) => {
        const value = table.hasColumn(key) ? row[key] : extra[key];
        return typeof value === 'string' ? value : '';
      };
      const changed = Object.keys(changes).filter((key) => current(key) !== changes[key]);
      if (changed.length === 0) return { outcome: 'unchanged' };
      const columns = changed.filter((key) => table.hasColumn(key));
      for (const key of changed.filter((name) => !table.hasColumn(name))) extra[key] = changes[key];
      // Column names are payload keys the table has a column for, checked against the field table by the caller.
      const assignments = [
        ...columns.map((key, index) => `${key} = $${index + 2}`),
        `extra_fields = $${columns.length + 2}::jsonb`,
      ];
      await tx.query(`update registrations set ${assignments.join(', ')} where id = $1`, [
        registrationId,
        ...columns.map((key) => changes[key]),
        JSON.stringify(extra),
      ]);
      const details = Object.fromEntries(changed.map((key) => [key, { from: current(key), to: changes[key] }]));
      await recordHistory(tx, registrationId, event, row.state, { changes: details }, context);
      return { outcome: 'changed', changed };
    });
  }

  const actions: DelegateActionStore = {
    changeDinner(registrationId, choice, context) {
      return applyChanges(
        registrationId,
        { join_gala_dinner: choice.joinGalaDinner, dietary_preference: choice.dietaryPreference },
        'dinner_changed',
        context,
      );
    },

    correctFields(registrationId, changes, context) {
      return applyChanges(registrationId, changes, 'details_corrected', context);
    },

    async requestEmailChange(registrationId, newEmail, context) {
      const result = await db.transaction(async (tx) => {
        const row = await lockRow(tx, registrationId);
        if (!row) return { outcome: 'not_found' as const };
        if (row.state === 'cancelled') return { outcome: 'cancelled' as const };
        const holders = await tx.query<{ id: number }>(
          `select id from registrations where normalize(lower(normalize(email, NFD)), NFC) = ${sameAddress}`,
          [newEmail],
        );
        if (holders.some((holder) => holder.id === registrationId)) return { outcome: 'unchanged' as const };
        if (holders.length > 0) return { outcome: 'email_taken' as const };
        // Each request e-mails an address the delegate typed: a few a day is plenty, and keeps the link from spamming.
        const recent = await tx.query<{ count: number }>(
          `select count(*)::int as count from email_changes where registration_id = $1 and requested_at > $2`,
          [registrationId, new Date(context.at.getTime() - 24 * 60 * 60 * 1000)],
        );
        if ((recent[0]?.count ?? 0) >= context.maxPerDay) return { outcome: 'too_many' as const };
        await tx.query(
          `update email_changes set status = 'superseded' where registration_id = $1 and status = 'pending'`,
          [registrationId],
        );
        const inserted = await tx.query<{ id: number }>(
          `insert into email_changes (registration_id, new_email, requested_at, expires_at)
           values ($1, $2, $3, $4) returning id`,
          [registrationId, newEmail, context.at, new Date(context.at.getTime() + context.validForMs)],
        );
        const changeId = inserted[0].id;
        const queued = await tx.query<{ id: number }>(
          `insert into outbox (registration_id, kind, recipient, language, details)
           values ($1, 'email_change_confirmation', $2, $3, $4::jsonb) returning id`,
          [registrationId, newEmail, String(row.language), JSON.stringify({ changeId })],
        );
        await recordHistory(
          tx,
          registrationId,
          'email_change_requested',
          row.state,
          { to: newEmail, changeId },
          context,
        );
        return { outcome: 'requested' as const, changeId, messageId: queued[0].id };
      });
      if (result.outcome === 'requested') for (const listener of listeners) listener();
      return result;
    },

    async findEmailChange(changeId) {
      if (!Number.isSafeInteger(changeId) || changeId < 1 || changeId > 2_147_483_647) return undefined;
      const rows = await db.query<{
        id: number;
        registration_id: number;
        new_email: string;
        status: EmailChange['status'];
        expires_at: Date;
      }>('select id, registration_id, new_email, status, expires_at from email_changes where id = $1', [changeId]);
      const row = rows[0];
      return row
        ? {
            id: row.id,
            registrationId: row.registration_id,
            newEmail: row.new_email,
            status: row.status,
            expiresAt: row.expires_at,
          }
        : undefined;
    },

    async confirmEmailChange(changeId, context) {
      try {
        return await db.transaction(async (tx) => {
          const changes = await tx.query<{
            registration_id: number;
            new_email: string;
            status: string;
            expires_at: Date;
          }>('select registration_id, new_email, status, expires_at from email_changes where id = $1', [changeId]);
          const change = changes[0];
          if (!change) return { outcome: 'not_found' as const };
          const row = await lockRow(tx, change.registration_id);
          if (!row) return { outcome: 'not_found' as const };
          // Read again under the registration's lock: two tabs opening the link at once confirm it once.
          const [locked] = await tx.query<{ status: string }>('select status from email_changes where id = $1', [
            changeId,
          ]);
          if (locked.status === 'confirmed')
            return { outcome: 'already' as const, registrationId: change.registration_id };
          if (
            locked.status !== 'pending' ||
            change.expires_at.getTime() <= context.at.getTime() ||
            row.state === 'cancelled'
          )
            return { outcome: 'expired' as const };
          await tx.query('update registrations set email = $2 where id = $1', [
            change.registration_id,
            change.new_email,
          ]);
          await tx.query(`update email_changes set status = 'confirmed', confirmed_at = $2 where id = $1`, [
            changeId,
            context.at,
          ]);
          await recordHistory(
            tx,
            change.registration_id,
            'email_changed',
            row.state,
            { changes: { email: { from: String(row.email), to: change.new_email } } },
            context,
          );
          return { outcome: 'confirmed' as const, registrationId: change.registration_id };
        });
      } catch (error) {
        // Another registration took the address between the request and its confirmation.
        if (isUniqueViolation(error)) return { outcome: 'email_taken' };
        throw error;
      }
    },
  };

  return {
    ...actions,
    /** The other parts' listeners, called after a commit here queued a message too. */
    onMessagesQueued(listener: () => void): () => void {
      listeners.add(listener);
      const unsubscribe = wake.onMessagesQueued(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
  };
}
