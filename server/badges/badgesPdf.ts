/** The badges PDF: A4 sheets of badges as schemas/badge.json lays them out, or one badge a page for badge printers. */
import PDFDocument from 'pdfkit';

import type { BadgeLayout } from '../../core/model/badgeLayout';
import { pdfBytes } from '../documents/pdfFrame';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { badgeQrPng } from './badgeQr';
import { fitName } from './fitName';

/** One badge: what it prints. */
export interface BadgeContent {
  name: string;
  organisation: string;
  region: string;
  /** The band: the names of the meetings the fee category covers, joined. */
  band: string;
  reference: string;
  code: string;
}

export type BadgeSheet = 'sheet' | 'single';

const mm = (value: number) => (value * 72) / 25.4;

/** Draws `badges`; `font` covers Chinese names (without it Helvetica draws Latin only). */
export async function badgesPdf(
  badges: readonly BadgeContent[],
  layout: BadgeLayout,
  sheet: BadgeSheet,
  font: InvoiceFont | undefined,
): Promise<Buffer> {
  const badgeWidth = mm(layout.badge.widthMm);
  const badgeHeight = mm(layout.badge.heightMm);
  const pageSize: [number, number] =
    sheet === 'single' ? [badgeWidth, badgeHeight] : [mm(layout.sheet.pageWidthMm), mm(layout.sheet.pageHeightMm)];
  const doc = new PDFDocument({ size: pageSize, margin: 0, autoFirstPage: false, info: { Title: 'Badges' } });
  const done = pdfBytes(doc);
  if (font) {
    // pdfkit takes a parsed fontkit font where it takes a file (its types only know files).
    doc.registerFont('badge', font.faceFor('zh-Hant') as unknown as Buffer);
  }
  const face = font ? 'badge' : 'Helvetica';
  const perPage = sheet === 'single' ? 1 : layout.sheet.columns * layout.sheet.rows;
  const qrs = await Promise.all(badges.map((badge) => badgeQrPng(badge.code)));

  badges.forEach((badge, index) => {
    const slot = index % perPage;
    if (slot === 0) doc.addPage();
    const left = sheet === 'single' ? 0 : mm(layout.sheet.marginMm) + (slot % layout.sheet.columns) * badgeWidth;
    const top =
      sheet === 'single' ? 0 : mm(layout.sheet.marginMm) + Math.floor(slot / layout.sheet.columns) * badgeHeight;
    const pad = mm(layout.badge.paddingMm);
    const qr = mm(layout.qrMm);
    const bandHeight = mm(layout.band.heightMm);
    // A thin cutting line around each badge of a sheet.
    if (sheet === 'sheet') doc.lineWidth(0.3).strokeColor('#bbbbbb').rect(left, top, badgeWidth, badgeHeight).stroke();
    const textWidth = badgeWidth - 3 * pad - qr;
    const nameBox = { width: textWidth, height: badgeHeight - bandHeight - 2 * pad - mm(12) };
    doc.font(face).fillColor('#000000');
    const fit = fitName(
      {
        width: (size) => doc.fontSize(size).widthOfString(badge.name),
        height: (size, width) => doc.fontSize(size).heightOfString(badge.name, { width }),
      },
      nameBox,
      layout.name,
    );
    doc
      .fontSize(fit.size)
      .text(badge.name, left + pad, top + pad, { width: textWidth, lineBreak: fit.wraps, lineGap: 0 });
    const afterName = top + pad + (fit.wraps ? doc.heightOfString(badge.name, { width: textWidth }) : fit.size * 1.2);
    doc.fontSize(layout.organisationPt).text(badge.organisation, left + pad, afterName + mm(1), { width: textWidth });
    doc.fontSize(layout.regionPt).fillColor('#333333').text(badge.region, { width: textWidth });
    doc.image(qrs[index], left + badgeWidth - pad - qr, top + pad, { width: qr, height: qr });
    doc
      .fontSize(6)
      .fillColor('#000000')
      .text(badge.reference, left + badgeWidth - pad - qr, top + pad + qr + mm(0.5), { width: qr, align: 'center' });
    const bandTop = top + badgeHeight - bandHeight;
    doc.rect(left, bandTop, badgeWidth, bandHeight).fill(layout.band.colour);
    doc
      .fillColor(layout.band.textColour)
      .fontSize(layout.band.fontPt)
      .text(badge.band, left + pad, bandTop + (bandHeight - layout.band.fontPt * 1.2) / 2, {
        width: badgeWidth - 2 * pad,
        align: 'center',
        lineBreak: false,
      });
  });
  if (badges.length === 0) doc.addPage();
  doc.end();
  return done;
}
