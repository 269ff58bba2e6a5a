/**
 * Generates the event's dialling-codes.json (SCHEMAS_DIR, else schemas/) from libphonenumber-js calling codes and ICU
 * region names, a name for each language of its catalogues.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { getCountries, getCountryCallingCode } from 'libphonenumber-js';

import type { Locale } from '../core/i18n/locales';
import { regions } from '../core/model/regionList';
import type { DiallingCode, Region } from '../core/model/types';
import { schemasFolder } from '../server/boot/schemasFolder.mjs';
import { offeredLocales } from '../server/i18n/catalogues';

/** The list length the spec fixes (section 9). */
export const DIALLING_CODE_COUNT = 250;

/**
 * ISO 3166-1 territories libphonenumber-js has no metadata for, with the calling code ITU assigns
 * or their telephone service actually uses. Bouvet Island (BV) and Heard & McDonald Islands (HM)
 * are left out on purpose: they are uninhabited and have no telephone service of their own.
 */
export const EXTRA_TERRITORIES: Readonly<Record<string, string>> = {
  AQ: '672', // Antarctica: ITU code 672 serves the Australian Antarctic bases.
  GS: '500', // South Georgia & South Sandwich Islands: shares the Falkland Islands' code.
  PN: '64', // Pitcairn Islands: served from New Zealand's numbering plan.
  TF: '262', // French Southern Territories: research stations use the Réunion numbering plan.
  UM: '1', // U.S. Outlying Islands: Wake and Midway are on the North American Numbering Plan.
};

/**
 * Regions shown by CLDR's short English name when the region list does not hold them: the long one adds 'SAR China'
 * ('Hong Kong SAR China'). (A region the list holds takes its names there: see englishNamer and listedNamer.)
 */
const SHORT_NAME_REGIONS: ReadonlySet<string> = new Set(['HK', 'MO']);

/** The emoji flag of an alpha-2 code: each letter mapped to its regional indicator symbol. */
export function flagOf(alpha2: string): string {
  const regionalIndicatorA = 0x1f1e6;
  return String.fromCodePoint(
    ...[...alpha2.toUpperCase()].map((letter) => regionalIndicatorA + letter.charCodeAt(0) - 65),
  );
}

function regionNamer(locale: string): (alpha2: string) => string {
  const long = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const short = new Intl.DisplayNames([locale], { type: 'region', style: 'short', fallback: 'none' });
  return (alpha2) => {
    const name = (SHORT_NAME_REGIONS.has(alpha2) ? short : long).of(alpha2);
    if (!name) throw new Error(`No ${locale} name for region ${alpha2}`);
    return name;
  };
}

/**
 * A region's name in `locale` as the event's region list writes it (regions.json, whose ids are alpha-2 codes in lower
 * case), so the form's two lists name a place alike ('中國香港特別行政區', not '香港' beside it); CLDR's for the rest.
 */
function listedNamer(locale: Locale, regionList: readonly Region[]): (alpha2: string) => string {
  const cldr = regionNamer(locale);
  const named = new Map(
    regionList.map((region) => [
      region.id.toUpperCase(),
      (region as unknown as Record<string, unknown>)[`name-${locale}`],
    ]),
  );
  return (alpha2) => {
    const listed = named.get(alpha2);
    return typeof listed === 'string' && listed.trim() !== '' ? listed.trim() : cldr(alpha2);
  };
}

/** A region's English name as the region list writes it ('Hong Kong SAR, China', 'Chinese Taipei'); CLDR's for the rest. */
function englishNamer(regionList: readonly Region[]): (alpha2: string) => string {
  const cldr = regionNamer('en');
  const named = new Map(regionList.map((region) => [region.id.toUpperCase(), region.regionName.trim()]));
  return (alpha2) => named.get(alpha2) || cldr(alpha2);
}

/** The ids of a list already written, by alpha-2 code: drafts and registrations in progress hold them. */
export function idsByAlpha2(entries: readonly DiallingCode[]): Map<string, number> {
  return new Map(entries.map((entry) => [entry.alpha2, entry.id]));
}

/**
 * Builds the list sorted by English name; every region the region list holds is named as that list names it, in each
 * language, so the form's two lists name a place alike. An entry keeps the id `keptIds` gives its alpha-2 code (a
 * region renamed moves in the list, not in number); new entries take the next free ids. Pure apart from the CLDR
 * names in the running Node's ICU: a Node upgrade can rename entries, and tests/core/model/diallingCodes.test.ts then
 * fails until the file is regenerated.
 */
export function buildDiallingCodes(
  regionList: readonly Region[] = regions,
  languages: readonly Locale[] = offeredLocales,
  keptIds: ReadonlyMap<string, number> = new Map(),
): DiallingCode[] {
  const callingCodes = new Map<string, string>(getCountries().map((alpha2) => [alpha2, getCountryCallingCode(alpha2)]));
  for (const [alpha2, code] of Object.entries(EXTRA_TERRITORIES)) {
    if (callingCodes.has(alpha2))
      throw new Error(`${alpha2} is already in libphonenumber-js; drop it from EXTRA_TERRITORIES`);
    callingCodes.set(alpha2, code);
  }
  if (callingCodes.size !== DIALLING_CODE_COUNT) {
    throw new Error(`Expected ${DIALLING_CODE_COUNT} dialling codes, got ${callingCodes.size}`);
  }

  const english = englishNamer(regionList);
  const translated = languages
    .filter((language) => language !== 'en')
    .map((language) => [`name-${language}`, listedNamer(language, regionList)] as const);
  const collator = new Intl.Collator('en');
  const kept = new Map([...keptIds].filter(([alpha2]) => callingCodes.has(alpha2)));
  let nextId = Math.max(0, ...kept.values()) + 1;

  return (
    [...callingCodes]
      .map(([alpha2, code]) => ({ alpha2, code, name: english(alpha2) }))
      // Ties cannot happen today; the alpha-2 code keeps the order stable if names ever collide.
      .sort((a, b) => collator.compare(a.name, b.name) || a.alpha2.localeCompare(b.alpha2))
      .map(({ alpha2, code, name }) => ({
        id: kept.get(alpha2) ?? nextId++,
        name,
        code: `+${code}`,
        alpha2,
        flag: flagOf(alpha2),
        ...Object.fromEntries(translated.map(([key, namer]) => [key, namer(alpha2)])),
      }))
  );
}

/** Serialises the list with one entry per line, so a change shows as a one-line diff. */
export function formatDiallingCodes(entries: readonly DiallingCode[]): string {
  const lines = entries.map((entry) => {
    const fields = Object.entries(entry).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    return `  {${fields.join(', ')}}`;
  });
  return `[\n${lines.join(',\n')}\n]\n`;
}

/** Where the generated list is committed: the event's schemas folder (SCHEMAS_DIR, else schemas/). */
export const OUTPUT_PATH = resolve(schemasFolder(), 'dialling-codes.json');

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = existsSync(OUTPUT_PATH) ? (JSON.parse(readFileSync(OUTPUT_PATH, 'utf8')) as DiallingCode[]) : [];
  const entries = buildDiallingCodes(regions, offeredLocales, idsByAlpha2(written));
  writeFileSync(OUTPUT_PATH, formatDiallingCodes(entries));
  console.log(`Wrote ${entries.length} dialling codes to ${OUTPUT_PATH}`);
}
