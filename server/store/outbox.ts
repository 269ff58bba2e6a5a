/**
 * The outbox: every feature queues its e-mails here, inside its unit of work, and the sender claims, renews and marks
 * them. The recipient comes from the kind's definition (server/mail/messageKinds.ts) for every message alike.
 */
import { randomUUID } from 'node:crypto';

import type { MessageKind } from '../../core/lifecycle/lifecycle';
import type { Database } from '../db/Database';
import { recipientOf } from '../mail/messageKinds';
import type { ClaimedMessage, LifecycleStore, OutboxMessage, OutboxStatus } from './LifecycleStore';
import type { RegistrationRow, RegistrationRows } from './registrationRows';
import { movementsOfRegistrations } from './sqlLedger';
import type { Work } from './unitOfWork';

export interface OutboxRow {
  id: number;
  registration_id: number;
  kind: MessageKind;
  recipient: string;
  language: string;
  details: Record<string, unknown>;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export const outboxColumns = `o.id, o.registration_id, o.kind, o.recipient, o.language, o.details, o.status, o.attempts,
  o.next_attempt_at, o.last_error, o.created_at, o.sent_at`;

export function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    registrationId: row.registration_id,
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    details: row.details,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/** Whom a message is about: the registration's id, its registered address and its language. */
export interface MessageAbout {
  id: number;
  email: string;
  language: string;
}

/**
 * Queues one message of `kind` in the unit of work, addressed by its definition, dated `at` (the server's clock of
 * the change that queues it, as its history row is); undefined when `unlessQueued` and an index (migration 015's
 * scheduled reminders) already holds its like.
 */
export async function enqueueMessage(
  tx: Work,
  registration: MessageAbout,
  kind: MessageKind,
  details: object,
  at: Date,
  unlessQueued = false,
): Promise<number | undefined> {
  // created_at is what staff and the delegate are shown; queued_at (the database's default) is real time, for the
  // monitor's oldest pending message, and next_attempt_at real time too: the demo's clock stands still.
  const rows = await tx.query<{ id: number }>(
    `insert into outbox (registration_id, kind, recipient, language, details, created_at)
     values ($1, $2, $3, $4, $5::jsonb, $6)
     ${unlessQueued ? 'on conflict do nothing' : ''}
     returning id`,
    [
      registration.id,
      kind,
      recipientOf(kind, registration.email, details as Record<string, unknown>),
      registration.language,
      JSON.stringify(details),
      at,
    ],
  );
  if (rows[0]) tx.messagesQueued();
  return rows[0]?.id;
}

/** Queues a message of each kind, with the same details, dated `at`; returns their ids in order. */
export async function enqueue(
  tx: Work,
  registration: MessageAbout,
  kinds: readonly MessageKind[],
  details: object,
  at: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const kind of kinds) {
    const id = await enqueueMessage(tx, registration, kind, details, at);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

/** The sender's side of the outbox: claim due messages, renew a claim, mark each sent, failed or withdrawn. */
export function sqlOutbox(
  db: Database,
  registrationRows: () => Promise<RegistrationRows>,
): Pick<
  LifecycleStore,
  'claimDueMessages' | 'renewClaim' | 'markMessageSent' | 'markMessageFailed' | 'withdrawMessage' | 'nextMessageDue'
> {
  return {
    async claimDueMessages(limit, leaseMs) {
      // Leases and retries are mechanism, never shown: they run on the database's real time, which passes in a demo.
      const claim = randomUUID();
      const rows = await db.transaction((tx) =>
        tx.query<OutboxRow>(
          `with due as (
             select id from outbox
             where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
             order by next_attempt_at, id
             limit $1
             for update skip locked
           )
           update outbox o set locked_until = now() + make_interval(secs => $2), locked_by = $3, attempts = o.attempts + 1
           from due where o.id = due.id
           returning ${outboxColumns}`,
          [limit, leaseMs / 1000, claim],
        ),
      );
      if (rows.length === 0) return [];
      const ids = [...new Set(rows.map((row) => row.registration_id))];
      const table = await registrationRows();
      const registrations = await db.query<RegistrationRow>(
        `select ${table.select} from registrations r where r.id = any($1::int[])`,
        [`{${ids.join(',')}}`],
      );
      const byId = new Map(registrations.map((row) => [row.id, table.toRegistration(row)]));
      const ledgers = await movementsOfRegistrations(db, ids);
      return rows
        .sort((a, b) => a.id - b.id)
        .flatMap((row): ClaimedMessage[] => {
          const registration = byId.get(row.registration_id);
          const movements = ledgers.get(row.registration_id) ?? [];
          return registration ? [{ message: toMessage(row), registration, movements, claim }] : [];
        });
    },

    async renewClaim(id, claim, leaseMs) {
      // A lapsed lease that no other sender took is still this claim's: any other claim would have replaced locked_by.
      const rows = await db.query<{ id: number }>(
        `update outbox set locked_until = now() + make_interval(secs => $3)
         where id = $1 and locked_by = $2 and status = 'pending'
         returning id`,
        [id, claim, leaseMs / 1000],
      );
      return rows.length === 1;
    },

    async markMessageSent(id, claim, at) {
      await db.query(
        `update outbox set status = 'sent', sent_at = $3, locked_until = null, locked_by = null, last_error = null
         where id = $1 and locked_by = $2 and status = 'pending'`,
        [id, claim, at],
      );
    },

    async markMessageFailed(id, claim, error, retryAt) {
      const reason = error.slice(0, 2000);
      if (retryAt) {
        await db.query(
          `update outbox set next_attempt_at = $3, locked_until = null, locked_by = null, last_error = $4
           where id = $1 and locked_by = $2 and status = 'pending'`,
          [id, claim, retryAt, reason],
        );
      } else {
        await db.query(
          `update outbox set status = 'failed', locked_until = null, locked_by = null, last_error = $3
           where id = $1 and locked_by = $2 and status = 'pending'`,
          [id, claim, reason],
        );
      }
    },

    async withdrawMessage(id, claim, reason) {
      await db.query(
        `update outbox set status = 'withdrawn', locked_until = null, locked_by = null, last_error = $3
         where id = $1 and locked_by = $2 and status = 'pending'`,
        [id, claim, reason.slice(0, 2000)],
      );
    },

    async nextMessageDue() {
      const rows = await db.query<{ due: Date | null }>(
        `select min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) as due from outbox where status = 'pending'`,
      );
      return rows[0]?.due ?? undefined;
    },
  };
}
