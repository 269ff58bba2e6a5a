/**
 * How a page picks its language among those offered: small enough for the first load, with no catalogue in it. The
 * languages offered are the catalogues of the event's messages/ folder (src/i18n/offeredLocales.ts in the browser,
 * server/i18n/catalogues.ts on the server); English is always one of them.
 */

/** A language tag naming one of the event's catalogues ('en', 'zh-Hant', 'fr'). */
export type Locale = string;

/** The language every catalogue falls back to, and the one a page shows when nothing else matches. */
export const englishLocale: Locale = 'en';

/** A tag's language and script as CLDR's likely subtags complete them: 'zh-HK' is 'zh-Hant', 'zh' is 'zh-Hans'. */
export function languageAndScript(tag: string): string | undefined {
  try {
    const { language, script } = new Intl.Locale(tag).maximize();
    return `${language}-${script}`;
  } catch {
    // Not a well-formed tag (a hand-edited cookie, a stray header): it names none of ours.
    return undefined;
  }
}

/**
 * Which of `offered` a tag names: the one with the same language and script, so 'zh-HK' chooses Traditional Chinese,
 * 'zh-CN' Simplified and 'fr-CH' French, in any case. Undefined when none does. (Two catalogues of one language and
 * script, 'fr' and 'fr-CH', would not be told apart: the first offered is taken.)
 */
export function matchLocale(tag: string, offered: readonly Locale[]): Locale | undefined {
  const wanted = languageAndScript(tag);
  return wanted && offered.find((locale) => languageAndScript(locale) === wanted);
}

/** The language a page address asks for with ?lang=, if it is one offered. */
export function requestedLocale(search: string, offered: readonly Locale[]): Locale | undefined {
  // No ?lang= reads as '', which is no tag.
  return matchLocale(new URLSearchParams(search).get('lang') ?? '', offered);
}

/**
 * The interface language: ?lang= first, then the language chosen earlier in this tab (which survives the
 * checkout round trip), then the browser's languages, else English.
 */
export function pickLocale(
  search: string,
  browserLanguages: readonly string[],
  offered: readonly Locale[],
  chosenInTab?: Locale,
): Locale {
  const requested = requestedLocale(search, offered) ?? chosenInTab;
  if (requested) return requested;
  for (const candidate of browserLanguages) {
    const match = matchLocale(candidate, offered);
    if (match) return match;
  }
  return englishLocale;
}

/** The query string with ?lang= set to `locale`, every other parameter kept ('?payment=online&lang=zh-Hant'). */
export function searchWithLocale(search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set('lang', locale);
  return `?${params.toString()}`;
}

/**
 * The languages of the catalogues present, in the order the switcher lists them: as the English catalogue names them
 * (its `language.<tag>` keys, which staff order, English's own among them). check:schemas wants a name for every
 * catalogue and a catalogue for every name, so none is left out.
 */
export function orderedLocales(present: readonly string[], english: Readonly<Record<string, string>>): Locale[] {
  return Object.keys(english)
    .filter((key) => key.startsWith('language.'))
    .map((key) => key.slice(9))
    .filter((tag) => tag === englishLocale || present.includes(tag));
}
