/**
 * Fills the names of the event's regions.json (SCHEMAS_DIR, else schemas/) that are missing in a language of its
 * catalogues ('name-zh-Hant', 'name-fr'), from CLDR (the platform's Intl.DisplayNames) for
 * regions whose id is an ISO 3166-1 alpha-2 code (or EU); a name already there, written by hand, is never replaced.
 * The file keeps its hand layout: the names go in right after each region's "regionName".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type { Locale } from '../core/i18n/locales';
import { schemasFolder } from '../server/boot/schemasFolder.mjs';
import { offeredLocales } from '../server/i18n/catalogues';

/** CLDR's name of a region in a language, or undefined when the id is not a region code CLDR knows. */
export function cldrRegionName(id: string, language: Locale): string | undefined {
  if (!/^[a-z]{2}$/i.test(id)) return undefined;
  const code = id.toUpperCase();
  try {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The file's text with every missing name in `languages` CLDR has added; and the regions still without one. */
export function withRegionNames(text: string, languages: readonly Locale[]): { text: string; missing: string[] } {
  const regions = JSON.parse(text) as Record<string, unknown>[];
  let out = text;
  const missing: string[] = [];
  for (const region of regions) {
    const id = String(region.id);
    const added: string[] = [];
    for (const language of languages.filter((tag) => tag !== 'en')) {
      const key = `name-${language}`;
      if (typeof region[key] === 'string' && region[key] !== '') continue;
      const name = cldrRegionName(id, language);
      if (name) added.push(`${JSON.stringify(key)}: ${JSON.stringify(name)}`);
      else missing.push(`${id} ${key}`);
    }
    if (added.length === 0) continue;
    const anchor = `"regionName": ${JSON.stringify(region.regionName)}`;
    const at = out.indexOf(anchor);
    if (at < 0) throw new Error(`cannot find ${anchor} in regions.json`);
    out = `${out.slice(0, at + anchor.length)}, ${added.join(', ')}${out.slice(at + anchor.length)}`;
  }
  return { text: out, missing };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = resolve(schemasFolder(), 'regions.json');
  const { text, missing } = withRegionNames(readFileSync(file, 'utf8'), offeredLocales);
  writeFileSync(file, text);
  console.log(
    missing.length === 0
      ? `${file}: every region has its names in ${offeredLocales.join(', ')}.`
      : `${file}: CLDR has no name for ${missing.join(', ')}; write these by hand.`,
  );
}
