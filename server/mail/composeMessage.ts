/** The e-mail of an outbox message: subject, plain text and HTML from the same blocks, and the invoice for bank transfers. */
import { formatEventDate } from '../../src/i18n/eventTextValues';
import type { Locale } from '../../src/i18n/locales';
import { event } from '../../src/model/schemaData';
import { refundCutOffDay } from '../../src/rules/refund';
import { badgeAttachment, badgeBlockHtml, type BadgeKey } from '../badges/badgeInEmail';
import { certificateMessage } from '../certificates/certificateEmail';
import { escapeHtml } from '../http/htmlPage';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { invoiceDueDay, invoiceFileName, invoicePdf } from '../invoice/invoicePdf';
import { organiser } from '../invoice/organiser';
import type { MessageKind } from '../lifecycle/lifecycle';
import { creditNoteFileName, creditNotePdf } from '../refunds/creditNotePdf';
import type { CreditNote } from '../refunds/refundTypes';
import type { OutboxMessage } from '../store/LifecycleStore';
import type { StoredRegistration } from '../store/Store';
import { delegateName } from './delegateName';
import { feeCategoryText, formatMoney, type TextOf, textsFor } from './texts';

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

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'fields'; rows: [string, string][] }
  | { kind: 'list'; items: string[] }
  | { kind: 'image'; cid: string; alt: string; caption: string };

const subjectKeys: Record<MessageKind, string> = {
  bank_acknowledgement: 'email.bankAcknowledgement.subject',
  online_confirmation: 'email.onlineConfirmation.subject',
  bank_confirmation: 'email.bankConfirmation.subject',
  cancellation_notice: 'email.cancellation.subject',
  attendance_certificate: 'email.certificate.subject',
};

function numberOf(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function stringOf(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** The credit note a cancellation issued, from the figures its message keeps. */
function creditNoteOf(details: Record<string, unknown>, registration: StoredRegistration): CreditNote | undefined {
  const number = stringOf(details.creditNoteNumber, '');
  if (number === '' || !registration.invoiceNumber) return undefined;
  return {
    number,
    issuedOn: stringOf(details.creditNoteDate, registration.invoiceDate ?? ''),
    invoiceNumber: registration.invoiceNumber,
    amount: numberOf(details.creditNoteAmount, 0),
    currency: stringOf(details.currency, registration.currency),
  };
}

function registrationFields(text: TextOf, registration: StoredRegistration, locale: Locale): [string, string][] {
  return [
    [text('email.details.reference'), registration.reference ?? ''],
    [text('email.details.delegate'), delegateName(registration, text, locale)],
    [text('email.details.organisation'), registration.organizationName],
    [text('email.details.fee'), feeCategoryText(text, registration.feeCategory)],
  ];
}

function bodyBlocks(message: OutboxMessage, registration: StoredRegistration, text: TextOf, locale: Locale): Block[] {
  const reference = registration.reference ?? '';
  const fee = formatMoney(text, registration.feeAmount, registration.currency);
  const details = message.details;
  switch (message.kind) {
    case 'bank_acknowledgement': {
      const invoiceDay = registration.invoiceDate ?? registration.createdAt.toISOString().slice(0, 10);
      const { bank } = organiser;
      return [
        { kind: 'paragraph', text: text('email.bankAcknowledgement.intro', { reference }) },
        {
          kind: 'paragraph',
          text: text(
            'email.bankAcknowledgement.payment',
            { amount: fee, reference, invoiceNumber: registration.invoiceNumber ?? '' },
            { dueDate: invoiceDueDay(invoiceDay) },
          ),
        },
        { kind: 'heading', text: text('email.details.title') },
        {
          kind: 'fields',
          rows: [...registrationFields(text, registration, locale), [text('email.details.amount'), fee]],
        },
        { kind: 'heading', text: text('invoice.bank.title') },
        {
          kind: 'fields',
          rows: [
            [text('invoice.bank.accountName'), bank.accountName],
            [text('invoice.bank.accountNumber'), bank.accountNumber],
            [text('invoice.bank.bankName'), bank.bankName],
            [text('invoice.bank.bankAddress'), bank.bankAddress],
            [text('invoice.bank.swiftCode'), bank.swiftCode],
          ],
        },
        { kind: 'heading', text: text('invoice.remittance.title') },
        {
          kind: 'list',
          items: [
            text('invoice.remittance.quote', { reference }),
            text('part.d.bank.receipt'),
            text('part.d.bank.charges'),
            text('part.d.bank.confirmation'),
          ],
        },
      ];
    }
    case 'online_confirmation':
    case 'bank_confirmation': {
      const currency = stringOf(details.currency, registration.paidCurrency ?? registration.currency);
      const paid = formatMoney(
        text,
        numberOf(details.amount, registration.paidAmount ?? registration.feeAmount),
        currency,
      );
      const paidOn = stringOf(details.paidOn, registration.paidOn ?? '');
      const introKey =
        message.kind === 'online_confirmation' ? 'email.onlineConfirmation.intro' : 'email.bankConfirmation.intro';
      return [
        { kind: 'paragraph', text: text(introKey, { amount: paid, reference }, paidOn ? { paidOn } : {}) },
        { kind: 'heading', text: text('email.receipt.title') },
        {
          kind: 'fields',
          rows: [
            ...registrationFields(text, registration, locale),
            [text('email.receipt.amountPaid'), paid],
            ...(paidOn ? [[text('email.receipt.paidOn'), formatEventDate(paidOn, locale)] as [string, string]] : []),
            [text('email.receipt.method'), text(`email.receipt.method.${registration.paymentMethod}`)],
          ],
        },
        { kind: 'paragraph', text: text('email.confirmation.closing') },
      ];
    }
    case 'cancellation_notice': {
      const currency = stringOf(details.currency, registration.currency);
      const amountPaid = numberOf(details.amountPaid, 0);
      const percent = numberOf(details.refundPercent, 0);
      const refundValues = {
        amountPaid: formatMoney(text, amountPaid, currency),
        refundAmount: formatMoney(text, numberOf(details.refundAmount, 0), currency),
        refundPercent: percent,
      };
      const refundKey =
        amountPaid === 0
          ? 'email.cancellation.refund.unpaid'
          : percent > 0
            ? 'email.cancellation.refund.partial'
            : 'email.cancellation.refund.none';
      const refundMethod = stringOf(details.refundMethod, '');
      const creditNote = creditNoteOf(details, registration);
      return [
        { kind: 'paragraph', text: text('email.cancellation.intro', { reference }) },
        { kind: 'paragraph', text: text('email.cancellation.reason', { reason: stringOf(details.reason, '') }) },
        { kind: 'paragraph', text: text(refundKey, refundValues) },
        // How the refund reaches the delegate: back to the card, or by the organiser's transfer.
        ...(refundMethod === 'card' || refundMethod === 'bank'
          ? [
              {
                kind: 'paragraph' as const,
                text: text(`money.email.refund.${refundMethod}`, { refundAmount: refundValues.refundAmount }),
              },
            ]
          : []),
        ...(creditNote
          ? [
              {
                kind: 'paragraph' as const,
                text: text('money.email.creditNote', {
                  creditNoteNumber: creditNote.number,
                  invoiceNumber: creditNote.invoiceNumber,
                  amount: formatMoney(text, creditNote.amount, creditNote.currency),
                }),
              },
            ]
          : []),
        {
          kind: 'paragraph',
          text: text(
            'email.cancellation.rule',
            {},
            { cutOffDate: stringOf(details.refundCutOffDay, refundCutOffDay(event)) },
          ),
        },
        { kind: 'fields', rows: registrationFields(text, registration, locale) },
      ];
    }
    case 'attendance_certificate':
      // Its words come with its PDF (server/certificates/certificateEmail.ts).
      return [];
  }
}

function plainText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.text;
        case 'heading':
          return `${block.text}\n${'-'.repeat(Math.min(60, block.text.length))}`;
        case 'fields':
          return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
        case 'list':
          return block.items.map((item) => `- ${item}`).join('\n');
        case 'image':
          return block.caption;
      }
    })
    .join('\n\n');
}

function htmlBody(blocks: readonly Block[], subject: string, language: string): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return `<p>${escapeHtml(block.text)}</p>`;
      case 'heading':
        return `<h2 style="font-size:1.1em;margin:1.4em 0 0.4em">${escapeHtml(block.text)}</h2>`;
      case 'fields':
        return `<table role="presentation" style="border-collapse:collapse">${block.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`;
      case 'list':
        return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      case 'image':
        return badgeBlockHtml(block.cid, block.alt, block.caption);
    }
  });
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2430;line-height:1.5;max-width:40em">
${parts.join('\n')}
</body>
</html>`;
}

/** Composes an outbox message for its registration, in the language kept with the message. */
export async function composeMessage(
  message: OutboxMessage,
  registration: StoredRegistration,
  font: InvoiceFont | undefined,
  badgeKey?: BadgeKey,
): Promise<ComposedMessage> {
  const { locale, text } = textsFor(message.language);
  const reference = registration.reference ?? '';
  const subject = text(subjectKeys[message.kind], { reference });
  const name = delegateName(registration, text, locale);
  const attachments: Attachment[] = [];
  // The badge code goes with every confirmation of a paid registration (a resend too), when the server can sign it.
  const badge = badgeKey ? await badgeAttachment(message.kind, registration, badgeKey, text) : undefined;
  if (badge) attachments.push(badge.attachment);
  const certificate =
    message.kind === 'attendance_certificate' ? await certificateMessage(message, text, font) : undefined;
  if (certificate) attachments.push(certificate.attachment);
  const blocks: Block[] = [
    { kind: 'paragraph', text: text('email.greeting', { name }) },
    ...bodyBlocks(message, registration, text, locale),
    ...(badge ? badge.blocks : []),
    ...(certificate ? certificate.blocks : []),
    { kind: 'paragraph', text: text('email.contact') },
    { kind: 'paragraph', text: text('email.signoff') },
    { kind: 'paragraph', text: text('email.signature', { issuer: organiser.issuer.name }) },
  ];
  if (message.kind === 'bank_acknowledgement' && registration.invoiceNumber) {
    // The invoice in the message's language, whatever the registration's language is now.
    const pdf = await invoicePdf({ ...registration, language: message.language }, font);
    attachments.push({
      filename: invoiceFileName(registration.invoiceNumber),
      contentType: 'application/pdf',
      content: pdf,
    });
  }
  const creditNote = message.kind === 'cancellation_notice' ? creditNoteOf(message.details, registration) : undefined;
  if (creditNote) {
    const pdf = await creditNotePdf({ ...registration, language: message.language }, creditNote, font);
    attachments.push({ filename: creditNoteFileName(creditNote.number), contentType: 'application/pdf', content: pdf });
  }
  return {
    to: message.recipient,
    subject,
    text: plainText(blocks),
    html: htmlBody(blocks, subject, locale),
    attachments,
    language: locale,
  };
}
