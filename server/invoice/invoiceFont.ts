/** The font invoices are drawn in: one that covers Chinese when the machine has it, else PDF's built-in Helvetica. */
import { existsSync, readFileSync } from 'node:fs';

/** Debian's fonts-noto-cjk, where `apt-get install fonts-noto-cjk` puts it. */
export const defaultCjkFontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** A font to embed: its bytes and, inside a collection (.ttc), the face for each language. */
export interface InvoiceFont {
  /** Where it was read from, for start-up output. */
  path: string;
  data: Buffer;
  /** The PostScript name of the face for a language, for collections; undefined for a single-face file. */
  faceFor(language: string): string | undefined;
}

/** Noto Sans CJK's faces: Simplified or Traditional glyph shapes (both cover Latin text). */
function notoFace(language: string): string {
  return language === 'zh-Hans' ? 'NotoSansCJKsc-Regular' : 'NotoSansCJKtc-Regular';
}

/**
 * Reads INVOICE_FONT ('path' or 'path#PostScriptName'; 'none' for Helvetica), else the default CJK font when present.
 * Undefined means Helvetica: names it cannot draw are printed with '?' and a note.
 */
export function loadInvoiceFont(setting: string | undefined): InvoiceFont | undefined {
  if (setting === 'none') return undefined;
  const [path, face] = (setting ?? defaultCjkFontPath).split('#');
  if (!path || !existsSync(path)) {
    if (setting !== undefined) throw new Error(`INVOICE_FONT: no font file at ${path}`);
    return undefined;
  }
  const data = readFileSync(path);
  const isCollection = path.toLowerCase().endsWith('.ttc');
  return {
    path,
    data,
    faceFor: (language) => face ?? (isCollection ? notoFace(language) : undefined),
  };
}
