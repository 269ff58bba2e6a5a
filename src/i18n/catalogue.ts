import en from '@schemas/messages/en.json';
import { createContext } from 'react';

import { type Locale, orderedLocales } from '../../core/i18n/locales';
import { translationLoaders } from './translationLoaders';

export type Messages = Record<string, string>;

/** The texts of one language, over English for any key it lacks, and which keys those are. */
export interface Catalogue {
  locale: Locale;
  messages: Messages;
  /** Keys shown in English because this language has no text for them. */
  englishKeys: ReadonlySet<string>;
}

const english: Messages = en;

/** English: the default, and the fallback of every key; always in the first load. */
export const englishCatalogue: Catalogue = { locale: 'en', messages: english, englishKeys: new Set() };

/**
 * A translation over English; a key it lacks shows the whole English sentence. `base` is the English of the same
 * texts: the site's by default, the staff console's for its own catalogue.
 */
export function catalogueOf(locale: Locale, translation: Messages, base: Messages = english): Catalogue {
  return {
    locale,
    messages: { ...base, ...translation },
    englishKeys: new Set(Object.keys(base).filter((key) => !Object.hasOwn(translation, key))),
  };
}

// Each translation is a chunk of its own: a page loads only the language it shows. The glob is lazy, so the first
// load carries only a loader per language, never a catalogue.
const translations = translationLoaders(
  import.meta.glob<{ default: Messages }>(['@schemas/messages/*.json', '!@schemas/messages/en.json']),
);

/**
 * The languages the site offers: English and each catalogue beside it in the event's messages/ folder, in the
 * switcher's order (the server reads the same folder, server/i18n/catalogues.ts).
 */
export const offeredLocales: readonly Locale[] = orderedLocales([...translations.keys()], english);

/** The catalogue of a language: English at once, a translation once its chunk has arrived. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const load = translations.get(locale);
  if (locale === 'en' || !load) return englishCatalogue;
  return catalogueOf(locale, (await load()).default);
}

/** The keys the page shows in English, so their dates and numbers are written the English way too. */
export const EnglishKeysContext = createContext<ReadonlySet<string>>(englishCatalogue.englishKeys);
