import en from '@schemas/messages/en.json';
import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';

import type { Locale } from './locales';

export { type Locale, locales, pickLocale } from './locales';

export type Messages = Record<string, string>;

/** English texts, the fallback for every key. */
export const englishMessages: Messages = en;

const catalogues: Record<Locale, Messages> = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans };

/**
 * A locale's catalogue over the English one, so a missing text falls back to English. Every catalogue at once, for
 * the server and tests; the site loads one language at a time (catalogue.ts).
 */
export function messagesFor(locale: Locale): Messages {
  return { ...englishMessages, ...catalogues[locale] };
}
