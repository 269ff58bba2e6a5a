/** The attendance certificate as a PDF (pdfkit, A4 landscape), in the delegate's language. */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

import { formatEventDate } from '../../core/i18n/eventTextValues';
import { textInLanguage } from '../../core/i18n/textInLanguage';
import { meetings } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import type { AttendedMeeting } from '../../core/rules/certificates';
import { fitName } from '../badges/fitName';
import { eventLogo } from '../documents/eventLogo';
import { documentFont, pdfBytes } from '../documents/pdfFrame';
import { drawSignatureBlock } from '../documents/signatureBlock';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { issuerName } from '../invoice/organiser';
import { textsFor } from '../mail/texts';

/** What a certificate prints. */
export interface CertificateContent {
  number: string;
  name: string;
  attended: readonly AttendedMeeting[];
  verificationUrl: string;
  issuedOn: string;
  language: string;
}

const logoSize = 64;
const signatureWidth = 200;

/** The certificate's file name in an e-mail. */
export function certificateFileName(number: string): string {
  return `certificate-${number}.pdf`;
}

/** The meetings and days attended as lines: 'Committee Meeting: 3 November 2025, 4 November 2025'. */
export function attendedLines(attended: readonly AttendedMeeting[], language: string): string[] {
  const { locale, text } = textsFor(language);
  return attended.map(({ meeting, days }) => {
    const label = meetings.find((candidate) => candidate.id === meeting)?.label;
    return text('certificate.pdf.meetingDays', {
      meeting: label ? text(label) : meeting,
      days: days.map((day) => formatEventDate(day, locale)).join(text('certificate.pdf.daySeparator')),
    });
  });
}

/** Draws the certificate; `font` covers Chinese names (without it Helvetica prints '?' for what it cannot draw). */
export async function certificatePdf(content: CertificateContent, font: InvoiceFont | undefined): Promise<Buffer> {
  const { locale, text } = textsFor(content.language);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: `${text('certificate.pdf.title')} ${content.number}`, Author: issuerName(locale) },
  });
  const done = pdfBytes(doc);
  const safe = documentFont(doc, font, content.language);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const centred = { width, align: 'center' as const };

  doc
    .lineWidth(2)
    .strokeColor('#1d4e89')
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .stroke();
  // The event's logo in the corner, as its pages show it; the title stays centred on the page.
  const logo = eventLogo();
  if (logo) doc.image(logo, left, 50, { width: logoSize, height: logoSize });
  doc
    .fillColor('#1d4e89')
    .fontSize(28)
    .text(safe(text('certificate.pdf.title')), left, 80, centred);
  doc
    .moveDown(1)
    .fillColor('#000000')
    .fontSize(13)
    .text(safe(text('certificate.pdf.certify')), centred);

  // The name as large as fits one line, then wrapped, never cut (the badges' rule).
  const name = safe(content.name);
  const fit = fitName(
    {
      width: (size) => doc.fontSize(size).widthOfString(name),
      height: (size, boxWidth) => doc.fontSize(size).heightOfString(name, { width: boxWidth }),
    },
    { width, height: 90 },
    { largestPt: 30, smallestPt: 14, maxLines: 2 },
  );
  doc
    .moveDown(0.8)
    .fontSize(fit.size)
    .text(name, { ...centred, lineBreak: fit.wraps });
  doc
    .moveDown(0.8)
    .fontSize(13)
    .text(safe(text('certificate.pdf.attended')), centred);
  doc.fontSize(16).text(safe(text('header.eventTitle')), centred);
  doc
    .fontSize(11)
    .text(safe(`${textInLanguage(event.venue.name, locale)}, ${textInLanguage(event.venue.address, locale)}`), centred);
  doc.moveDown(0.8).fontSize(12);
  for (const line of attendedLines(content.attended, content.language)) doc.text(safe(line), centred);

  const footerTop = doc.page.height - 150;
  const qrSize = 72;
  const qr = await QRCode.toBuffer(content.verificationUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1 });
  doc.image(qr, left + width - qrSize, footerTop, { width: qrSize, height: qrSize });
  // The signature line on the left, the certificate's particulars between it and the code.
  const signed = drawSignatureBlock(doc, safe, locale, { x: left, y: footerTop, width: signatureWidth }) !== undefined;
  const footerLeft = signed ? left + signatureWidth + 30 : left;
  const footerWidth = left + width - qrSize - 20 - footerLeft;
  doc.fontSize(10).text(safe(text('certificate.pdf.issuer', { issuer: issuerName(locale) })), footerLeft, footerTop, {
    width: footerWidth,
  });
  doc.text(safe(text('certificate.pdf.issuedOn', {}, { issuedOn: content.issuedOn })), { width: footerWidth });
  doc.text(safe(text('certificate.pdf.number', { number: content.number })), { width: footerWidth });
  doc.text(safe(text('certificate.pdf.verify', { url: content.verificationUrl })), { width: footerWidth });
  doc.end();
  return done;
}
