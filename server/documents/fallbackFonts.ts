/**
 * The fonts a document falls back on, glyph by glyph, for a name its main font cannot draw: Chinese in either set of
 * shapes from the server's own dependencies (so Chinese never depends on the machine), then Arabic, Hebrew, Thai,
 * Devanagari, Cyrillic, Greek and the rest of CJK from the machine's fonts where Debian's packages put them, under
 * SYSTEM_FONT_DIR (default /usr/share/fonts). INVOICE_FALLBACK_FONTS (paths separated by ':', a collection's face after
 * '#'; 'none' for none) replaces the list. Missing files are skipped: a character no font draws is printed as '?' and
 * named on the document.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { packagedCjkFontPaths, type ParsedFont } from '../invoice/invoiceFont';

/** fontkit's font, with what the fallback asks of it. */
export interface CoveringFont extends ParsedFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const fontkit = createRequire(import.meta.url)('fontkit') as {
  openSync(path: string, postscriptName?: string): CoveringFont;
};

/** Debian: fonts-noto-core (Latin, Cyrillic, Greek and the scripts' own faces), fonts-dejavu-core, fonts-noto-cjk. */
const debianFallbackFonts: readonly string[] = [
  'truetype/noto/NotoSans-Regular.ttf',
  'truetype/noto/NotoSansArabic-Regular.ttf',
  'truetype/noto/NotoSansHebrew-Regular.ttf',
  'truetype/noto/NotoSansThai-Regular.ttf',
  'truetype/noto/NotoSansDevanagari-Regular.ttf',
  'truetype/dejavu/DejaVuSans.ttf',
];
/** Debian's fonts-noto-cjk: the full collection draws rarer ideographs the packaged region subsets leave out. */
const debianCjkCollection = 'opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKtc-Regular';

/**
 * The default list: Debian's fonts under `systemFontDir` (those present) before the packaged Chinese faces, which draw
 * some Greek and Cyrillic letters but not their accented forms, so a Greek word is not split across two designs; the
 * full Debian collection last, for ideographs beyond the region subsets.
 */
export function defaultFallbackFontPaths(systemFontDir = '/usr/share/fonts'): string[] {
  const system = (entry: string) => path.join(systemFontDir, entry);
  return [
    ...debianFallbackFonts.map(system),
    packagedCjkFontPaths.traditional,
    packagedCjkFontPaths.simplified,
    system(debianCjkCollection),
  ];
}

/** A list of fonts, each parsed the first time a character needs it (the CJK collection alone takes a second). */
export interface FallbackFonts {
  /** How many fonts the list holds. */
  readonly size: number;
  /** The index of the first font that draws `codePoint`, or -1. */
  fontFor(codePoint: number): number;
  /** The parsed font at `index`. */
  font(index: number): CoveringFont;
}

export function fallbackFonts(entries: readonly string[]): FallbackFonts {
  const present = entries.filter((entry) => existsSync(entry.split('#')[0] ?? ''));
  const parsed = new Map<number, CoveringFont>();
  const font = (index: number): CoveringFont => {
    let loaded = parsed.get(index);
    if (!loaded) {
      const [path = '', face] = (present[index] ?? '').split('#');
      loaded = fontkit.openSync(path, face);
      parsed.set(index, loaded);
    }
    return loaded;
  };
  return {
    size: present.length,
    font,
    fontFor: (codePoint) => present.findIndex((_entry, index) => font(index).hasGlyphForCodePoint(codePoint)),
  };
}

let configured: FallbackFonts | undefined;

/** The list INVOICE_FALLBACK_FONTS configures, else the defaults under SYSTEM_FONT_DIR; read once per process. */
export function configuredFallbackFonts(): FallbackFonts {
  const setting = process.env.INVOICE_FALLBACK_FONTS;
  const systemFontDir = process.env.SYSTEM_FONT_DIR || undefined;
  configured ??= fallbackFonts(
    setting === 'none' ? [] : setting ? setting.split(':').filter(Boolean) : defaultFallbackFontPaths(systemFontDir),
  );
  return configured;
}
