import { describe, expect, it } from 'vitest';

import { matchLocale, orderedLocales } from '../../../core/i18n/locales';

/** The languages of an event of this test's own, with a fourth beside English and Chinese. */
const offered = ['en', 'zh-Hant', 'zh-Hans', 'fr'];

describe('matching a tag to the languages offered', () => {
  it('takes the same tag in any case', () => {
    expect(matchLocale('FR', offered)).toBe('fr');
    expect(matchLocale('zh-hant', offered)).toBe('zh-Hant');
  });

  it("takes a region's or a script's variant by CLDR's likely subtags, with no table of aliases", () => {
    expect(matchLocale('fr-CH', offered)).toBe('fr');
    expect(matchLocale('fr-CA', offered)).toBe('fr');
    expect(matchLocale('zh-HK', offered)).toBe('zh-Hant');
    expect(matchLocale('zh-MO', offered)).toBe('zh-Hant');
    expect(matchLocale('zh-TW', offered)).toBe('zh-Hant');
    expect(matchLocale('zh', offered)).toBe('zh-Hans');
    expect(matchLocale('zh-SG', offered)).toBe('zh-Hans');
    expect(matchLocale('en-GB', offered)).toBe('en');
  });

  it('names none for a language not offered, or for what is no tag at all', () => {
    expect(matchLocale('de-CH', offered)).toBeUndefined();
    expect(matchLocale('yue', offered)).toBeUndefined();
    expect(matchLocale('klingon!', offered)).toBeUndefined();
    expect(matchLocale('', offered)).toBeUndefined();
    expect(matchLocale('fr', ['en', 'zh-Hant'])).toBeUndefined();
  });
});

describe('the order the switcher lists the languages in', () => {
  it('is the order the English catalogue names them in, for the catalogues present', () => {
    const english = {
      'language.label': 'Language',
      'language.en': 'English',
      'language.fr': 'Français',
      'language.de': 'Deutsch',
      'language.it': 'Italiano',
    };
    expect(orderedLocales(['de', 'en', 'fr'], english)).toEqual(['en', 'fr', 'de']);
  });

  it('holds English even when the folder lists only the translations', () => {
    expect(orderedLocales(['fr'], { 'language.en': 'English', 'language.fr': 'Français' })).toEqual(['en', 'fr']);
  });
});
