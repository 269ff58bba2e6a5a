import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { diallingCodes } from '../../../core/model/diallingCodes';
import { regions } from '../../../core/model/regionList';
import {
  buildDiallingCodes,
  DIALLING_CODE_COUNT,
  flagOf,
  formatDiallingCodes,
  OUTPUT_PATH,
} from '../../../scripts/generate-dialling-codes';
import { offeredLocales } from '../../../server/i18n/catalogues';

describe('dialling-code list', () => {
  it('holds exactly 250 entries numbered 1 to 250 in order', () => {
    expect(DIALLING_CODE_COUNT).toBe(250);
    expect(diallingCodes).toHaveLength(250);
    expect(diallingCodes.map((entry) => entry.id)).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
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

  it("lists Hong Kong as +852, by the region list's Chinese names so the form names it one way", () => {
    const hongKong = regions.find((region) => region.id === 'hk');
    expect(diallingCodes.find((entry) => entry.alpha2 === 'HK')).toMatchObject({
      name: 'Hong Kong',
      code: '+852',
      flag: '🇭🇰',
      'name-zh-Hant': hongKong?.['name-zh-Hant'],
      'name-zh-Hans': hongKong?.['name-zh-Hans'],
    });
  });

  it('names every region of the region list as that list does in each Chinese', () => {
    for (const region of regions) {
      const entry = diallingCodes.find((candidate) => candidate.alpha2.toLowerCase() === region.id);
      if (!entry) continue;
      expect(entry['name-zh-Hant'], region.id).toBe(region['name-zh-Hant']);
      expect(entry['name-zh-Hans'], region.id).toBe(region['name-zh-Hans']);
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
    const built = buildDiallingCodes();
    expect(built).toEqual(diallingCodes);
    expect(formatDiallingCodes(built)).toBe(readFileSync(OUTPUT_PATH, 'utf8'));
  });
});
