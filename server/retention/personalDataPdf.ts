/** The delegate's copy of their personal data as a readable PDF (pdfkit, A4), in their language, from the JSON export. */
import PDFDocument from 'pdfkit';

import { documentFont, pdfBytes } from '../documents/pdfFrame';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { organiser } from '../invoice/organiser';
import { textsFor } from '../mail/texts';
import type { PersonalDataExport } from './personalDataExport';

/** The file names of the two downloads. */
export function personalDataFileName(reference: string | null, extension: 'json' | 'pdf'): string {
  return `personal-data-${reference ?? 'registration'}.${extension}`;
}

/** Draws the export; `font` covers Chinese text (without it Helvetica prints '?' for what it cannot draw). */
export async function personalDataPdf(data: PersonalDataExport, font: InvoiceFont | undefined): Promise<Buffer> {
  const { text } = textsFor(data.language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: text('personalData.pdf.title'), Author: organiser.issuer.name },
  });
  const done = pdfBytes(doc);
  const safe = documentFont(doc, font, data.language);
  const heading = (key: string) =>
    doc
      .moveDown(0.8)
      .fontSize(13)
      .text(safe(text(key)))
      .moveDown(0.3)
      .fontSize(10);
  const line = (label: string, value: string | number | null) =>
    doc.text(safe(`${label}: ${value === null || value === '' ? '-' : String(value)}`));

  doc.fontSize(18).text(safe(text('personalData.pdf.title')));
  doc
    .fontSize(10)
    .moveDown(0.3)
    .text(safe(text('personalData.pdf.intro', { exportedAt: data.exportedAt })));
  if (data.personalDataErasedAt)
    doc.text(safe(text('personalData.pdf.erased', { erasedAt: data.personalDataErasedAt })));

  heading('personalData.pdf.registration');
  line('Reference', data.reference);
  line('State', data.state);
  line('Registered', data.registeredAt);
  for (const field of data.fields) line(field.label, field.value);
  if (data.emailChange.pending) line('E-mail address waiting for confirmation', data.emailChange.pending);
  if (data.emailChange.previous) line('E-mail address before the last change', data.emailChange.previous);

  heading('personalData.pdf.payment');
  for (const [label, value] of Object.entries(data.payment)) line(label, value);

  heading('personalData.pdf.history');
  for (const entry of data.history) doc.text(safe(`${entry.at}  ${entry.event}  (${entry.state})`));

  heading('personalData.pdf.emails');
  for (const email of data.emails) doc.text(safe(`${email.queuedAt}  ${email.kind}  ${email.to}  ${email.status}`));

  heading('personalData.pdf.visa');
  const visa = data.visaLetterRequest;
  if (!visa) doc.text(safe(text('personalData.pdf.none')));
  else {
    line('Status', visa.status);
    line('Requested', visa.requestedAt);
    line('Letter', visa.letterNumber);
    if (typeof visa.passport === 'string') line('Passport', visa.passport);
    else for (const [label, value] of Object.entries(visa.passport)) line(label, value);
  }
  doc.end();
  return done;
}
