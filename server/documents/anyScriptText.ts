/**
 * Text a delegate typed, drawn in whatever script it is: runs of characters the document's font draws stay in it, the
 * others go to the first fallback font that has them (fallbackFonts.ts). fontkit shapes each run (Arabic joining,
 * Thai and Devanagari marks) and lays a right-to-left run out right to left; runs of different directions on one line
 * are placed in the order they were typed (pdfkit has no bidirectional algorithm). What no font draws prints as '?'
 * and is answered, so the document can say which characters it could not print.
 */
import type { ParsedFont } from '../invoice/invoiceFont';
import type { CoveringFont, FallbackFonts } from './fallbackFonts';
import { withStandIns } from './standIns';
import { reportUnprinted } from './unprinted';

// Helvetica draws WinAnsi (Latin-1 and the 27 characters pdfkit maps beside it: French œ and Ÿ, curly quotes, dashes,
// the euro) only; anything else would come out as garbage glyphs. A line break is pdfkit's to lay out, not a glyph: a
// letterhead's address lines printed '?' between them without it.
export const helveticaCannotDraw =
  /[^\n\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/g;
const helveticaMissing = new RegExp(helveticaCannotDraw.source);

/** The document's own font: its pdfkit name and which characters it draws. */
export interface MainFont {
  name: string;
  draws: (codePoint: number) => boolean;
}

/** The main font registered as `name`: the parsed face of INVOICE_FONT, or Helvetica when there is none. */
export function mainFont(name: string, face: ParsedFont | undefined): MainFont {
  if (face) return { name, draws: (codePoint) => (face as CoveringFont).hasGlyphForCodePoint(codePoint) };
  return { name, draws: (codePoint) => !helveticaMissing.test(String.fromCodePoint(codePoint)) };
}

interface Run {
  /** -1: the main font; a fallback's index otherwise. */
  font: number;
  text: string;
}

/** Marks, joiners and variation selectors stay with the character before them, so shaping sees them together. */
const clings = /^(?:\p{M}|\u200c|\u200d|[\ufe00-\ufe0f])$/u;

/** Splits `value` into runs by font; `missing` collects the characters no font draws (printed as '?'). */
export function fontRuns(value: string, main: MainFont, fallbacks: FallbackFonts, missing: Set<string>): Run[] {
  const runs: Run[] = [];
  for (const character of withStandIns(value, main.draws)) {
    const codePoint = character.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let font: number;
    let text = character;
    if (last && clings.test(character)) font = last.font;
    else if (main.draws(codePoint)) font = -1;
    else {
      font = fallbacks.fontFor(codePoint);
      if (font < 0) {
        missing.add(character);
        text = '?';
      }
    }
    if (last && last.font === font) last.text += text;
    else runs.push({ font, text });
  }
  return runs;
}

/** The characters as the note names them: U+0041 style, as they cannot be shown. */
export function codePointList(characters: Iterable<string>): string {
  return [...characters]
    .map((character) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join(', ');
}

/** Writes `value` at (x, y) or where the document stands, in runs of fonts; the main font is current afterwards. */
export function writeAnyScript(
  doc: PDFKit.PDFDocument,
  value: string,
  fonts: { main: MainFont; fallbacks: FallbackFonts; missing: Set<string> },
  position: { x?: number; y?: number },
  options: PDFKit.Mixins.TextOptions,
): void {
  const runs = fontRuns(value, fonts.main, fonts.fallbacks, fonts.missing);
  runs.forEach((run, index) => {
    let name = fonts.main.name;
    if (run.font >= 0) {
      name = `fallback-${run.font}`;
      // pdfkit takes a parsed fontkit font where it takes a file; registering twice only replaces the entry.
      doc.registerFont(name, fonts.fallbacks.font(run.font) as unknown as Buffer);
    }
    const continued = index < runs.length - 1;
    if (index === 0) doc.font(name).text(run.text, position.x, position.y, { ...options, continued });
    else doc.font(name).text(run.text, { continued });
  });
  doc.font(fonts.main.name);
}

/**
 * When some characters could not be printed: a line on the document naming them (`line` is the catalogue's text with
 * the list filled in) and one in the server's log, so neither the delegate nor the organiser is left with blank boxes.
 */
export function noteUnprinted(
  doc: PDFKit.PDFDocument,
  missing: ReadonlySet<string>,
  line: (characters: string) => string,
  logLine: string,
  width: number,
): void {
  if (missing.size === 0) return;
  // An e-mail's document is then held (unprinted.ts); a downloaded one carries the note.
  reportUnprinted(missing);
  const characters = codePointList(missing);
  doc.moveDown(1);
  doc.fontSize(8).text(line(characters).replace(helveticaCannotDraw, '?'), { width });
  console.warn(`${logLine}: no font draws ${characters}; printed as ?`);
}
