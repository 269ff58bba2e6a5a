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

export interface ReminderScheduler {
  /** One pass now (after the one in progress, if any); answers how many reminders it queued. */
  runNow(): Promise<number>;
  /** Stops; resolves once a pass in progress has finished. */
  stop(): Promise<void>;
}

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
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);

  async function pass(): Promise<number> {
    const now = clock();
    let queued = 0;
    for (const unpaid of await store.unpaidRegistrations()) {
      if (stopped) break;
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

  function runNow(): Promise<number> {
    running = running.then(
      () => (stopped ? 0 : pass()),
      () => (stopped ? 0 : pass()),
    );
    return running;
  }

  function scheduled(): void {
    runNow().catch((error: unknown) =>
      log(
        `Reminders: the unpaid registrations could not be read: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }

  scheduled();
  const timer = setInterval(scheduled, intervalMs);
  timer.unref();

  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}
