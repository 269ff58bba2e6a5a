/**
 * The fonts a document falls back on, glyph by glyph, for a name its main font cannot draw: Arabic, Hebrew, Thai,
 * Devanagari, Cyrillic, Greek, CJK. Debian's packages put them where defaultFallbackFontPaths says; INVOICE_FALLBACK_FONTS
 * (paths separated by ':', a collection's face after '#'; 'none' for none) replaces the list. Missing files are skipped:
 * a character no font draws is printed as '?' and named on the document.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { ParsedFont } from '../invoice/invoiceFont';

/** fontkit's font, with what the fallback asks of it. */
export interface CoveringFont extends ParsedFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const fontkit = createRequire(import.meta.url)('fontkit') as {
  openSync(path: string, postscriptName?: string): CoveringFont;
};

/** Debian: fonts-noto-core (Latin, Cyrillic, Greek and the scripts' own faces), fonts-dejavu-core, fonts-noto-cjk. */
export const defaultFallbackFontPaths: readonly string[] = [
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#NotoSansCJKtc-Regular',
];

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

/** The list INVOICE_FALLBACK_FONTS configures, else Debian's defaults; read once per process. */
export function configuredFallbackFonts(): FallbackFonts {
  const setting = process.env.INVOICE_FALLBACK_FONTS;
  configured ??= fallbackFonts(
    setting === 'none' ? [] : setting ? setting.split(':').filter(Boolean) : defaultFallbackFontPaths,
  );
  return configured;
}
