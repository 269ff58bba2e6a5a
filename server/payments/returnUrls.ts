/** Where a checkout sends the delegate back to, for every provider: built here only, so the language is carried in one place. */
import { type Locale, matchLocale } from '../../core/i18n/locales';
import { checkoutCancelledPath } from '../../core/paths/delegatePaths';
import { pagePaths } from '../../core/paths/pagePaths';
import { offeredLocales } from '../i18n/catalogues';

/** Where a checkout sends the delegate back to the site. */
export interface ReturnUrls {
  /** The thank-you page for an online payment. */
  success: string;
  /** The delegate's own page, which says nothing was charged and offers to pay or switch to bank transfer. */
  cancel: string;
}

/** The interface language a request names (Content-Language, or a ?lang= value), if it is one of ours. */
export function requestLanguage(tag: unknown): Locale | undefined {
  return typeof tag === 'string' ? matchLocale(tag.split(',')[0].trim(), offeredLocales) : undefined;
}

/**
 * The success and cancel addresses of a checkout, in the delegate's language (?lang=, none for English), under the
 * site's base URL ('' for the same origin). Neither holds the personal link's token: the card provider keeps both, and
 * the pages they land on are reached by others' links too. The browser that went to the checkout kept the token in
 * its tab (src/registration/thankYouToken.ts): the thank-you page reads it there, and so does the delegate's page at
 * the tokenless cancel address, which then moves to the delegate's own address.
 */
export function checkoutReturnUrls(siteUrl: string, language?: Locale): ReturnUrls {
  const base = siteUrl.replace(/\/+$/, '');
  // English is the default: its addresses stay as the contract has them (the tab remembers a chosen English anyway).
  const lang = language && language !== 'en' ? `&lang=${encodeURIComponent(language)}` : '';
  return {
    success: `${base}${pagePaths.thanks}?payment=online${lang}`,
    cancel: `${base}${checkoutCancelledPath}${lang}`,
  };
}
