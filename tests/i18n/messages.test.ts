import { describe, expect, it } from 'vitest';
import { eventTextValues, formatEventDate } from '../../src/i18n/eventTextValues';
import { englishMessages, messagesFor, pickLocale } from '../../src/i18n/messages';
import { event } from '../../src/model/schemaData';

describe('choosing the interface language', () => {
  it('takes ?lang= first, then the browser languages, and falls back to English', () => {
    expect(pickLocale('?lang=zh-Hant', ['en-GB'])).toBe('zh-Hant');
    expect(pickLocale('?lang=klingon', ['zh-CN'])).toBe('zh-Hans');
    expect(pickLocale('', ['fr-FR', 'zh-HK'])).toBe('zh-Hant');
    expect(pickLocale('', ['zh-TW'])).toBe('zh-Hant');
    expect(pickLocale('', ['de-DE', 'fr'])).toBe('en');
    expect(pickLocale('', [])).toBe('en');
  });

  it('shows English for every text the Chinese catalogues do not have', () => {
    const hant = messagesFor('zh-Hant');
    expect(Object.keys(hant)).toEqual(expect.arrayContaining(Object.keys(englishMessages)));
    expect(hant['error.title.required']).toBe('Please select a title.');
  });
});

describe('event values in texts', () => {
  it('writes event dates as day month year, whatever the time zone of the machine', () => {
    expect(formatEventDate('2025-09-27', 'en')).toBe('27 September 2025');
    expect(eventTextValues(event, 'en')).toMatchObject({
      earlyBirdDeadline: '27 September 2025',
      registrationCloses: '25 October 2025',
      seminarDinner: '6 November 2025',
      acronym: 'PIC/S',
      year: '2025',
      email: event.organiserEmail,
    });
  });
});
