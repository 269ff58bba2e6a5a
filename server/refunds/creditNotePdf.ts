/** The credit note of a cancelled bank registration's invoice as a PDF (pdfkit), in the delegate's language. */
import PDFDocument from 'pdfkit';

import { formatEventDate as dayText } from '../../core/i18n/eventTextValues';
import { mainFont, noteUnprinted, writeAnyScript } from '../documents/anyScriptText';
import { configuredFallbackFonts, type FallbackFonts } from '../documents/fallbackFonts';
import { pdfBytes } from '../documents/pdfFrame';
import { withStandIns } from '../documents/standIns';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { helveticaCannotDraw } from '../invoice/invoicePdf';
import { issuerAddressLines, issuerName, type Organiser, organiser } from '../invoice/organiser';
import { feeCategoryText, formatMoney, textsFor } from '../mail/texts';
import type { StoredRegistration } from '../store/Store';
import type { CreditNote } from './refundTypes';

/** The credit note's file name in an e-mail or a download. */
export function creditNoteFileName(number: string): string {
  return `credit-note-${number}.pdf`;
}

/** Draws the credit note: issuer, its number and date, the invoice it answers, the delegate, and the sum credited. */
export function creditNotePdf(
  registration: StoredRegistration,
  creditNote: CreditNote,
  font: InvoiceFont | undefined,
  data: Organiser = organiser,
  fallbacks: FallbackFonts = configuredFallbackFonts(),
): Promise<Buffer> {
  const { locale, text } = textsFor(registration.language);
  const amount = formatMoney(creditNote.amount, creditNote.currency, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${text('money.creditNote.title')} ${creditNote.number}`,
      Author: issuerName(locale, data),
      Subject: registration.reference ?? '',
    },
  });
  const done = pdfBytes(doc);
  let regular = 'Helvetica';
  let bold = 'Helvetica-Bold';
  if (font) {
    doc.registerFont('invoice', font.faceFor(registration.language) as unknown as Buffer);
    regular = 'invoice';
    bold = 'invoice';
  }
  // The delegate's details fall back glyph by glyph on other fonts, as on the invoice.
  const typed = {
    main: mainFont(regular, font?.faceFor(registration.language)),
    fallbacks,
    missing: new Set<string>(),
  };
  const safe = (value: string) => {
    const drawable = withStandIns(value, typed.main.draws);
    return font ? drawable : drawable.replace(helveticaCannotDraw, '?');
  };
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc
    .font(bold)
    .fontSize(14)
    .text(safe(issuerName(locale, data)), { width: width * 0.6 });
  doc.font(regular).fontSize(9.5);
  for (const line of issuerAddressLines(locale, data)) doc.text(safe(line), { width: width * 0.6 });
  doc
    .font(bold)
    .fontSize(22)
    .text(safe(text('money.creditNote.title')), left, 56, { width, align: 'right' });
  doc.moveDown(3);

  const labelWidth = 150;
  let y = Math.max(doc.y, 170);
  const meta: [string, string][] = [
    [text('money.creditNote.number'), creditNote.number],
    [text('money.creditNote.date'), dayText(creditNote.issuedOn, locale)],
    [text('money.creditNote.invoice'), creditNote.invoiceNumber],
    [text('invoice.reference'), registration.reference ?? ''],
  ];
  doc.fontSize(10);
  for (const [label, value] of meta) {
    doc.font(bold).text(safe(label), left, y, { width: labelWidth });
    doc.font(regular).text(safe(value), left + labelWidth, y, { width: width - labelWidth });
    y = doc.y + 4;
  }

  doc.moveDown(1.2);
  doc
    .font(bold)
    .fontSize(11)
    .text(safe(text('invoice.billTo')), left);
  doc.font(regular).fontSize(10);
  for (const line of [
    `${registration.title} ${registration.givenName} ${registration.familyName}`,
    registration.organizationName,
    registration.region,
    registration.email,
  ]) {
    if (line.trim() !== '') writeAnyScript(doc, line, typed, {}, { width });
  }

  doc.moveDown(1.2);
  const amountWidth = 120;
  const itemTop = doc.y;
  doc.font(regular).text(
    safe(
      text('money.creditNote.item', {
        invoiceNumber: creditNote.invoiceNumber,
        feeCategory: feeCategoryText(text, registration.feeCategory),
      }),
    ),
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
  doc.font(bold).text(safe(text('money.creditNote.total')), left, afterItem + 10, { width: width - amountWidth });
  doc.text(safe(amount), left + width - amountWidth, afterItem + 10, { width: amountWidth, align: 'right' });
  doc.moveDown(2);
  doc.font(regular).text(safe(text('money.creditNote.note')), left, doc.y, { width });
  noteUnprinted(
    doc,
    typed.missing,
    (characters) => text('invoice.unprintedCharacters', { characters }),
    `Credit note ${creditNote.number}`,
    width,
  );
  doc.end();
  return done;
}
