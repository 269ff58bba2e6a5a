/** The language a delegate used, as the client declares it in Content-Language; only known catalogues are kept. */
import { englishLocale, type Locale, matchLocale } from '../../core/i18n/locales';
import { offeredLocales } from '../i18n/catalogues';

/** Whether a text names a catalogue of the event's messages/ folder exactly ('en', 'zh-Hant'). */
export function isLocale(text: string | undefined): text is Locale {
  return text !== undefined && offeredLocales.includes(text);
}

/** The catalogue of a Content-Language header (its first tag, matched as the page matches a browser's); English for anything else. */
export function languageOf(header: string | string[] | undefined): Locale {
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return (first && matchLocale(first, offeredLocales)) || englishLocale;
}
