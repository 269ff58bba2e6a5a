/**
 * The console's payment reminders: the bank transfers overdue (any staff member may look), and a manager's one-click
 * reminder, sent once more only by that explicit action and recorded in the registration's history.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { EventInfo } from '../../core/model/types';
import { isOverdue, reminderKindFor } from '../../core/rules/paymentReminders';
import { eventDay } from '../../core/rules/period';
import type { Clock } from '../clock';
import { refusal } from '../http/keyedRefusal';
import { invoiceDueDay } from '../invoice/invoicePdf';
import { organiser } from '../invoice/organiser';
import { requireManager, staffOf } from '../staff/staffAuth';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';

export interface ReminderRouteDeps {
  store: Pick<Store, 'unpaidRegistrations' | 'queueReminder' | 'findRegistration'>;
  event: EventInfo;
  clock: Clock;
}

/** One overdue bank transfer as the console lists it. */
export interface OverdueTransfer {
  id: number;
  reference: string;
  title: string;
  familyName: string;
  givenName: string;
  organizationName: string;
  amount: number;
  currency: string;
  invoiceNumber: string;
  dueDay: string;
  /** When the latest reminder was queued (ISO), null when none was. */
  lastReminderAt: string | null;
  reminders: number;
}

function registrationId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id < 1) throw refusal(404, staffMessages.registrationNotFound);
  return id;
}

/** Registers the reminder routes on the staff API plugin (its sign-in and CSRF hooks guard them). */
export function registerReminderRoutes(api: FastifyInstance, deps: ReminderRouteDeps): void {
  const { store, event, clock } = deps;
  const termDays = organiser.paymentDueDays;

  api.get('/staff/api/reminders/overdue', async (request) => {
    staffOf(request);
    const now = clock();
    const rows: OverdueTransfer[] = [];
    for (const { registration, registeredAt, reminders } of await store.unpaidRegistrations()) {
      const facts = {
        paymentMethod: registration.paymentMethod,
        state: registration.state,
        invoiceDay: registration.invoiceDate,
        registeredAt,
      };
      if (!registration.invoiceDate || !isOverdue(event, termDays, facts, now)) continue;
      const own = reminders.filter((reminder) => reminder.kind === 'payment_reminder');
      rows.push({
        id: registration.id,
        reference: registration.reference ?? '',
        title: registration.title,
        familyName: registration.familyName,
        givenName: registration.givenName,
        organizationName: registration.organizationName,
        amount: registration.feeAmount,
        currency: registration.currency,
        invoiceNumber: registration.invoiceNumber ?? '',
        dueDay: invoiceDueDay(registration.invoiceDate),
        lastReminderAt: own.at(-1)?.at.toISOString() ?? null,
        reminders: own.length,
      });
    }
    // The longest overdue first.
    rows.sort((a, b) => a.dueDay.localeCompare(b.dueDay) || a.id - b.id);
    return { rows };
  });

  api.post('/staff/api/registrations/:id/send-reminder', async (request) => {
    const session = requireManager(request);
    const id = registrationId(request);
    const now = clock();
    const registration = await store.findRegistration(id);
    if (!registration) throw refusal(404, staffMessages.registrationNotFound);
    // The store checks again, under the registration's lock, that it is neither paid nor cancelled.
    const kind = reminderKindFor(registration.paymentMethod);
    const dueDay = registration.invoiceDate ? invoiceDueDay(registration.invoiceDate) : undefined;
    const details = dueDay ? { dueDay, overdue: eventDay(now, event.timeZone) > dueDay } : {};
    const outcome = await store.queueReminder(id, kind, details, false, {
      actor: `staff ${session.account.email}`,
      at: now,
    });
    if (outcome.outcome === 'not_found') throw refusal(404, staffMessages.registrationNotFound);
    if (outcome.outcome !== 'queued') throw refusal(409, staffMessages.nothingToRemind);
    return { outcome: 'queued', kind, messageId: outcome.messageId };
  });
}
