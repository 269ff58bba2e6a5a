/**
 * Every code the staff console shows, by the catalogue prefix of its text: check:schemas reports one without English
 * text (scripts/schemaChecks/consoleCodes.ts), so no state, e-mail or history event reaches staff as it is stored.
 */
import type { LifecycleEventType } from '../../core/lifecycle/lifecycle';
import { messageKinds, registrationStates } from '../../core/lifecycle/lifecycle';
import { matchOutcomes } from '../../core/rules/bankMatching';
import { erasedData } from '../../core/rules/retention';
import type { OutboxStatus } from '../store/LifecycleStore';

/**
 * What the history records: the lifecycle's events, a resent e-mail, a correction of contact details, a payment
 * reminder, the erasure of personal data.
 */
export const historyEvents = [
  'registered',
  'payment_confirmed',
  // A card payment completed after the cancellation, refunded in full (server/store/lifecycleRecords.ts).
  'payment_after_cancellation',
  'checkout_expired',
  // Shown for a checkout_expired the delegate caused with Cancel (core/lifecycle/historyEvent.ts); never stored.
  'checkout_cancelled',
  'checkout_reopened',
  'cancelled',
  'message_resent',
  'contact_corrected',
  'reminder_sent',
  'personal_data_erased',
] as const satisfies readonly (
  | LifecycleEventType
  | 'checkout_cancelled'
  | 'payment_after_cancellation'
  | 'message_resent'
  | 'contact_corrected'
  | 'reminder_sent'
  | 'personal_data_erased'
)[];

/** The details a history entry keeps that the console labels (currency and machine ids are said with others). */
export const historyDetailKeys = [
  'reference',
  'invoiceNumber',
  'amount',
  'paidOn',
  'bankReference',
  'reason',
  'internalNote',
  'amountPaid',
  'refundPercent',
  'refundAmount',
  'refundCutOffDay',
  'kind',
  'erased',
  'checkoutsExpired',
] as const;

const outboxStatuses = ['pending', 'sent', 'failed', 'withdrawn'] as const satisfies readonly OutboxStatus[];

/** Catalogue prefix → the codes shown under it. */
export const consoleCodes: Readonly<Record<string, readonly string[]>> = {
  'staff.state': registrationStates,
  'staff.message': messageKinds,
  'staff.messageStatus': outboxStatuses,
  'staff.paymentMethod': ['bank', 'online'],
  'staff.role': ['viewer', 'manager'],
  'staff.event': historyEvents,
  'staff.detail': historyDetailKeys,
  'staff.import.outcome': matchOutcomes,
  'staff.erased': erasedData,
};
