/**
 * Who is due a payment reminder at a given instant: a bank transfer still unpaid some days before its due date, an
 * online registration still unpaid some days after it registered (days in schemas/event.json, paymentReminders).
 * A paid or cancelled registration never is; that one reminder of each kind goes out at most once is the store's part.
 */
import { isPayable } from '../lifecycle/registrationState';
import type { EventInfo, PaymentMethod } from '../model/types';
import { addDays, paymentDueDay } from './paymentDue';
import { eventDay } from './period';

/** The reminders: of a bank transfer (with the bank details), of an unfinished online payment (with the page to pay on). */
export const reminderKinds = ['payment_reminder', 'checkout_reminder'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export function isReminderKind(kind: string): kind is ReminderKind {
  return (reminderKinds as readonly string[]).includes(kind);
}

/** What the rule needs to know of a registration. */
export interface RemindableRegistration {
  paymentMethod: PaymentMethod;
  /** The lifecycle's state: 'awaiting_payment', 'paid', 'cancelled' or 'checkout_expired'. */
  state: string;
  /** The invoice's day (YYYY-MM-DD) of a bank transfer; null for an online registration. */
  invoiceDay: string | null;
  /** When it registered, by the server's clock. */
  registeredAt: Date;
}

/** The reminder a registration paid by `paymentMethod` gets. */
export function reminderKindFor(paymentMethod: PaymentMethod): ReminderKind {
  return paymentMethod === 'bank' ? 'payment_reminder' : 'checkout_reminder';
}

/**
 * The day a bank transfer's reminder goes out: `bankDaysBeforeDue` before the due day, but never on the invoice's own
 * day (a short term near the seminar would otherwise remind with the invoice itself).
 */
export function bankReminderDay(event: EventInfo, invoiceDay: string, termDays: number): string {
  const byDue = addDays(paymentDueDay(event, invoiceDay, termDays), -event.paymentReminders.bankDaysBeforeDue);
  const dayAfterInvoice = addDays(invoiceDay, 1);
  return byDue > dayAfterInvoice ? byDue : dayAfterInvoice;
}

/**
 * The reminder `registration` is due at `now`, or undefined: none once paid or cancelled, none after the seminar's last
 * day; a bank transfer from its reminder day on, an online registration `onlineUnpaidDays` after it registered.
 */
export function reminderDue(
  event: EventInfo,
  termDays: number,
  registration: RemindableRegistration,
  now: Date,
): ReminderKind | undefined {
  if (!isPayable(registration.state)) return undefined;
  const today = eventDay(now, event.timeZone);
  if (today > event.dates.seminarEnd) return undefined;
  if (registration.paymentMethod === 'bank') {
    if (registration.invoiceDay === null) return undefined;
    return today >= bankReminderDay(event, registration.invoiceDay, termDays) ? 'payment_reminder' : undefined;
  }
  const unpaidFor = now.getTime() - registration.registeredAt.getTime();
  return unpaidFor >= event.paymentReminders.onlineUnpaidDays * 86_400_000 ? 'checkout_reminder' : undefined;
}

/** Whether a bank transfer is overdue at `now`: still unpaid after its due day (staff see it and may remind again). */
export function isOverdue(
  event: EventInfo,
  termDays: number,
  registration: RemindableRegistration,
  now: Date,
): boolean {
  if (registration.paymentMethod !== 'bank' || registration.invoiceDay === null) return false;
  if (!isPayable(registration.state)) return false;
  return eventDay(now, event.timeZone) > paymentDueDay(event, registration.invoiceDay, termDays);
}
