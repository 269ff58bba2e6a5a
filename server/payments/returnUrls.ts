/** Where a checkout sends the delegate back to, for every provider: built here only, so the language is carried in one place. */
import { type Locale, matchLocale } from '../../core/i18n/locales';
import { delegatePagePath } from '../../core/paths/delegatePaths';

/** Where a checkout sends the delegate back to the site. */
export interface ReturnUrls {
  /** The thank-you page for an online payment. */
  success: string;
  /** The delegate's own page, which says nothing was charged and offers to pay or switch to bank transfer. */
  cancel: string;
}

/** The interface language a request names (Content-Language, or a ?lang= value), if it is one of ours. */
export function requestLanguage(tag: unknown): Locale | undefined {
  return typeof tag === 'string' ? matchLocale(tag.split(',')[0].trim()) : undefined;
}

/**
 * The success and cancel addresses of a checkout, in the delegate's language (?lang=, none for English), under the
 * site's base URL ('' for the same origin). The success address never holds the personal link's token: the card
 * provider keeps it, and the page it lands on is reached by others' links too; the browser that went to the checkout
 * kept the token for the thank-you page itself (src/registration/thankYouToken.ts). With the token, a Cancel lands on
 * the delegate's page; without one (a checkout page reached without its registration), Cancel goes back to the form.
 */
export function checkoutReturnUrls(siteUrl: string, language?: Locale, linkToken?: string): ReturnUrls {
  const base = siteUrl.replace(/\/+$/, '');
  // English is the default: its addresses stay as the contract has them (the tab remembers a chosen English anyway).
  const lang = language && language !== 'en' ? `lang=${encodeURIComponent(language)}` : '';
  return {
    success: `${base}/thankMessage?payment=online${lang ? `&${lang}` : ''}`,
    cancel: linkToken
      ? `${base}${delegatePagePath(linkToken)}?checkout=cancelled${lang ? `&${lang}` : ''}`
      : `${base}/${lang ? `?${lang}` : ''}`,
  };
}
