/**
 * The registry of e-mail kinds: each feature defines its own (server/<feature>/…Messages.ts) and is named here once.
 * The composer and the outbox read a kind's definition from here and import no feature; the outbox's `message_kinds`
 * table (migration 020, then the feature's own migration) holds the same names, which tests/server/mail/messageKinds
 * checks. A new kind: its definition in its feature's folder, its catalogue texts, one line here.
 */
import type { MessageKind } from '../../core/lifecycle/lifecycle';
import { announcement } from '../announcements/announcementMessages';
import { attendanceCertificate } from '../certificates/certificateEmail';
import { complimentaryConfirmation } from '../complimentary/complimentaryMessages';
import { delegateLink, emailChangeConfirmation, emailChangeNotice } from '../delegate/delegateMessages';
import { feeChangeNotice } from '../feeChange/feeChangeMessages';
import {
  bankAcknowledgement,
  bankConfirmation,
  cancellationNotice,
  onlineConfirmation,
} from '../lifecycle/lifecycleMessages';
import { checkoutReminder, paymentReminder } from '../reminders/reminderMessages';
import { visaLetter } from '../visaLetters/visaLetterMessages';
import type { MessageDefinition } from './MessageDefinition';

export const messageDefinitions = {
  bank_acknowledgement: bankAcknowledgement,
  online_confirmation: onlineConfirmation,
  bank_confirmation: bankConfirmation,
  cancellation_notice: cancellationNotice,
  delegate_link: delegateLink,
  email_change_confirmation: emailChangeConfirmation,
  email_change_notice: emailChangeNotice,
  attendance_certificate: attendanceCertificate,
  payment_reminder: paymentReminder,
  checkout_reminder: checkoutReminder,
  visa_letter: visaLetter,
  announcement,
  complimentary_confirmation: complimentaryConfirmation,
  fee_change_notice: feeChangeNotice,
} as const satisfies Record<MessageKind, MessageDefinition>;

/** The definition of a kind. */
export function definitionOf(kind: MessageKind): MessageDefinition {
  return messageDefinitions[kind];
}

/** The address a message of `kind` goes to: the registered one unless its definition says otherwise. */
export function recipientOf(
  kind: MessageKind,
  registeredEmail: string,
  details: Readonly<Record<string, unknown>>,
): string {
  return definitionOf(kind).recipient?.(registeredEmail, details) ?? registeredEmail;
}
