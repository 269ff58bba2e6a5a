/**
 * Queues the payment reminders that are due: at start and then periodically, it asks the rule
 * (core/rules/paymentReminders.ts) about every unpaid registration at the server's clock and queues each reminder due
 * through the outbox. Every server process may run one: the store queues a registration's reminder once whatever the
 * number of processes, restarts or passes.
 */
import type { EventInfo } from '../../core/model/types';
import { reminderDue } from '../../core/rules/paymentReminders';
import { eventDay } from '../../core/rules/period';
import type { Clock } from '../clock';
import { invoiceDueDay } from '../invoice/invoicePdf';
import { organiser } from '../invoice/organiser';
import { failureText, type PeriodicPasses, startPeriodicPasses } from '../operations/periodicPasses';
import type { ReminderStore } from './sqlReminders';

export interface ReminderSchedulerOptions {
  store: ReminderStore;
  event: EventInfo;
  clock: Clock;
  /** The invoice's payment term in days (schemas/organiser.json). */
  termDays?: number;
  /** Time between two passes. */
  intervalMs?: number;
  log?: (line: string) => void;
}

/** runNow answers how many reminders a pass queued. */
export type ReminderScheduler = PeriodicPasses;

/** Starts the scheduler with a first pass at once; it runs until stop(). */
export function startReminderScheduler(options: ReminderSchedulerOptions): ReminderScheduler {
  const {
    store,
    event,
    clock,
    termDays = organiser.paymentDueDays,
    intervalMs = 10 * 60_000,
    log = () => {},
  } = options;
  async function pass(stopped: () => boolean): Promise<number> {
    const now = clock();
    let queued = 0;
    for (const unpaid of await store.unpaidRegistrations()) {
      if (stopped()) break;
      const { registration } = unpaid;
      const kind = reminderDue(
        event,
        termDays,
        {
          paymentMethod: registration.paymentMethod,
          state: registration.state,
          invoiceDay: registration.invoiceDate,
          registeredAt: unpaid.registeredAt,
        },
        now,
      );
      // The scheduler reminds once per kind: a reminder a manager sent counts too.
      if (!kind || unpaid.reminders.some((reminder) => reminder.kind === kind)) continue;
      const dueDay = registration.invoiceDate ? invoiceDueDay(registration.invoiceDate) : undefined;
      const details =
        kind === 'payment_reminder' && dueDay ? { dueDay, overdue: eventDay(now, event.timeZone) > dueDay } : {};
      const outcome = await store.queueReminder(registration.id, kind, details, true, { actor: 'system', at: now });
      if (outcome.outcome === 'queued') queued += 1;
    }
    return queued;
  }

  return startPeriodicPasses(pass, intervalMs, (error) =>
    log(`Reminders: the unpaid registrations could not be read: ${failureText(error)}`),
  );
}
