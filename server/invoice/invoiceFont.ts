/** The font invoices are drawn in: one that covers Chinese when the machine has it, else PDF's built-in Helvetica. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A parsed font as pdfkit takes it in place of a file (anything with fontkit's layout()). */
export interface ParsedFont {
  layout: (...args: never[]) => unknown;
}

// fontkit is pdfkit's own font parser (installed with it). Parsing the 19 MB collection takes about a second, so each
// face is parsed once and handed to every document, which still embeds only the glyphs it uses.
const fontkit = createRequire(import.meta.url)('fontkit') as {
  create(data: Uint8Array, postscriptName?: string): ParsedFont;
};

/** Debian's fonts-noto-cjk, where `apt-get install fonts-noto-cjk` puts it. */
export const defaultCjkFontPath = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** A font to embed: its bytes and, inside a collection (.ttc), the face for each language. */
export interface InvoiceFont {
  /** Where it was read from, for start-up output. */
  path: string;
  /** The INVOICE_FONT setting it was read from, for a document worker to read it again. */
  setting: string;
  data: Buffer;
  /** The face for a language (Simplified or Traditional shapes in a collection), parsed once. */
  faceFor(language: string): ParsedFont;
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
  const parsed = new Map<string, ParsedFont>();
  return {
    path,
    setting: setting ?? defaultCjkFontPath,
    data,
    faceFor(language) {
      const name = face ?? (isCollection ? notoFace(language) : '');
      let font = parsed.get(name);
      if (!font) {
        font = fontkit.create(data, name || undefined);
        if (typeof font?.layout !== 'function') throw new Error(`INVOICE_FONT: ${path} has no face ${name}`);
        parsed.set(name, font);
      }
      return font;
    },
  };
}
