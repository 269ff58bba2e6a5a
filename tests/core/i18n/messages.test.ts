import { describe, expect, it } from 'vitest';

import { eventTextValues, formatEventDate } from '../../../core/i18n/eventTextValues';
import { pickLocale, searchWithLocale } from '../../../core/i18n/locales';
import { englishMessages } from '../../../core/i18n/messages';
import { event } from '../../../core/model/schemaData';
import { catalogueOf } from '../../../src/i18n/catalogue';
import { longDate } from '../../support/schemaTexts';

/** The languages of an event of this test's own: English and the two Chinese scripts. */
const offered = ['en', 'zh-Hant', 'zh-Hans'];

describe('choosing the interface language', () => {
  it('takes ?lang= first, then the browser languages, and falls back to English', () => {
    expect(pickLocale('?lang=zh-Hant', ['en-GB'], offered)).toBe('zh-Hant');
    expect(pickLocale('?lang=klingon', ['zh-CN'], offered)).toBe('zh-Hans');
    expect(pickLocale('', ['fr-FR', 'zh-HK'], offered)).toBe('zh-Hant');
    expect(pickLocale('', ['zh-TW'], offered)).toBe('zh-Hant');
    expect(pickLocale('', ['de-DE', 'fr'], offered)).toBe('en');
    expect(pickLocale('', [], offered)).toBe('en');
  });

  it('shows the whole English sentence for a text a translation lacks, and knows which keys those are', () => {
    const hant = catalogueOf('zh-Hant', { 'fees.period.standard': '標準收費' });
    expect(Object.keys(hant.messages)).toEqual(expect.arrayContaining(Object.keys(englishMessages)));
    expect(hant.messages['fees.period.standard']).toBe('標準收費');
    expect(hant.messages['error.title.required']).toBe('Please select a title.');
    expect(hant.englishKeys.has('error.title.required')).toBe(true);
    expect(hant.englishKeys.has('fees.period.standard')).toBe(false);
  });

  it('keeps ?lang= and every other parameter when switching', () => {
    expect(searchWithLocale('?payment=online', 'zh-Hans')).toBe('?payment=online&lang=zh-Hans');
    expect(searchWithLocale('?lang=en&payment=bank', 'zh-Hant')).toBe('?lang=zh-Hant&payment=bank');
    expect(pickLocale('', ['en-GB'], offered, 'zh-Hans')).toBe('zh-Hans');
    expect(pickLocale('?lang=en', ['zh-HK'], offered, 'zh-Hans')).toBe('en');
  });
});

describe('event values in texts', () => {
  it('writes event dates as day month year, whatever the time zone of the machine', () => {
    expect(formatEventDate('2030-09-27', 'en')).toBe('27 September 2030');
    expect(formatEventDate('2030-01-01', 'en')).toBe('1 January 2030');
    // Every date event.json names, whichever dates the event has.
    const days = Object.fromEntries(Object.entries(event.dates).map(([name, day]) => [name, longDate(day)]));
    expect(eventTextValues(event, 'en')).toMatchObject({
      ...days,
      acronym: event.bodyAcronym,
      year: String(event.year),
      email: event.organiserEmail,
    });
  });
});
