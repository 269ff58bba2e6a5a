/**
 * The payment reminders as e-mails: each is still wanted when it falls due only while its registration is unpaid and
 * still paid the way the reminder was for; one paid, cancelled or switched since it was queued is withdrawn, never sent.
 */
import { isPayable } from '../../core/lifecycle/registrationState';
import { type ReminderKind, reminderKindFor } from '../../core/rules/paymentReminders';
import type { MessageDefinition, StillWanted } from '../mail/MessageDefinition';
import type { StoredRegistration } from '../store/Store';
import { checkoutReminderBlocks, paymentReminderBlocks } from './reminderBlocks';

function stillUnpaid(kind: ReminderKind): (registration: StoredRegistration) => StillWanted {
  return (registration) => {
    if (isPayable(registration.state) && reminderKindFor(registration.paymentMethod) === kind) return { wanted: true };
    const now = isPayable(registration.state) ? `paid by ${registration.paymentMethod}` : registration.state;
    return { wanted: false, reason: `not sent: the registration is ${now}` };
  };
}

export const paymentReminder: MessageDefinition = {
  subjectKey: 'email.paymentReminder.subject',
  personalLink: true,
  blocks: paymentReminderBlocks,
  stillWanted: stillUnpaid('payment_reminder'),
};

export const checkoutReminder: MessageDefinition = {
  subjectKey: 'email.checkoutReminder.subject',
  personalLink: true,
  blocks: checkoutReminderBlocks,
  stillWanted: stillUnpaid('checkout_reminder'),
};
