import { afterEach, describe, expect, it } from 'vitest';

import { languageCookieName, languageFromCookie } from '../../core/i18n/languageCookie';
import { chosenInThisBrowser, chosenLanguage, rememberLanguage } from '../../src/i18n/chosenLanguage';

afterEach(() => {
  window.sessionStorage.clear();
  document.cookie = `${languageCookieName}=; Path=/; Max-Age=0`;
  document.cookie = 'other=1; Path=/; Max-Age=0';
});

/** Languages of this test's own for the cookie's reading alone: English and the two Chinese scripts. */
const offered = ['en', 'zh-Hant', 'zh-Hans'];

describe('the language a visitor chose', () => {
  it('is remembered for the tab and, in a cookie, for the server', () => {
    expect(chosenLanguage()).toBeUndefined();
    expect(chosenInThisBrowser()).toBeUndefined();
    rememberLanguage('zh-Hant');
    expect(chosenLanguage()).toBe('zh-Hant');
    expect(chosenInThisBrowser()).toBe('zh-Hant');
    expect(document.cookie).toContain(`${languageCookieName}=zh-Hant`);
  });

  it('is read from the cookie among others, and a later choice replaces an earlier one', () => {
    document.cookie = 'other=1; Path=/';
    rememberLanguage('zh-Hans');
    rememberLanguage('en');
    expect(chosenInThisBrowser()).toBe('en');
    // Another tab: its own storage is empty, the browser's cookie still names the choice.
    window.sessionStorage.clear();
    expect(chosenLanguage()).toBeUndefined();
    expect(chosenInThisBrowser()).toBe('en');
  });

  it('ignores a cookie that names none of the languages', () => {
    document.cookie = `${languageCookieName}=klingon; Path=/`;
    expect(chosenInThisBrowser()).toBeUndefined();
    expect(languageFromCookie(undefined, offered)).toBeUndefined();
    expect(languageFromCookie('', offered)).toBeUndefined();
    expect(languageFromCookie('zh-TW', offered)).toBe('zh-Hant');
  });
});
