/** The receipt of a paid registration as a PDF (pdfkit), in the delegate's language: what was paid, when and how. */
import PDFDocument from 'pdfkit';

import { formatEventDate as dayText } from '../../src/i18n/eventTextValues';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { type Organiser, organiser } from '../invoice/organiser';
import { feeCategoryText, formatMoney, textsFor } from '../mail/texts';
import type { StoredRegistration } from '../store/Store';

/** The receipt's file name, in an e-mail and on the delegate's page. */
export function receiptFileName(reference: string): string {
  return `receipt-${reference}.pdf`;
}

// Helvetica draws WinAnsi (Latin-1 and a few more) only; anything else would come out as garbage glyphs.
const helveticaCannotDraw = /[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g;

/** Draws the receipt of a paid registration; `font` covers Chinese names (without it, '?' stands for what Helvetica cannot draw). */
export function receiptPdf(
  registration: StoredRegistration,
  font: InvoiceFont | undefined,
  data: Organiser = organiser,
): Promise<Buffer> {
  const { locale, text } = textsFor(registration.language);
  const reference = registration.reference ?? '';
  const paid = formatMoney(
    text,
    registration.paidAmount ?? registration.feeAmount,
    registration.paidCurrency ?? registration.currency,
  );
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${text('delegate.receipt.title')} ${reference}`, Author: data.issuer.name, Subject: reference },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font) doc.registerFont('receipt', font.faceFor(registration.language) as unknown as Buffer);
  const regular = font ? 'receipt' : 'Helvetica';
  const bold = font ? 'receipt' : 'Helvetica-Bold';
  const safe = (value: string) => (font ? value : value.replace(helveticaCannotDraw, '?'));
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc
    .font(bold)
    .fontSize(14)
    .text(safe(data.issuer.name), { width: width * 0.6 });
  doc.font(regular).fontSize(9.5);
  for (const line of data.issuer.addressLines) doc.text(safe(line), { width: width * 0.6 });
  doc.text(safe(`${data.issuer.email}  ${data.issuer.phone}`), { width: width * 0.6 });
  doc
    .font(bold)
    .fontSize(22)
    .text(safe(text('delegate.receipt.title')), left, 56, { width, align: 'right' });
  doc.moveDown(3);

  const name = `${registration.title} ${registration.givenName} ${registration.familyName}`;
  const rows: [string, string][] = [
    [text('email.details.reference'), reference],
    [text('email.details.delegate'), name],
    [text('email.details.organisation'), registration.organizationName],
    [text('email.details.fee'), feeCategoryText(text, registration.feeCategory)],
    [text('email.receipt.amountPaid'), paid],
    ...(registration.paidOn
      ? [[text('email.receipt.paidOn'), dayText(registration.paidOn, locale)] as [string, string]]
      : []),
    [text('email.receipt.method'), text(`email.receipt.method.${registration.paymentMethod}`)],
    ...(registration.invoiceNumber ? [[text('invoice.number'), registration.invoiceNumber] as [string, string]] : []),
  ];
  const labelWidth = 150;
  let y = Math.max(doc.y, 170);
  doc.fontSize(10);
  for (const [label, value] of rows) {
    doc.font(bold).text(safe(label), left, y, { width: labelWidth });
    doc.font(regular).text(safe(value), left + labelWidth, y, { width: width - labelWidth });
    y = doc.y + 4;
  }
  doc.moveDown(2);
  doc
    .font(regular)
    .fontSize(10)
    .text(safe(text('delegate.receipt.note', { amount: paid, reference })), left, doc.y, { width });
  doc.end();
  return done;
}
