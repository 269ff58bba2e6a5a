import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { diallingCodes } from '../../../core/model/diallingCodes';
import { regions } from '../../../core/model/regionList';
import {
  buildDiallingCodes,
  DIALLING_CODE_COUNT,
  flagOf,
  formatDiallingCodes,
  idsByAlpha2,
  OUTPUT_PATH,
} from '../../../scripts/generate-dialling-codes';
import { offeredLocales } from '../../../server/i18n/catalogues';

describe('dialling-code list', () => {
  it('holds exactly 250 entries numbered 1 to 250, each number once', () => {
    expect(DIALLING_CODE_COUNT).toBe(250);
    expect(diallingCodes).toHaveLength(250);
    const ids = diallingCodes.map((entry) => entry.id).sort((a, b) => a - b);
    expect(ids).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
  });

  it("keeps an entry's number when the region list renames it, and numbers a new entry after the rest", () => {
    const hongKong = regions.find((region) => region.id === 'hk');
    if (!hongKong) throw new Error('the test renames a region the list holds');
    const kept = idsByAlpha2(diallingCodes);
    // A name that sorts first: the entry moves to the top of the list with its number.
    const renamed = buildDiallingCodes(
      regions.map((region) => (region === hongKong ? { ...region, regionName: 'Aaa Renamed' } : region)),
      offeredLocales,
      kept,
    );
    expect(renamed[0]).toMatchObject({ alpha2: 'HK', name: 'Aaa Renamed', id: kept.get('HK') });
    for (const entry of renamed) expect(entry.id, entry.alpha2).toBe(kept.get(entry.alpha2));
    // Without the numbers of a written list (a first generation), they follow the order.
    const withoutHongKong = new Map([...kept].filter(([alpha2]) => alpha2 !== 'HK'));
    const numbered = buildDiallingCodes(regions, offeredLocales, withoutHongKong);
    expect(numbered.find((entry) => entry.alpha2 === 'HK')?.id).toBe(Math.max(...withoutHongKong.values()) + 1);
  });

  it('has unique ids and unique alpha-2 codes', () => {
    expect(new Set(diallingCodes.map((entry) => entry.id)).size).toBe(250);
    const alpha2 = diallingCodes.map((entry) => entry.alpha2);
    expect(new Set(alpha2).size).toBe(250);
    for (const code of alpha2) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('writes every calling code as a plus sign followed by digits', () => {
    for (const entry of diallingCodes) expect(entry.code, entry.name).toMatch(/^\+\d+$/);
  });

  it('derives each flag from the regional indicator symbols of its alpha-2 code', () => {
    for (const entry of diallingCodes) {
      const indicators = [...entry.flag].map((symbol) => String.fromCharCode(symbol.codePointAt(0)! - 0x1f1e6 + 65));
      expect(indicators.join(''), entry.name).toBe(entry.alpha2);
    }
    expect(flagOf('HK')).toBe('🇭🇰');
  });

  it("gives every entry an English name and one in each other language of the event's catalogues", () => {
    const translated = offeredLocales.filter((locale) => locale !== 'en');
    for (const entry of diallingCodes) {
      expect(entry.name.trim()).not.toBe('');
      for (const locale of translated) expect(entry[`name-${locale}`]?.trim(), `${entry.name} ${locale}`).toBeTruthy();
    }
  });

  it('sorts the entries by English name', () => {
    const names = diallingCodes.map((entry) => entry.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it("lists Hong Kong as +852, by the region list's names so the form names it one way", () => {
    const hongKong = regions.find((region) => region.id === 'hk');
    expect(diallingCodes.find((entry) => entry.alpha2 === 'HK')).toMatchObject({
      name: hongKong?.regionName,
      code: '+852',
      flag: '🇭🇰',
      'name-zh-Hant': hongKong?.['name-zh-Hant'],
      'name-zh-Hans': hongKong?.['name-zh-Hans'],
    });
  });

  it('names every region of the region list as that list does, in English and in each language it names it', () => {
    for (const region of regions) {
      const entry = diallingCodes.find((candidate) => candidate.alpha2.toLowerCase() === region.id);
      if (!entry) continue;
      expect(entry.name, region.id).toBe(region.regionName);
      for (const locale of offeredLocales.filter((language) => region[`name-${language}`]))
        expect(entry[`name-${locale}`], `${region.id} ${locale}`).toBe(region[`name-${locale}`]);
    }
  });

  it('includes the territories libphonenumber-js lacks, with their shared calling codes', () => {
    const codeOf = (alpha2: string) => diallingCodes.find((entry) => entry.alpha2 === alpha2)?.code;
    expect(codeOf('AQ')).toBe('+672');
    expect(codeOf('GS')).toBe('+500');
    expect(codeOf('PN')).toBe('+64');
    expect(codeOf('TF')).toBe('+262');
    expect(codeOf('UM')).toBe('+1');
  });

  it('is exactly what the generator builds, byte for byte', () => {
    const built = buildDiallingCodes(regions, offeredLocales, idsByAlpha2(diallingCodes));
    expect(built).toEqual(diallingCodes);
    expect(formatDiallingCodes(built)).toBe(readFileSync(OUTPUT_PATH, 'utf8'));
  });
});
