import en from '../../schemas/messages/en.json';
import zhHans from '../../schemas/messages/zh-Hans.json';
import zhHant from '../../schemas/messages/zh-Hant.json';

export const locales = ['en', 'zh-Hant', 'zh-Hans'] as const;
export type Locale = (typeof locales)[number];

export type Messages = Record<string, string>;

/** English texts, the fallback for every key. */
export const englishMessages: Messages = en;

const catalogues: Record<Locale, Messages> = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans };

/** A locale's catalogue over the English one, so a missing text falls back to English. */
export function messagesFor(locale: Locale): Messages {
  return { ...englishMessages, ...catalogues[locale] };
}

/** The interface language from ?lang=, then the browser's languages, else English. */
export function pickLocale(search: string, browserLanguages: readonly string[]): Locale {
  const requested = new URLSearchParams(search).get('lang');
  const candidates = requested ? [requested, ...browserLanguages] : browserLanguages;
  for (const candidate of candidates) {
    const match = matchLocale(candidate);
    if (match) return match;
  }
  return 'en';
}

function matchLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'zh-hant' || lower.startsWith('zh-hant-') || ['zh-tw', 'zh-hk', 'zh-mo'].includes(lower)) return 'zh-Hant';
  if (lower === 'zh-hans' || lower.startsWith('zh-hans-') || ['zh-cn', 'zh-sg', 'zh'].includes(lower)) return 'zh-Hans';
  return undefined;
}
