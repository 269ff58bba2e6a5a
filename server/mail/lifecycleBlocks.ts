/**
 * The bodies of the lifecycle's own messages: the bank acknowledgement, the two confirmations and the cancellation
 * notice (their definitions: server/lifecycle/lifecycleMessages.ts).
 */
import { formatEventDate } from '../../core/i18n/eventTextValues';
import type { Locale } from '../../core/i18n/locales';
import { event } from '../../core/model/schemaData';
import { refundCutOffDay } from '../../core/rules/refund';
import { invoiceDueDay } from '../invoice/invoicePdf';
import { organiser } from '../invoice/organiser';
import type { CreditNote } from '../refunds/refundTypes';
import type { StoredRegistration } from '../store/Store';
import { delegateName } from './delegateName';
import type { MessageContext } from './MessageDefinition';
import type { Block } from './messageLayout';
import { feeCategoryText, formatMoney, type TextOf } from './texts';

export function numberOf(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function stringOf(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** The credit note a cancellation issued, from the figures its message keeps. */
export function creditNoteOf(
  details: Record<string, unknown>,
  registration: StoredRegistration,
): CreditNote | undefined {
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

/** The rows that name a registration in every message about it. */
export function registrationFields(text: TextOf, registration: StoredRegistration, locale: Locale): [string, string][] {
  return [
    [text('email.details.reference'), registration.reference ?? ''],
    [text('email.details.delegate'), delegateName(registration, text, locale)],
    [text('email.details.organisation'), registration.organizationName],
    [text('email.details.fee'), feeCategoryText(text, registration.feeCategory)],
  ];
}

/** The organiser's bank account and how to quote the reference: the acknowledgement's, repeated by the payment reminder. */
export function bankDetailsBlocks(text: TextOf, reference: string): Block[] {
  const { bank } = organiser;
  return [
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

/** The bank acknowledgement's body: the invoice's figures and the bank details to pay by. */
export function acknowledgementBlocks({ registration, text, locale }: MessageContext): Block[] {
  const reference = registration.reference ?? '';
  const fee = formatMoney(registration.feeAmount, registration.currency, locale);
  const invoiceDay = registration.invoiceDate ?? registration.createdAt.toISOString().slice(0, 10);
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
    ...bankDetailsBlocks(text, reference),
  ];
}

/** A confirmation's body (online or bank): the payment received, as the receipt states it. */
export function confirmationBlocks({ message, registration, text, locale }: MessageContext): Block[] {
  const reference = registration.reference ?? '';
  const details = message.details;
  const currency = stringOf(details.currency, registration.paidCurrency ?? registration.currency);
  const paid = formatMoney(
    numberOf(details.amount, registration.paidAmount ?? registration.feeAmount),
    currency,
    locale,
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

/** The cancellation notice's body: the reason, the refund the rule makes due and how it travels, the credit note. */
export function cancellationBlocks({ message, registration, text, locale }: MessageContext): Block[] {
  const reference = registration.reference ?? '';
  const details = message.details;
  const currency = stringOf(details.currency, registration.currency);
  const amountPaid = numberOf(details.amountPaid, 0);
  const percent = numberOf(details.refundPercent, 0);
  const refundValues = {
    amountPaid: formatMoney(amountPaid, currency, locale),
    refundAmount: formatMoney(numberOf(details.refundAmount, 0), currency, locale),
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
              amount: formatMoney(creditNote.amount, creditNote.currency, locale),
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
