/**
 * The lifecycle's own e-mails: the bank acknowledgement with its invoice, the two confirmations of payment with the
 * receipt and the badge code, and the cancellation notice with its credit note. The calendar file goes with each
 * message that tells a delegate they are (or will be, once paid) attending.
 */
import { badgeDocuments } from '../badges/badgeInEmail';
import { calendarContentType, calendarFile, calendarFileName } from '../documents/calendarFile';
import { drawDocumentToSend } from '../documents/documentPool';
import { hasReceipt, receiptFileName } from '../documents/receiptPdf';
import { invoiceFileName } from '../invoice/invoicePdf';
import { acknowledgementBlocks, cancellationBlocks, confirmationBlocks, creditNoteOf } from '../mail/lifecycleBlocks';
import type { MessageContext, MessageDefinition, MessageDocument } from '../mail/MessageDefinition';
import { creditNoteFileName } from '../refunds/creditNotePdf';

/** The calendar file, stamped with the message's creation so that a retried send carries the very same file. */
export function calendarDocument({ message, registration }: MessageContext): MessageDocument {
  return {
    attachment: {
      filename: calendarFileName(registration),
      contentType: calendarContentType,
      content: Buffer.from(calendarFile(registration, message.language, message.createdAt), 'utf8'),
    },
  };
}

/** The receipt, once the registration has one to show. */
async function receiptDocuments({ message, registration, options }: MessageContext): Promise<MessageDocument[]> {
  if (!hasReceipt(registration)) return [];
  const content = await drawDocumentToSend('receipt', { registration, language: message.language }, options.font);
  return [{ attachment: { filename: receiptFileName(registration), contentType: 'application/pdf', content } }];
}

export const bankAcknowledgement: MessageDefinition = {
  subjectKey: 'email.bankAcknowledgement.subject',
  personalLink: true,
  blocks: acknowledgementBlocks,
  async attachments(context) {
    const { message, registration, options } = context;
    const invoice: MessageDocument[] = registration.invoiceNumber
      ? [
          {
            attachment: {
              filename: invoiceFileName(registration.invoiceNumber),
              contentType: 'application/pdf',
              content: await drawDocumentToSend(
                'invoice',
                { registration: { ...registration, language: message.language } },
                options.font,
              ),
            },
          },
        ]
      : [];
    return [...invoice, calendarDocument(context)];
  },
};

/** Both confirmations: the badge code (when paid and signed), the receipt and the calendar file. */
async function confirmationDocuments(context: MessageContext): Promise<MessageDocument[]> {
  return [...(await badgeDocuments(context)), ...(await receiptDocuments(context)), calendarDocument(context)];
}

export const onlineConfirmation: MessageDefinition = {
  subjectKey: 'email.onlineConfirmation.subject',
  personalLink: true,
  blocks: confirmationBlocks,
  attachments: confirmationDocuments,
};

export const bankConfirmation: MessageDefinition = {
  subjectKey: 'email.bankConfirmation.subject',
  personalLink: true,
  blocks: confirmationBlocks,
  attachments: confirmationDocuments,
};

export const cancellationNotice: MessageDefinition = {
  subjectKey: 'email.cancellation.subject',
  // After a cancellation the page shows the registration and its refund.
  personalLink: true,
  pageLinkNoteKey: 'email.pageLink.noteCancelled',
  blocks: cancellationBlocks,
  async attachments({ message, registration, options }) {
    const creditNote = creditNoteOf(message.details, registration);
    if (!creditNote) return [];
    const inLanguage = { ...registration, language: message.language };
    return [
      {
        attachment: {
          filename: creditNoteFileName(creditNote.number),
          contentType: 'application/pdf',
          content: await drawDocumentToSend('creditNote', { registration: inLanguage, creditNote }, options.font),
        },
      },
    ];
  },
};
