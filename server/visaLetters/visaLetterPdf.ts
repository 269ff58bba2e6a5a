/**
 * The visa invitation letter as a PDF (pdfkit, A4): the organiser's letterhead, the letter's number and day, the
 * consulate it is addressed to, the delegate as in their passport, the event with its dates and venue, who pays for
 * what, and the code that checks it. Texts come from the catalogues, the layout from schemas/visa-letter.layout.json.
 */
import layout from '@schemas/visa-letter.layout.json';
import PDFDocument from 'pdfkit';

import { formatEventDate } from '../../core/i18n/eventTextValues';
import { textInLanguage } from '../../core/i18n/textInLanguage';
import { meetings } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import { isCalendarDay, visaEventSpan, type VisaRequestValues } from '../../core/rules/visaLetter';
import { eventLogo } from '../documents/eventLogo';
import { documentFont, pdfBytes } from '../documents/pdfFrame';
import { drawSignatureBlock } from '../documents/signatureBlock';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { issuerAddressLines, issuerName, organiser } from '../invoice/organiser';
import { textsFor } from '../mail/texts';

/** What a letter prints. */
export interface VisaLetterContent {
  number: string;
  verificationCode: string;
  checkUrl: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  reference: string;
  values: VisaRequestValues;
  language: string;
}

/** The letter's file name, in an e-mail and as downloaded. */
export function visaLetterFileName(number: string): string {
  return `invitation-letter-${number}.pdf`;
}

/** Draws the letter; `font` covers Chinese (without it Helvetica prints '?' for what it cannot draw). */
export async function visaLetterPdf(content: VisaLetterContent, font: InvoiceFont | undefined): Promise<Buffer> {
  const { locale, text } = textsFor(content.language);
  const doc = new PDFDocument({
    size: layout.page.size,
    margin: layout.page.margin,
    info: { Title: `${text('visaLetter.pdf.title')} ${content.number}`, Author: issuerName(locale) },
  });
  const done = pdfBytes(doc);
  const safe = documentFont(doc, font, content.language);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  // A day that is none (a message whose details were erased) prints as it is rather than stopping the letter.
  const day = (iso: string) => (isCalendarDay(iso) ? formatEventDate(iso, locale) : iso);
  const span = visaEventSpan(event, meetings);

  // The letterhead: the organiser's name, address and contacts beside the event's logo, over a rule in the
  // organiser's colour.
  const logo = eventLogo();
  const logoSize = layout.letterhead.logoSize;
  if (logo) doc.image(logo, left + width - logoSize, layout.page.margin, { width: logoSize, height: logoSize });
  const headWidth = logo ? width - logoSize - 16 : width;
  doc
    .fillColor(layout.letterhead.colour)
    .fontSize(layout.letterhead.nameSize)
    .text(safe(issuerName(locale)), left, layout.page.margin, { width: headWidth });
  doc
    .fontSize(layout.letterhead.addressSize)
    .text(safe([...issuerAddressLines(locale), `${organiser.issuer.email}  ${organiser.issuer.phone}`].join('\n')), {
      width: headWidth,
    });
  const ruleY = Math.max(doc.y, logo ? layout.page.margin + logoSize : 0) + 6;
  doc
    .lineWidth(layout.letterhead.ruleWidth)
    .strokeColor(layout.letterhead.colour)
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .stroke();
  doc.y = ruleY + layout.letterhead.gapBelow;

  const body = { width, lineGap: layout.body.lineGap };
  doc.fillColor('#000000').fontSize(layout.body.size);
  doc.text(safe(text('visaLetter.pdf.number', { number: content.number })), { ...body, align: 'right' });
  doc.text(safe(text('visaLetter.pdf.date', {}, { issuedOn: content.issuedOn })), { ...body, align: 'right' });
  doc.moveDown(layout.body.paragraphGap);
  doc.text(safe(text('visaLetter.pdf.to', { embassy: content.values.embassy })), body);
  doc.moveDown(layout.body.paragraphGap);
  doc.fontSize(layout.body.size + 3).text(safe(text('visaLetter.pdf.title')), body);
  doc.fontSize(layout.body.size).moveDown(layout.body.paragraphGap);
  doc.text(
    safe(
      text('visaLetter.pdf.invitation', {
        event: text('header.eventTitle'),
        firstDay: day(span.first),
        lastDay: day(span.last),
        venue: `${textInLanguage(event.venue.name, locale)}, ${textInLanguage(event.venue.address, locale)}`,
      }),
    ),
    body,
  );
  doc.moveDown(layout.body.paragraphGap);

  const facts: [string, string][] = [
    [text('visaLetter.pdf.name'), content.values.passportName],
    [text('visaLetter.pdf.nationality'), content.values.nationality],
    [text('visaLetter.pdf.passportNumber'), content.values.passportNumber],
    [text('visaLetter.pdf.dateOfBirth'), day(content.values.dateOfBirth)],
    [text('visaLetter.pdf.passportExpiry'), day(content.values.passportExpiry)],
    [text('visaLetter.pdf.reference'), content.reference],
  ];
  const valueX = left + layout.facts.labelWidth;
  for (const [label, value] of facts) {
    const top = doc.y;
    doc.text(safe(label), left, top, { width: layout.facts.labelWidth - 8 });
    const labelBottom = doc.y;
    doc.text(safe(value), valueX, top, { width: width - layout.facts.labelWidth });
    doc.y = Math.max(labelBottom, doc.y);
    doc.x = left;
  }
  doc.moveDown(layout.body.paragraphGap);
  doc.text(safe(text('visaLetter.pdf.costs')), left, doc.y, body);
  doc.moveDown(layout.body.paragraphGap);
  doc.text(safe(text('visaLetter.pdf.contact', { email: organiser.issuer.email })), body);
  doc.moveDown(layout.body.paragraphGap * 2);
  doc.text(safe(text('visaLetter.pdf.signoff')), body);
  const signedY = drawSignatureBlock(doc, safe, locale, { x: left, y: doc.y, width: 220 });
  doc.fontSize(layout.body.size).text(safe(issuerName(locale)), left, signedY ?? doc.y, body);

  doc.moveDown(layout.body.paragraphGap * 2);
  doc
    .fontSize(layout.footer.size)
    .fillColor(layout.footer.colour)
    .text(safe(text('visaLetter.pdf.verify', { code: content.verificationCode, url: content.checkUrl })), body);
  doc.end();
  return done;
}
