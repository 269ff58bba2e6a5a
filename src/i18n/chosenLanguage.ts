import { languageCookieName, languageFromCookie } from '../../core/i18n/languageCookie';
import { type Locale, matchLocale } from '../../core/i18n/locales';
import { offeredLocales } from './catalogue';

const storageKey = 'registration-language';

/** The language chosen earlier in this tab, so a page reached without ?lang= (back from the checkout) keeps it. */
export function chosenLanguage(): Locale | undefined {
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    return stored ? matchLocale(stored, offeredLocales) : undefined;
  } catch {
    // Storage can be switched off; the language then lives in the address alone.
    return undefined;
  }
}

/**
 * The language last chosen in this browser, in any tab (the cookie); a plain split keeps a cookie library off the
 * first load.
 */
export function chosenInThisBrowser(): Locale | undefined {
  const prefix = `${languageCookieName}=`;
  try {
    const pair = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
    return languageFromCookie(pair?.slice(prefix.length), offeredLocales);
  } catch {
    // A sandboxed document has no cookies, as it has no storage: ?lang= and the browser's languages remain.
    return undefined;
  }
}

/** Remembers the language chosen in this tab, and in the cookie for the server. */
export function rememberLanguage(locale: Locale): void {
  try {
    window.sessionStorage.setItem(storageKey, locale);
  } catch {
    // As above: without storage the address still carries the language.
  }
  try {
    document.cookie = `${languageCookieName}=${locale}; Path=/; SameSite=Lax`;
  } catch {
    // As above: the server then picks the page's language by ?lang= and the browser's languages.
  }
}
