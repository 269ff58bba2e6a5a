/**
 * The reminders part of the store: the unpaid registrations the scheduler and the console look at, queuing a reminder
 * (the scheduler's once per registration and kind, a manager's once more on request), and withdrawing one whose
 * registration was paid or cancelled before it went out.
 */
import { isPayable } from '../../core/lifecycle/registrationState';
import { type ReminderKind } from '../../core/rules/paymentReminders';
import type { Database } from '../db/Database';
import { isUniqueViolation } from '../db/uniqueViolation';
import { lockRegistration, recordHistory } from '../store/lifecycleRecords';
import type { EventContext } from '../store/LifecycleStore';
import { enqueueMessage } from '../store/outbox';
import type { RegistrationRow, RegistrationRows } from '../store/registrationRows';
import type { StoredRegistration } from '../store/Store';
import type { UnitOfWork } from '../store/unitOfWork';
import type { ReminderDetails } from './reminderBlocks';

/** A reminder queued for a registration (withdrawn ones included: they say it was due). */
export interface QueuedReminder {
  kind: ReminderKind;
  at: Date;
  /** The scheduler's own, as against one a manager sent. */
  scheduled: boolean;
}

/** A registration neither paid nor cancelled, with when it registered and the reminders queued for it so far. */
export interface UnpaidRegistration {
  registration: StoredRegistration;
  /** By the server's clock, from its history. */
  registeredAt: Date;
  reminders: QueuedReminder[];
}

/** How queuing a reminder went. */
export type QueueReminderOutcome =
  | { outcome: 'queued'; messageId: number }
  /** The scheduler's reminder of this kind was queued before (by this process, another one, or before a restart). */
  | { outcome: 'already_queued' }
  /** Paid or cancelled: nothing to remind of. */
  | { outcome: 'not_due'; state: string }
  | { outcome: 'not_found' };

export interface ReminderStore {
  /** Every registration awaiting payment (an ended checkout included), oldest first. */
  unpaidRegistrations(): Promise<UnpaidRegistration[]>;
  /**
   * Queues a reminder of `kind` in one transaction with its history row ('reminder_sent'), unless the registration
   * is paid or cancelled. `scheduled`: the scheduler's, at most one per registration and kind (also when a manager
   * reminded first); otherwise a manager's explicit one more.
   */
  queueReminder(
    registrationId: number,
    kind: ReminderKind,
    details: ReminderDetails,
    scheduled: boolean,
    context: EventContext,
  ): Promise<QueueReminderOutcome>;
}

export function sqlReminders(
  db: Database,
  registrationRows: () => Promise<RegistrationRows>,
  unit: UnitOfWork,
): ReminderStore {
  return {
    async unpaidRegistrations() {
      const table = await registrationRows();
      const rows = await db.query<
        RegistrationRow & {
          registered_at: Date | null;
          reminders: { kind: ReminderKind; at: string; scheduled: boolean }[];
        }
      >(
        `select ${table.select},
           (select min(h.at) from registration_history h where h.registration_id = r.id and h.event = 'registered')
             as registered_at,
           coalesce((select json_agg(json_build_object('kind', o.kind, 'at', o.created_at,
                       'scheduled', coalesce(o.details ->> 'scheduled', '') = 'true') order by o.id)
                     from outbox o
                     where o.registration_id = r.id and o.kind in ('payment_reminder', 'checkout_reminder')),
                    '[]'::json) as reminders
         from registrations r
         where r.state in ('awaiting_payment', 'checkout_expired')
         order by r.id`,
      );
      return rows.map((row) => {
        const registration = table.toRegistration(row);
        return {
          registration,
          registeredAt: row.registered_at ?? registration.createdAt,
          reminders: row.reminders.map((reminder) => ({ ...reminder, at: new Date(reminder.at) })),
        };
      });
    },

    async queueReminder(registrationId, kind, details, scheduled, context) {
      const table = await registrationRows();
      let outcome: QueueReminderOutcome;
      try {
        outcome = await unit(async (tx): Promise<QueueReminderOutcome> => {
          // The row lock makes two processes queuing for one registration take turns: the second sees the first's row.
          const registration = await lockRegistration(tx, table, registrationId);
          if (!registration) return { outcome: 'not_found' };
          if (!isPayable(registration.state)) return { outcome: 'not_due', state: registration.state };
          if (scheduled) {
            const earlier = await tx.query<{ id: number }>(
              'select id from outbox where registration_id = $1 and kind = $2 limit 1',
              [registrationId, kind],
            );
            if (earlier.length > 0) return { outcome: 'already_queued' };
          }
          const messageDetails = scheduled ? { ...details, scheduled: true } : { ...details, sentBy: context.actor };
          // The unique index of migration 015 refuses a second scheduled reminder, whatever got past the check above.
          const messageId = await enqueueMessage(tx, registration, kind, messageDetails, context.at, true);
          if (messageId === undefined) return { outcome: 'already_queued' };
          await recordHistory(
            tx,
            registrationId,
            {
              event: 'reminder_sent',
              cause: scheduled ? 'time' : 'staff',
              stateBefore: registration.state,
              stateAfter: registration.state,
              details: { kind, messageId },
            },
            context,
          );
          return { outcome: 'queued', messageId };
        });
      } catch (error) {
        // Two first reminders inserted at once on PostgreSQL: the index let one commit, the other is the repeat.
        if (scheduled && isUniqueViolation(error)) return { outcome: 'already_queued' };
        throw error;
      }
      return outcome;
    },
  };
}
