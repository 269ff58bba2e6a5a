/** Where a checkout sends the delegate back to, for every provider: built here only, so the language is carried in one place. */
import { type Locale, matchLocale } from '../../src/i18n/locales';

/** Where a checkout sends the delegate back to the site. */
export interface ReturnUrls {
  /** The thank-you page for an online payment. */
  success: string;
  /** The form, where the tab's draft is waiting. */
  cancel: string;
}

/** The interface language a request names (Content-Language, or a ?lang= value), if it is one of ours. */
export function requestLanguage(tag: unknown): Locale | undefined {
  return typeof tag === 'string' ? matchLocale(tag.split(',')[0].trim()) : undefined;
}

/**
 * The success and cancel addresses of a checkout, in the delegate's language (?lang=, none for English), under the
 * site's base URL ('' for the same origin).
 */
export function checkoutReturnUrls(siteUrl: string, language?: Locale): ReturnUrls {
  const base = siteUrl.replace(/\/+$/, '');
  // English is the default: its addresses stay as the contract has them (the tab remembers a chosen English anyway).
  const lang = language && language !== 'en' ? `lang=${encodeURIComponent(language)}` : '';
  return {
    success: `${base}/thankMessage?payment=online${lang ? `&${lang}` : ''}`,
    cancel: `${base}/${lang ? `?${lang}` : ''}`,
  };
}
