/** The interface languages and how a page picks one: small enough for the first load, with no catalogue in it. */

export const locales = ['en', 'zh-Hant', 'zh-Hans'] as const;
export type Locale = (typeof locales)[number];

/** The language a tag names ('zh-HK' is Traditional, 'zh-CN' Simplified), or undefined for any other. */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'zh-hant' || lower.startsWith('zh-hant-') || ['zh-tw', 'zh-hk', 'zh-mo'].includes(lower))
    return 'zh-Hant';
  if (lower === 'zh-hans' || lower.startsWith('zh-hans-') || ['zh-cn', 'zh-sg', 'zh'].includes(lower)) return 'zh-Hans';
  return undefined;
}

/** The language a page address asks for with ?lang=, if it is one of ours. */
export function requestedLocale(search: string): Locale | undefined {
  const requested = new URLSearchParams(search).get('lang');
  return requested ? matchLocale(requested) : undefined;
}

/**
 * The interface language: ?lang= first, then the language chosen earlier in this tab (which survives the
 * checkout round trip), then the browser's languages, else English.
 */
export function pickLocale(search: string, browserLanguages: readonly string[], chosenInTab?: Locale): Locale {
  const requested = requestedLocale(search) ?? chosenInTab;
  if (requested) return requested;
  for (const candidate of browserLanguages) {
    const match = matchLocale(candidate);
    if (match) return match;
  }
  return 'en';
}

/** The query string with ?lang= set to `locale`, every other parameter kept ('?payment=online&lang=zh-Hant'). */
export function searchWithLocale(search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set('lang', locale);
  return `?${params.toString()}`;
}
