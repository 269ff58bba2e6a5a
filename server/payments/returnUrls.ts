import { matchLocale, type Locale } from '../../src/i18n/locales';

/** Where a checkout sends the delegate back to the site. */
export interface ReturnUrls {
  /** The thank-you page for an online payment. */
  success: string;
  /** The form, where the tab's draft is waiting. */
  cancel: string;
}

/** The interface language a request names in Content-Language (the page's `<html lang>`), if it is one of ours. */
export function requestLanguage(contentLanguage: unknown): Locale | undefined {
  return typeof contentLanguage === 'string' ? matchLocale(contentLanguage.split(',')[0]!.trim()) : undefined;
}

/**
 * The success and cancel addresses of a checkout, in the delegate's language (?lang=, none for English): the one place every payment
 * provider builds them from. `siteUrl` is the site's base URL without a trailing slash, '' for the same origin.
 */
export function checkoutReturnUrls(siteUrl: string, language?: Locale): ReturnUrls {
  // English is the default: its addresses stay as the contract has them (the tab remembers a chosen English anyway).
  const lang = language && language !== 'en' ? `lang=${encodeURIComponent(language)}` : '';
  return {
    success: `${siteUrl}/thankMessage?payment=online${lang ? `&${lang}` : ''}`,
    cancel: `${siteUrl}/${lang ? `?${lang}` : ''}`,
  };
}
