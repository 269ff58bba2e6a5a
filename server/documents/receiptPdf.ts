/**
 * The receipt of a paid registration as a PDF (pdfkit), in the delegate's language: what was received, when and how,
 * for whom, from the organiser. Drawn in the invoice's font (server/invoice/invoiceFont.ts) so Chinese names print.
 */
import PDFDocument from 'pdfkit';

import { formatEventDate as dayText } from '../../core/i18n/eventTextValues';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { helveticaCannotDraw } from '../invoice/invoicePdf';
import { issuerAddressLines, issuerName, type Organiser, organiser } from '../invoice/organiser';
import { delegateName } from '../mail/delegateName';
import { feeCategoryText, formatMoney, textsFor } from '../mail/texts';
import type { StoredRegistration } from '../store/Store';
import { mainFont, noteUnprinted, writeAnyScript } from './anyScriptText';
import { configuredFallbackFonts, type FallbackFonts } from './fallbackFonts';
import { pdfBytes } from './pdfFrame';
import { withStandIns } from './standIns';

/** The receipt's file name in an e-mail or a download: 'receipt-<reference>.pdf'. */
export function receiptFileName(registration: Pick<StoredRegistration, 'id' | 'reference'>): string {
  return `receipt-${registration.reference ?? `registration-${registration.id}`}.pdf`;
}

/** Whether a registration has a receipt: money was received (a later cancellation does not undo that). */
export function hasReceipt(registration: Pick<StoredRegistration, 'paidAmount' | 'paidOn'>): boolean {
  return registration.paidAmount !== null && registration.paidOn !== null;
}

/**
 * Draws the receipt of `registration` in `language`; without `font`, Helvetica prints '?' for what it cannot draw of
 * the fixed texts. The delegate's name and organisation fall back glyph by glyph on `fallbacks` (as on the invoice).
 */
export function receiptPdf(
  registration: StoredRegistration,
  language: string,
  font: InvoiceFont | undefined,
  data: Organiser = organiser,
  fallbacks: FallbackFonts = configuredFallbackFonts(),
): Promise<Buffer> {
  const { locale, text } = textsFor(language);
  const reference = registration.reference ?? '';
  const currency = registration.paidCurrency ?? registration.currency;
  const amount = formatMoney(registration.paidAmount ?? registration.feeAmount, currency, locale);

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${text('email.receipt.title')} ${reference}`,
      Author: issuerName(locale, data),
      Subject: reference,
    },
  });
  const done = pdfBytes(doc);

  let regular = 'Helvetica';
  let bold = 'Helvetica-Bold';
  let replaced = false;
  if (font) {
    // pdfkit takes a parsed fontkit font where it takes a file (its types only know files).
    doc.registerFont('receipt', font.faceFor(language) as unknown as Buffer);
    regular = 'receipt';
    // The CJK face has one weight here: headings are set larger instead of bold.
    bold = 'receipt';
  }
  const typed = { main: mainFont(regular, font?.faceFor(language)), fallbacks, missing: new Set<string>() };
  const delegateTyped = new Set([1, 2]);
  const safe = (value: string): string => {
    const drawable = withStandIns(value, typed.main.draws);
    if (font) return drawable;
    const cleaned = drawable.replace(helveticaCannotDraw, '?');
    if (cleaned !== drawable) replaced = true;
    return cleaned;
  };

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  // The organiser who received the money.
  doc
    .font(bold)
    .fontSize(14)
    .text(safe(issuerName(locale, data)), { width: width * 0.6 });
  doc.font(regular).fontSize(9.5);
  for (const line of issuerAddressLines(locale, data)) doc.text(safe(line), { width: width * 0.6 });
  doc.text(safe(`${data.issuer.email}  ${data.issuer.phone}`), { width: width * 0.6 });
  doc
    .font(bold)
    .fontSize(22)
    .text(safe(text('email.receipt.title')), left, 56, { width, align: 'right' });
  doc.moveDown(3);

  const rows: [string, string][] = [
    [text('email.details.reference'), reference],
    [text('email.details.delegate'), delegateName(registration, text, locale)],
    [text('email.details.organisation'), registration.organizationName],
    [text('email.details.fee'), feeCategoryText(text, registration.feeCategory)],
    [text('email.receipt.amountPaid'), amount],
    [text('receipt.currency'), currency],
    ...(registration.paidOn
      ? [[text('email.receipt.paidOn'), dayText(registration.paidOn, locale)] as [string, string]]
      : []),
    [text('email.receipt.method'), text(`email.receipt.method.${registration.paymentMethod}`)],
  ];
  const labelWidth = 150;
  let y = Math.max(doc.y, 170);
  doc.fontSize(10.5);
  rows.forEach(([label, value], index) => {
    doc.font(bold).text(safe(label), left, y, { width: labelWidth });
    doc.font(regular);
    // The delegate's name and organisation, in whatever script they were typed.
    if (delegateTyped.has(index))
      writeAnyScript(doc, value, typed, { x: left + labelWidth, y }, { width: width - labelWidth });
    else doc.text(safe(value), left + labelWidth, y, { width: width - labelWidth });
    y = doc.y + 6;
  });

  doc.moveDown(2);
  doc
    .font(regular)
    .fontSize(10)
    .text(safe(text('receipt.statement', { amount, reference, issuer: issuerName(locale, data) })), left, doc.y, {
      width,
    });

  if (replaced) {
    doc.moveDown(1);
    doc.fontSize(8).text(text('invoice.fontNote').replace(helveticaCannotDraw, '?'), { width });
  }
  noteUnprinted(
    doc,
    typed.missing,
    (characters) => text('invoice.unprintedCharacters', { characters }),
    `Receipt ${reference}`,
    width,
  );
  doc.end();
  return done;
}
