/**
 * The e-mail of an outbox message: subject, plain text and HTML from the same blocks, the link to the delegate's page,
 * and the documents that go with it (invoice, receipt, calendar file, credit note, badge code).
 */
import type { MessageKind } from '../../core/lifecycle/lifecycle';
import {
  announcementBlocks,
  announcementSubjectKey,
  announcementSubjectValues,
} from '../announcements/announcementEmail';
import type { BadgeKey } from '../badges/badgeInEmail';
import { badgeAttachment } from '../badges/badgeInEmail';
import { certificateMessage } from '../certificates/certificateEmail';
import { calendarContentType, calendarFile, calendarFileName } from '../documents/calendarFile';
import { hasReceipt, receiptFileName, receiptPdf } from '../documents/receiptPdf';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { invoiceFileName, invoicePdf } from '../invoice/invoicePdf';
import { issuerName } from '../invoice/organiser';
import { creditNoteFileName, creditNotePdf } from '../refunds/creditNotePdf';
import { reminderBlocks } from '../reminders/reminderBlocks';
import type { OutboxMessage } from '../store/LifecycleStore';
import type { StoredRegistration } from '../store/Store';
import { visaLetterMessage, visaLetterSubjectKey } from '../visaLetters/visaLetterEmail';
import { delegateBlocks, type LinkSigning, pageLinkBlock, pageUrlOf } from './delegateBlocks';
import { delegateName } from './delegateName';
import { creditNoteOf, lifecycleBlocks } from './lifecycleBlocks';
import { type Block, htmlBody, plainText } from './messageLayout';
import { recipientOf } from './recipient';
import { textsFor } from './texts';

/** A file sent with a message. */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Shown inline in the HTML as `cid:<cid>` rather than only listed. */
  cid?: string;
}

/** A message ready to hand to a transport. */
export interface ComposedMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
  /** The language the texts were looked up in (the HTML's lang). */
  language: string;
}

/** What composing needs besides the message: the documents' font, and the keys and address the links are signed with. */
export interface ComposeOptions extends LinkSigning {
  font: InvoiceFont | undefined;
  /** Signs the badge code of confirmations; no badge code without it. */
  badgeKey?: BadgeKey;
}

const subjectKeys: Record<MessageKind, string> = {
  bank_acknowledgement: 'email.bankAcknowledgement.subject',
  online_confirmation: 'email.onlineConfirmation.subject',
  bank_confirmation: 'email.bankConfirmation.subject',
  cancellation_notice: 'email.cancellation.subject',
  delegate_link: 'email.delegateLink.subject',
  email_change_confirmation: 'email.emailChange.subject',
  attendance_certificate: 'email.certificate.subject',
  payment_reminder: 'email.paymentReminder.subject',
  checkout_reminder: 'email.checkoutReminder.subject',
  visa_letter: visaLetterSubjectKey,
  announcement: announcementSubjectKey,
};

/** The messages that carry the calendar file: those that tell a delegate they are (or will be, once paid) attending. */
const calendarKinds: ReadonlySet<MessageKind> = new Set([
  'bank_acknowledgement',
  'online_confirmation',
  'bank_confirmation',
]);

/** The messages that carry the receipt: the confirmations of payment. */
const receiptKinds: ReadonlySet<MessageKind> = new Set(['online_confirmation', 'bank_confirmation']);

/** The documents of a message, in the message's language (whatever the registration's language is now). */
async function documentsOf(
  message: OutboxMessage,
  registration: StoredRegistration,
  font: InvoiceFont | undefined,
): Promise<Attachment[]> {
  const attachments: Attachment[] = [];
  const inLanguage = { ...registration, language: message.language };
  if (message.kind === 'bank_acknowledgement' && registration.invoiceNumber) {
    attachments.push({
      filename: invoiceFileName(registration.invoiceNumber),
      contentType: 'application/pdf',
      content: await invoicePdf(inLanguage, font),
    });
  }
  if (receiptKinds.has(message.kind) && hasReceipt(registration)) {
    attachments.push({
      filename: receiptFileName(registration),
      contentType: 'application/pdf',
      content: await receiptPdf(registration, message.language, font),
    });
  }
  if (calendarKinds.has(message.kind)) {
    // Stamped with the message's creation, so a retried send carries the very same file.
    attachments.push({
      filename: calendarFileName(registration),
      contentType: calendarContentType,
      content: Buffer.from(calendarFile(registration, message.language, message.createdAt), 'utf8'),
    });
  }
  const creditNote = message.kind === 'cancellation_notice' ? creditNoteOf(message.details, registration) : undefined;
  if (creditNote) {
    attachments.push({
      filename: creditNoteFileName(creditNote.number),
      contentType: 'application/pdf',
      content: await creditNotePdf(inLanguage, creditNote, font),
    });
  }
  return attachments;
}

/**
 * Composes an outbox message for its registration, in the language kept with the message. Every message to the
 * registered address carries the link to the delegate's page; the confirmation of a new address does not (its owner
 * is not yet known to be the delegate: the confirmation link leads to the page once opened).
 */
export async function composeMessage(
  message: OutboxMessage,
  registration: StoredRegistration,
  options: ComposeOptions,
): Promise<ComposedMessage> {
  const { font, badgeKey } = options;
  const { locale, text } = textsFor(message.language);
  const reference = registration.reference ?? '';
  const subject = text(subjectKeys[message.kind], { reference, ...announcementSubjectValues(message) });
  const name = delegateName(registration, text, locale);
  const attachments: Attachment[] = [];
  // The badge code goes with every confirmation of a paid registration (a resend too), when the server can sign it.
  const badge = badgeKey ? await badgeAttachment(message.kind, registration, badgeKey, text) : undefined;
  if (badge) attachments.push(badge.attachment);
  const certificate =
    message.kind === 'attendance_certificate' ? await certificateMessage(message, text, font) : undefined;
  if (certificate) attachments.push(certificate.attachment);
  const visaLetter =
    message.kind === 'visa_letter' ? await visaLetterMessage(message, registration, text, font) : undefined;
  if (visaLetter) attachments.push(visaLetter.attachment);
  const body: Block[] = [
    ...lifecycleBlocks(message, registration, text, locale),
    ...delegateBlocks(message, registration, text, locale, options),
    ...reminderBlocks(message, registration, text, locale),
    ...announcementBlocks(message, text),
  ];
  // The link message has the link in its body already.
  const pageLink: Block[] =
    message.kind === 'email_change_confirmation' || message.kind === 'delegate_link'
      ? []
      : [pageLinkBlock(message, pageUrlOf(registration, locale, options), text)];
  const blocks: Block[] = [
    { kind: 'paragraph', text: text('email.greeting', { name }) },
    ...body,
    ...pageLink,
    ...(badge ? badge.blocks : []),
    ...(certificate ? certificate.blocks : []),
    ...(visaLetter ? visaLetter.blocks : []),
    { kind: 'paragraph', text: text('email.contact') },
    { kind: 'paragraph', text: text('email.signoff') },
    { kind: 'paragraph', text: text('email.signature', { issuer: issuerName(locale) }) },
  ];
  attachments.push(...(await documentsOf(message, registration, font)));
  return {
    to: recipientOf(message.kind, message.recipient, message.details),
    subject,
    text: plainText(blocks),
    html: htmlBody(blocks, subject, locale),
    attachments,
    language: locale,
  };
}
