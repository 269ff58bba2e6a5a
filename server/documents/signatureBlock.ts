/**
 * The signature line of a certificate or letter: a rule to sign on, the signatory's name under it and their title
 * under that, in the document's language (schemas/organiser.json's `signatory`). An event that names no one gets none.
 */
import type PDFDocument from 'pdfkit';

import type { Locale } from '../../core/i18n/locales';
import { signatoryIn } from '../invoice/organiser';

export interface SignatureBox {
  x: number;
  y: number;
  width: number;
}

/** Draws the block from `box`'s top; answers the y below it, or undefined when the event names no signatory. */
export function drawSignatureBlock(
  doc: InstanceType<typeof PDFDocument>,
  safe: (text: string) => string,
  locale: Locale,
  box: SignatureBox,
): number | undefined {
  const signatory = signatoryIn(locale);
  if (!signatory) return undefined;
  // Room above the rule for a hand's signature.
  const ruleY = box.y + 28;
  doc
    .save()
    .lineWidth(0.75)
    .strokeColor('#000000')
    .moveTo(box.x, ruleY)
    .lineTo(box.x + box.width, ruleY)
    .stroke();
  doc.restore();
  doc
    .fillColor('#000000')
    .fontSize(11)
    .text(safe(signatory.name), box.x, ruleY + 4, { width: box.width });
  doc.fontSize(9).text(safe(signatory.title), { width: box.width });
  return doc.y;
}
