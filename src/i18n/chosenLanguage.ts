import { type Locale, matchLocale } from './locales';

const storageKey = 'registration-language';

/** The language chosen earlier in this tab, so a page reached without ?lang= (back from the checkout) keeps it. */
export function chosenLanguage(): Locale | undefined {
  try {
    const stored = window.sessionStorage.getItem(storageKey);
    return stored ? matchLocale(stored) : undefined;
  } catch {
    // Storage can be switched off; the language then lives in the address alone.
    return undefined;
  }
}

/** Remembers the language chosen in this tab. */
export function rememberLanguage(locale: Locale): void {
  try {
    window.sessionStorage.setItem(storageKey, locale);
  } catch {
    // As above: without storage the address still carries the language.
  }
}
