import type { Locale } from '../../core/i18n/locales';

/** Loads one language's texts: a lazily fetched chunk of its own. */
export type TranslationLoader = () => Promise<{ default: Record<string, string> }>;

/**
 * The loaders of an `import.meta.glob` over the event's messages/ folder by language tag: each catalogue present is a
 * language ('/events/next-seminar/messages/fr.json?staff' is 'fr'). The glob leaves English out, which every page
 * has from the start.
 */
export function translationLoaders(glob: Record<string, TranslationLoader>): ReadonlyMap<Locale, TranslationLoader> {
  return new Map(Object.entries(glob).map(([file, load]) => [/([^/]+)\.json/.exec(file)?.[1] ?? file, load]));
}
