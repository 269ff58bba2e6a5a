import { type Locale, matchLocale } from './locales';

/**
 * The cookie that carries the last language chosen in this browser to the server, which then sends '/' already
 * rendered in it (server/routes/site.ts): a page reached without ?lang= (a bookmark, the address typed again) no
 * longer shows the browser's language first and the chosen one a moment later. A session cookie, as the tab's choice
 * ends with the tab.
 */
export const languageCookieName = 'registration-language';

/** The language a value of the cookie names, if it is one of the site's. */
export function languageFromCookie(value: string | undefined, offered: readonly Locale[]): Locale | undefined {
  return value ? matchLocale(value, offered) : undefined;
}
