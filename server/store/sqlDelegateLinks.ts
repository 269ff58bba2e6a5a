/** The store's part for the delegate's personal link: its version, revoking it, and e-mailing it on request. */
import type { Database } from '../db/Database';
import type { EventContext, LifecycleStore } from './LifecycleStore';

/** At most one e-mail with the link per registration in this time, however often it is asked for. */
export const linkMessageIntervalMs = 10 * 60_000;

/** What asking for the link by e-mail did: queued, or not because one went out less than 10 minutes earlier. */
export type LinkMessageOutcome = 'queued' | 'recently_sent' | 'not_found';

export interface DelegateLinkStore {
  /** The link version of a registration, undefined when there is no such registration. */
  linkVersionOf(registrationId: number): Promise<number | undefined>;
  /**
   * Ends every link sent so far by moving to the next version, recorded in the history with who did it; answers the
   * new version, undefined when there is no such registration.
   */
  revokeDelegateLink(registrationId: number, context: EventContext): Promise<number | undefined>;
  /** The registration kept under an e-mail address (any case, any Unicode spelling), if any. */
  registrationIdByEmail(email: string): Promise<number | undefined>;
  /**
   * Queues the e-mail that carries the delegate's link to the stored address, unless one was queued in the last 10
   * minutes: decided under the registration's row lock, so concurrent requests and server processes queue one.
   */
  queueLinkMessage(
    registrationId: number,
    reason: 'repeat_submission' | 'lost_link',
    at: Date,
  ): Promise<LinkMessageOutcome>;
}

export function sqlDelegateLinks(db: Database, lifecycle: Pick<LifecycleStore, 'onMessagesQueued'>) {
  const listeners = new Set<() => void>();

  const links: DelegateLinkStore & Pick<LifecycleStore, 'onMessagesQueued'> = {
    async linkVersionOf(registrationId) {
      // A token's id is any 32-bit number: one beyond integer's range matches no row rather than failing.
      if (!Number.isSafeInteger(registrationId) || registrationId < 1 || registrationId > 2_147_483_647) {
        await db.query('select 1');
        return undefined;
      }
      const rows = await db.query<{ link_version: number }>('select link_version from registrations where id = $1', [
        registrationId,
      ]);
      return rows[0]?.link_version;
    },

    async revokeDelegateLink(registrationId, context) {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ link_version: number; state: string }>(
          'update registrations set link_version = link_version + 1 where id = $1 returning link_version, state',
          [registrationId],
        );
        const row = rows[0];
        if (!row) return undefined;
        await tx.query(
          `insert into registration_history (registration_id, at, event, cause, actor, state_before, state_after, details)
           values ($1, $2, 'link_revoked', 'staff', $3, $4, $4, $5::jsonb)`,
          [registrationId, context.at, context.actor, row.state, JSON.stringify({ linkVersion: row.link_version })],
        );
        return row.link_version;
      });
    },

    async registrationIdByEmail(email) {
      const rows = await db.query<{ id: number }>(
        `select id from registrations
         where normalize(lower(normalize(email, NFD)), NFC) = normalize(lower(normalize($1, NFD)), NFC)`,
        [email],
      );
      return rows[0]?.id;
    },

    async queueLinkMessage(registrationId, reason, at) {
      const outcome = await db.transaction(async (tx): Promise<LinkMessageOutcome> => {
        const rows = await tx.query<{ email: string; language: string; state: string; link_sent_at: Date | null }>(
          'select email, language, state, link_sent_at from registrations where id = $1 for update',
          [registrationId],
        );
        const row = rows[0];
        if (!row) return 'not_found';
        if (row.link_sent_at && at.getTime() - row.link_sent_at.getTime() < linkMessageIntervalMs)
          return 'recently_sent';
        await tx.query('update registrations set link_sent_at = $2 where id = $1', [registrationId, at]);
        const queued = await tx.query<{ id: number }>(
          `insert into outbox (registration_id, kind, recipient, language, details)
           values ($1, 'delegate_link', $2, $3, $4::jsonb) returning id`,
          [registrationId, row.email, row.language, JSON.stringify({ reason })],
        );
        await tx.query(
          `insert into registration_history (registration_id, at, event, cause, actor, state_before, state_after, details)
           values ($1, $2, 'link_sent', 'delegate', 'delegate', $3, $3, $4::jsonb)`,
          [registrationId, at, row.state, JSON.stringify({ reason, messageId: queued[0].id })],
        );
        return 'queued';
      });
      // Only after the commit: the mail sender must find the message when it wakes.
      if (outcome === 'queued') for (const listener of listeners) listener();
      return outcome;
    },

    onMessagesQueued(listener) {
      listeners.add(listener);
      const unsubscribe = lifecycle.onMessagesQueued(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
  };
  return links;
}
