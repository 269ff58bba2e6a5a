/**
 * What every document drawn with pdfkit does the same way: collect the bytes it writes, and draw its text in the
 * server's font for the delegate's language, or in Helvetica with '?' for what Helvetica cannot draw.
 */
import type PDFDocument from 'pdfkit';

import type { InvoiceFont } from '../invoice/invoiceFont';
import { helveticaCannotDraw, mainFont } from './anyScriptText';
import { withStandIns } from './standIns';
import { reportUnprinted } from './unprinted';

/** Line breaks, joiners and other invisible characters: laid out, never drawn as glyphs. */
const notDrawn = /^[\p{Cc}\p{Cf}]$/u;

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
 * text drawable: as it is with a font, with '?' for what Helvetica lacks without. With a font, a character its face
 * lacks (a name in a script it does not cover) would print as an empty box: it is reported (unprinted.ts), so an
 * e-mail carrying the document is held. Without one, '?' for Chinese is what INVOICE_FONT=none asked for.
 */
export function documentFont(
  doc: InstanceType<typeof PDFDocument>,
  font: InvoiceFont | undefined,
  language: string,
): (text: string) => string {
  if (!font) {
    const helvetica = mainFont('Helvetica', undefined);
    return (text) => withStandIns(text, helvetica.draws).replace(helveticaCannotDraw, '?');
  }
  // pdfkit takes a parsed fontkit font where it takes a file (its types only know files).
  const face = font.faceFor(language);
  doc.registerFont('document', face as unknown as Buffer);
  doc.font('document');
  const main = mainFont('document', face);
  return (text) => {
    const drawable = withStandIns(text, main.draws);
    reportUnprinted(
      [...drawable].filter((character) => !notDrawn.test(character) && !main.draws(character.codePointAt(0)!)),
    );
    return drawable;
  };
}
