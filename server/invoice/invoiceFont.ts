/**
 * The font documents are drawn in: Noto Sans Hant or Hans from the server's own npm dependencies by default, so a
 * Chinese invoice prints the same on any machine; INVOICE_FONT names another file, or 'none' for PDF's Helvetica.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { languageAndScript } from '../../core/i18n/locales';

/** A parsed font as pdfkit takes it in place of a file (anything with fontkit's layout()). */
export interface ParsedFont {
  layout: (...args: never[]) => unknown;
}

const require = createRequire(import.meta.url);

// fontkit is pdfkit's own font parser (installed with it). Parsing a CJK face takes about a second, so each face is
// parsed once and handed to every document, which still embeds only the glyphs it uses.
const fontkit = require('fontkit') as { create(data: Uint8Array, postscriptName?: string): ParsedFont };

/** The npm packages of Noto Sans CJK's region subsets: Traditional (Big5 and more) and Simplified (GB 18030) shapes. */
const cjkPackages = { traditional: '@embedpdf/fonts-tc', simplified: '@embedpdf/fonts-sc' } as const;

/** The path of a package's regular (400) face; the package lists its files, its main module sits in dist/. */
function packagedRegularFace(name: string): string {
  const listing = require(name) as { fonts: { file: string; weight: number }[] };
  const regular = listing.fonts.find((font) => font.weight === 400);
  if (!regular) throw new Error(`${name} lists no regular face`);
  return path.join(path.dirname(require.resolve(name)), '..', 'fonts', regular.file);
}

/** Noto Sans Hant and Hans as the server's dependencies install them: both draw Latin text too. */
export const packagedCjkFontPaths = {
  traditional: packagedRegularFace(cjkPackages.traditional),
  simplified: packagedRegularFace(cjkPackages.simplified),
};

/** A font to embed, with the face for each language (Simplified or Traditional shapes). */
export interface InvoiceFont {
  /** Where it was read from, for start-up output. */
  path: string;
  /** The INVOICE_FONT setting it was read from (undefined: the packaged default), for a document worker to read it again. */
  setting: string | undefined;
  /** The face for a language, parsed once. */
  faceFor(language: string): ParsedFont;
}

/**
 * Whether a language writes Simplified Chinese shapes ('zh-Hans', 'zh-CN'); every other language, Latin-script ones
 * included, is drawn with the Traditional face, which covers Latin text as well.
 */
function writesSimplified(language: string): boolean {
  return languageAndScript(language)?.endsWith('-Hans') ?? false;
}

/** Noto Sans CJK's faces inside a collection: Simplified or Traditional glyph shapes (both cover Latin text). */
function notoFace(language: string): string {
  return writesSimplified(language) ? 'NotoSansCJKsc-Regular' : 'NotoSansCJKtc-Regular';
}

/** Each face parsed on first use: `source` names a face's file and, inside a collection, its PostScript name. */
function parsedOnce(
  label: string,
  source: (key: string) => { file: string; face?: string },
): (key: string) => ParsedFont {
  const parsed = new Map<string, ParsedFont>();
  return (key) => {
    let font = parsed.get(key);
    if (!font) {
      const { file, face } = source(key);
      font = fontkit.create(readFileSync(file), face);
      if (typeof font?.layout !== 'function') throw new Error(`${label}: ${file} has no face ${face ?? ''}`);
      parsed.set(key, font);
    }
    return font;
  };
}

/**
 * Reads INVOICE_FONT ('path' or 'path#PostScriptName'; 'none' for Helvetica), else the packaged Noto Sans Hant (Hans
 * for a Simplified Chinese document). Undefined means Helvetica: what it cannot draw prints as '?' with a note.
 */
export function loadInvoiceFont(setting: string | undefined): InvoiceFont | undefined {
  if (setting === 'none') return undefined;
  if (setting === undefined) {
    const face = parsedOnce('fonts', (shapes) => ({
      file: shapes === 'simplified' ? packagedCjkFontPaths.simplified : packagedCjkFontPaths.traditional,
    }));
    return {
      path: `Noto Sans Hant and Hans (${cjkPackages.traditional}, ${cjkPackages.simplified})`,
      setting,
      faceFor: (language) => face(writesSimplified(language) ? 'simplified' : 'traditional'),
    };
  }
  const [file = '', named] = setting.split('#');
  if (!file || !existsSync(file)) throw new Error(`INVOICE_FONT: no font file at ${file}`);
  const isCollection = file.toLowerCase().endsWith('.ttc');
  const face = parsedOnce('INVOICE_FONT', (name) => ({ file, face: name || undefined }));
  return { path: file, setting, faceFor: (language) => face(named ?? (isCollection ? notoFace(language) : '')) };
}
