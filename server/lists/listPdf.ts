/** A list as a printable PDF table (pdfkit): a title, a header row repeated on every page, rows that wrap, never cut. */
import PDFDocument from 'pdfkit';

import { documentFont, pdfBytes } from '../documents/pdfFrame';
import type { InvoiceFont } from '../invoice/invoiceFont';

export interface ListColumn {
  label: string;
  /** The column's share of the page's width. */
  share: number;
}

export interface ListTable {
  title: string;
  /** Under the title: the event, the count. */
  subtitle: string;
  columns: readonly ListColumn[];
  rows: readonly (readonly string[])[];
  /** A small table after the list (the dinner's counts per dietary preference). */
  summary?: { title: string; rows: readonly (readonly [string, string])[] };
}

const fontSize = 9;
const cellPad = 3;

/** Draws `table` on A4 pages; `font` covers Chinese names (without it Helvetica prints '?' for what it cannot draw). */
export function listPdf(table: ListTable, font: InvoiceFont | undefined, language: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: table.title } });
  const done = pdfBytes(doc);
  const safe = documentFont(doc, font, language);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const totalShare = table.columns.reduce((sum, column) => sum + column.share, 0);
  const widths = table.columns.map((column) => (column.share / totalShare) * width);

  const rowHeight = (cells: readonly string[]) =>
    Math.max(
      ...cells.map((cell, index) => doc.heightOfString(safe(cell) || ' ', { width: widths[index] - 2 * cellPad })),
    ) +
    2 * cellPad;

  const drawRow = (cells: readonly string[], shaded: boolean) => {
    const height = rowHeight(cells);
    const top = doc.y;
    if (shaded) doc.rect(left, top, width, height).fill('#eef1f5');
    doc.fillColor('#000000');
    let x = left;
    cells.forEach((cell, index) => {
      doc.text(safe(cell), x + cellPad, top + cellPad, { width: widths[index] - 2 * cellPad });
      x += widths[index];
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };

  const header = () =>
    drawRow(
      table.columns.map((column) => column.label),
      true,
    );

  doc.fontSize(15).text(safe(table.title), left, doc.y, { width });
  doc
    .fontSize(fontSize + 1)
    .fillColor('#333333')
    .text(safe(table.subtitle), { width });
  doc.moveDown(0.6).fontSize(fontSize).fillColor('#000000');
  header();
  for (const row of table.rows) {
    // A row that would run past the page starts the next one, under the header again.
    if (doc.y + rowHeight(row) > bottom()) {
      doc.addPage();
      header();
    }
    drawRow(row, false);
  }
  if (table.summary) {
    doc.moveDown(1);
    if (doc.y + (table.summary.rows.length + 2) * (fontSize * 1.6) > bottom()) doc.addPage();
    doc.fontSize(fontSize + 2).text(safe(table.summary.title), left, doc.y, { width });
    doc.moveDown(0.3).fontSize(fontSize);
    for (const [label, value] of table.summary.rows) {
      doc.text(safe(`${label}: ${value}`), left, doc.y, { width });
    }
  }
  doc.end();
  return done;
}
