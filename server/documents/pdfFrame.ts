/**
 * What every document drawn with pdfkit does the same way: collect the bytes it writes, and draw its text in the
 * server's font for the delegate's language, or in Helvetica with '?' for what Helvetica cannot draw.
 */
import type PDFDocument from 'pdfkit';

import type { InvoiceFont } from '../invoice/invoiceFont';
import { helveticaCannotDraw } from './anyScriptText';

/** The bytes `doc` writes, once it has ended; rejected if pdfkit fails. */
export function pdfBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Draws `doc`'s text in `font`'s face for `language`; without one, in Helvetica. Answers the function that makes a
 * text drawable: as it is with a font, with '?' for what Helvetica lacks without.
 */
export function documentFont(
  doc: InstanceType<typeof PDFDocument>,
  font: InvoiceFont | undefined,
  language: string,
): (text: string) => string {
  if (!font) return (text) => text.replace(helveticaCannotDraw, '?');
  // pdfkit takes a parsed fontkit font where it takes a file (its types only know files).
  doc.registerFont('document', font.faceFor(language) as unknown as Buffer);
  doc.font('document');
  return (text) => text;
}
