/**
 * The delegate's notice of a fee a manager changed: the fee before and after, what is now due (with the bank details)
 * or will be refunded, and, when an invoice had been issued, the credit note's number and the new invoice attached.
 * The manager's reason stays in the history; the figures come from the message, frozen when the change was made.
 */
import { drawDocument } from '../documents/documentPool';
import { invoiceFileName } from '../invoice/invoicePdf';
import { calendarDocument } from '../lifecycle/lifecycleMessages';
import { bankDetailsBlocks, numberOf, registrationFields, stringOf } from '../mail/lifecycleBlocks';
import type { MessageDefinition, MessageDocument } from '../mail/MessageDefinition';
import type { Block } from '../mail/messageLayout';
import { formatMoney } from '../mail/texts';

export const feeChangeNotice: MessageDefinition = {
  subjectKey: 'email.feeChange.subject',
  personalLink: true,
  blocks({ message, registration, text, locale }) {
    const reference = registration.reference ?? '';
    const details = message.details;
    const currency = stringOf(details.currency, registration.currency);
    const money = (amount: number) => formatMoney(amount, currency, locale);
    const balanceDue = numberOf(details.balanceDue, 0);
    const refundable = numberOf(details.refundable, 0);
    const invoiceNumber = stringOf(details.invoiceNumber, '');
    const blocks: Block[] = [
      {
        kind: 'paragraph',
        text: text('email.feeChange.intro', {
          reference,
          from: money(numberOf(details.feeFrom, registration.feeAmount)),
          to: money(numberOf(details.feeTo, registration.feeAmount)),
        }),
      },
    ];
    if (invoiceNumber !== '')
      blocks.push({
        kind: 'paragraph',
        text: text('email.feeChange.invoice', {
          invoiceNumber,
          creditNoteNumber: stringOf(details.creditNoteNumber, ''),
          replacedInvoice: stringOf(details.replacedInvoice, ''),
        }),
      });
    if (balanceDue > 0)
      blocks.push({ kind: 'paragraph', text: text('email.feeChange.due', { amount: money(balanceDue) }) });
    if (refundable > 0)
      blocks.push({ kind: 'paragraph', text: text('email.feeChange.refund', { amount: money(refundable) }) });
    blocks.push(
      { kind: 'heading', text: text('email.details.title') },
      { kind: 'fields', rows: registrationFields(text, registration, locale) },
    );
    if (balanceDue > 0 && registration.paymentMethod === 'bank') blocks.push(...bankDetailsBlocks(text, reference));
    return blocks;
  },
  async attachments(context) {
    const { message, registration, options } = context;
    // The invoice the change issued, drawn from the registration as it stands: its number and the new fee.
    const invoice: MessageDocument[] =
      typeof message.details.invoiceNumber === 'string' && registration.invoiceNumber
        ? [
            {
              attachment: {
                filename: invoiceFileName(registration.invoiceNumber),
                contentType: 'application/pdf',
                content: await drawDocument(
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
