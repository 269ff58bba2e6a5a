/**
 * Fills the Chinese names of schemas/regions.json that are missing, from CLDR (the platform's Intl.DisplayNames) for
 * regions whose id is an ISO 3166-1 alpha-2 code (or EU); a name already there, written by hand, is never replaced.
 * The file keeps its hand layout: the names go in right after each region's "regionName".
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { projectRoot } from './support/projectRoot';

export const chineseNameKeys = ['name-zh-Hant', 'name-zh-Hans'] as const;

/** CLDR's name of a region in a language, or undefined when the id is not a region code CLDR knows. */
export function cldrRegionName(id: string, language: 'zh-Hant' | 'zh-Hans'): string | undefined {
  if (!/^[a-z]{2}$/i.test(id)) return undefined;
  const code = id.toUpperCase();
  try {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The file's text with every missing Chinese name CLDR has added; and the regions still without one. */
export function withRegionNames(text: string): { text: string; missing: string[] } {
  const regions = JSON.parse(text) as Record<string, unknown>[];
  let out = text;
  const missing: string[] = [];
  for (const region of regions) {
    const id = String(region.id);
    const added: string[] = [];
    for (const key of chineseNameKeys) {
      if (typeof region[key] === 'string' && region[key] !== '') continue;
      const name = cldrRegionName(id, key === 'name-zh-Hant' ? 'zh-Hant' : 'zh-Hans');
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
  const file = resolve(projectRoot, 'schemas/regions.json');
  const { text, missing } = withRegionNames(readFileSync(file, 'utf8'));
  writeFileSync(file, text);
  console.log(
    missing.length === 0
      ? 'schemas/regions.json: every region has its Chinese names.'
      : `schemas/regions.json: CLDR has no name for ${missing.join(', ')}; write these by hand.`,
  );
}
