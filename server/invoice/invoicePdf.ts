/** The invoice of a bank-transfer registration as a PDF (pdfkit), in the delegate's language. */
import PDFDocument from 'pdfkit';

import { formatEventDate as dayText } from '../../core/i18n/eventTextValues';
import { storedRegionName } from '../../core/i18n/regionName';
import { regions } from '../../core/model/regionList';
import { event } from '../../core/model/schemaData';
import { paymentDueDay } from '../../core/rules/paymentDue';
import { helveticaCannotDraw, mainFont, noteUnprinted, writeAnyScript } from '../documents/anyScriptText';
import { configuredFallbackFonts, type FallbackFonts } from '../documents/fallbackFonts';
import { pdfBytes } from '../documents/pdfFrame';
import { withStandIns } from '../documents/standIns';
import { delegateName } from '../mail/delegateName';
import { feeCategoryText, formatMoney, textsFor } from '../mail/texts';
import type { StoredRegistration } from '../store/Store';
import type { InvoiceFont } from './invoiceFont';
import { issuerAddressLines, issuerName, type Organiser, organiser } from './organiser';

/** The invoice's file name in an e-mail. */
export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber}.pdf`;
}

/** The due day of a registration's invoice. */
export function invoiceDueDay(invoiceDay: string, data: Organiser = organiser): string {
  return paymentDueDay(event, invoiceDay, data.paymentDueDays);
}

export { helveticaCannotDraw };

/**
 * Draws the invoice; `font` covers Chinese, and the delegate's details fall back glyph by glyph on `fallbacks`. Without
 * `font`, Helvetica prints '?' for what it cannot draw of the fixed texts and says so; a character of the delegate's
 * that no font draws prints as '?' and is named on the invoice and in the log.
 */
export function invoicePdf(
  registration: StoredRegistration,
  font: InvoiceFont | undefined,
  data: Organiser = organiser,
  fallbacks: FallbackFonts = configuredFallbackFonts(),
): Promise<Buffer> {
  const { locale, text } = textsFor(registration.language);
  const invoiceNumber = registration.invoiceNumber ?? '';
  const invoiceDay = registration.invoiceDate ?? registration.createdAt.toISOString().slice(0, 10);
  const dueDay = invoiceDueDay(invoiceDay, data);
  const amount = formatMoney(registration.feeAmount, registration.currency, locale);
  const reference = registration.reference ?? '';

  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${text('invoice.title')} ${invoiceNumber}`, Author: issuerName(locale, data), Subject: reference },
  });
  const done = pdfBytes(doc);

  let regular = 'Helvetica';
  let bold = 'Helvetica-Bold';
  let replaced = false;
  if (font) {
    // pdfkit takes a parsed fontkit font where it takes a file (its types only know files).
    doc.registerFont('invoice', font.faceFor(registration.language) as unknown as Buffer);
    regular = 'invoice';
    // The CJK face has one weight here: headings are set larger instead of bold.
    bold = 'invoice';
  }
  const typed = {
    main: mainFont(regular, font?.faceFor(registration.language)),
    fallbacks,
    missing: new Set<string>(),
  };
  const safe = (value: string): string => {
    const drawable = withStandIns(value, typed.main.draws);
    if (font) return drawable;
    const cleaned = drawable.replace(helveticaCannotDraw, '?');
    if (cleaned !== drawable) replaced = true;
    return cleaned;
  };

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  // Issuer.
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
    .text(safe(text('invoice.title')), left, 56, { width, align: 'right' });
  doc.moveDown(3);

  // Numbers and dates.
  const metaTop = Math.max(doc.y, 170);
  const labelWidth = 130;
  const meta: [string, string][] = [
    [text('invoice.number'), invoiceNumber],
    [text('invoice.date'), dayText(invoiceDay, locale)],
    [text('invoice.dueDate'), dayText(dueDay, locale)],
    [text('invoice.reference'), reference],
  ];
  let y = metaTop;
  doc.fontSize(10);
  for (const [label, value] of meta) {
    doc.font(bold).text(safe(label), left, y, { width: labelWidth });
    doc.font(regular).text(safe(value), left + labelWidth, y, { width: width - labelWidth });
    y = doc.y + 4;
  }

  // Bill to.
  doc.moveDown(1.2);
  doc
    .font(bold)
    .fontSize(11)
    .text(safe(text('invoice.billTo')), left);
  doc.font(regular).fontSize(10);
  const name = delegateName(registration, text, locale);
  for (const line of [
    name,
    registration.postTitle,
    registration.organizationName,
    storedRegionName(regions, registration.region, locale),
    registration.email,
  ]) {
    if (line.trim() !== '') writeAnyScript(doc, line, typed, {}, { width });
  }

  // The one item and the total.
  doc.moveDown(1.2);
  const amountWidth = 120;
  const tableTop = doc.y;
  doc.font(bold).fontSize(10);
  doc.text(safe(text('invoice.description')), left, tableTop, { width: width - amountWidth });
  doc.text(safe(text('invoice.amount')), left + width - amountWidth, tableTop, { width: amountWidth, align: 'right' });
  doc
    .moveTo(left, doc.y + 3)
    .lineTo(left + width, doc.y + 3)
    .stroke();
  const itemTop = doc.y + 8;
  doc.font(regular);
  doc.text(
    safe(text('invoice.item', { feeCategory: feeCategoryText(text, registration.feeCategory) })),
    left,
    itemTop,
    { width: width - amountWidth - 10 },
  );
  const afterItem = doc.y;
  doc.text(safe(amount), left + width - amountWidth, itemTop, { width: amountWidth, align: 'right' });
  doc
    .moveTo(left, afterItem + 4)
    .lineTo(left + width, afterItem + 4)
    .stroke();
  const totalTop = afterItem + 10;
  doc.font(bold).text(safe(text('invoice.total')), left, totalTop, { width: width - amountWidth });
  doc.text(safe(amount), left + width - amountWidth, totalTop, { width: amountWidth, align: 'right' });

  // Bank details.
  doc.moveDown(2);
  doc
    .font(bold)
    .fontSize(11)
    .text(safe(text('invoice.bank.title')), left);
  doc.fontSize(10);
  const bankRows: [string, string][] = [
    [text('invoice.bank.accountName'), data.bank.accountName],
    [text('invoice.bank.accountNumber'), data.bank.accountNumber],
    [text('invoice.bank.bankName'), data.bank.bankName],
    [text('invoice.bank.bankAddress'), data.bank.bankAddress],
    [text('invoice.bank.swiftCode'), data.bank.swiftCode],
  ];
  y = doc.y + 4;
  for (const [label, value] of bankRows) {
    doc.font(bold).text(safe(label), left, y, { width: labelWidth });
    doc.font(regular).text(safe(value), left + labelWidth, y, { width: width - labelWidth });
    y = doc.y + 3;
  }

  // Remittance instructions: the bank box's texts.
  doc.moveDown(1.5);
  doc
    .font(bold)
    .fontSize(11)
    .text(safe(text('invoice.remittance.title')), left);
  doc.font(regular).fontSize(10);
  for (const line of [
    text('invoice.remittance.quote', { reference }),
    text('part.d.bank.receipt'),
    text('part.d.bank.charges'),
    text('part.d.bank.confirmation'),
  ]) {
    doc.text(safe(`•  ${line}`), { width, paragraphGap: 3 });
  }

  if (replaced) {
    doc.moveDown(1);
    doc.fontSize(8).text(text('invoice.fontNote').replace(helveticaCannotDraw, '?'), { width });
  }
  noteUnprinted(
    doc,
    typed.missing,
    (characters) => text('invoice.unprintedCharacters', { characters }),
    `Invoice ${invoiceNumber}`,
    width,
  );
  doc.end();
  return done;
}
