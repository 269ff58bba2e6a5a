/**
 * Every document the server draws, by name, as the document workers run them (server/documents/documentPool.ts): one
 * input object each, and the font last, so a worker substitutes the font it parsed once for the caller's.
 */
import type { BadgeLayout } from '../../core/model/badgeLayout';
import { type BadgeContent, type BadgeSheet, badgesPdf } from '../badges/badgesPdf';
import { type CertificateContent, certificatePdf } from '../certificates/certificatePdf';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { invoicePdf } from '../invoice/invoicePdf';
import { listPdf, type ListTable } from '../lists/listPdf';
import { creditNotePdf } from '../refunds/creditNotePdf';
import type { CreditNote } from '../refunds/refundTypes';
import type { StoredRegistration } from '../store/Store';
import { type VisaLetterContent, visaLetterPdf } from '../visaLetters/visaLetterPdf';
import { receiptPdf } from './receiptPdf';

export const documentDrawers = {
  invoice: (input: { registration: StoredRegistration }, font: InvoiceFont | undefined) =>
    invoicePdf(input.registration, font),
  receipt: (input: { registration: StoredRegistration; language: string }, font: InvoiceFont | undefined) =>
    receiptPdf(input.registration, input.language, font),
  creditNote: (input: { registration: StoredRegistration; creditNote: CreditNote }, font: InvoiceFont | undefined) =>
    creditNotePdf(input.registration, input.creditNote, font),
  certificate: (input: { content: CertificateContent }, font: InvoiceFont | undefined) =>
    certificatePdf(input.content, font),
  badges: (
    input: { badges: readonly BadgeContent[]; layout: BadgeLayout; sheet: BadgeSheet },
    font: InvoiceFont | undefined,
  ) => badgesPdf(input.badges, input.layout, input.sheet, font),
  list: (input: { table: ListTable; language: string }, font: InvoiceFont | undefined) =>
    listPdf(input.table, font, input.language),
  visaLetter: (input: { content: VisaLetterContent }, font: InvoiceFont | undefined) =>
    visaLetterPdf(input.content, font),
};

export type DocumentKind = keyof typeof documentDrawers;
export type DocumentInput<K extends DocumentKind> = Parameters<(typeof documentDrawers)[K]>[0];
