/** The store's part for the delegate's personal link: its version, and revoking it. */
import type { Database } from '../db/Database';
import type { EventContext } from './LifecycleStore';

export interface DelegateLinkStore {
  /** The link version of a registration, undefined when there is no such registration. */
  linkVersionOf(registrationId: number): Promise<number | undefined>;
  /**
   * Ends every link sent so far by moving to the next version, recorded in the history with who did it; answers the
   * new version, undefined when there is no such registration.
   */
  revokeDelegateLink(registrationId: number, context: EventContext): Promise<number | undefined>;
}

export function sqlDelegateLinks(db: Database): DelegateLinkStore {
  return {
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
  };
}
