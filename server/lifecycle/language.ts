/** The language a delegate used, as the client declares it in Content-Language; only known catalogues are kept. */
import { matchLocale } from '../../core/i18n/locales';
import { type Locale, locales } from '../../core/i18n/messages';

/** Whether a text names a catalogue of schemas/messages exactly ('en', 'zh-Hant', 'zh-Hans'). */
export function isLocale(text: string | undefined): text is Locale {
  return text !== undefined && (locales as readonly string[]).includes(text);
}

/** The catalogue of a Content-Language header (its first tag, matched as the page matches a browser's); English for anything else. */
export function languageOf(header: string | string[] | undefined): Locale {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return (first && matchLocale(first)) || 'en';
}
