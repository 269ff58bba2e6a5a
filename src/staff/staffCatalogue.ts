import staffEnglish from '@schemas/messages/en.json?staff';

import type { Locale } from '../../core/i18n/locales';
import { type Catalogue, catalogueOf, type Messages } from '../i18n/catalogue';
import { translationLoaders } from '../i18n/translationLoaders';

/** The console in English: the default, and the fallback of every staff text. */
export const englishStaffCatalogue: Catalogue = catalogueOf('en', staffEnglish, staffEnglish);

// Each language's staff texts are a chunk of their own (`?staff`, scripts/vitePluginMessages.ts): the console loads
// only the language it shows, and the delegate's pages never load any of them.
const translations = translationLoaders(
  import.meta.glob<{ default: Messages }>(['@schemas/messages/*.json', '!@schemas/messages/en.json'], {
    query: '?staff',
  }),
);

const loaded = new Map<Locale, Promise<Catalogue>>();

/**
 * The console's catalogue of a language over its English texts, a key it lacks shown as the whole English sentence.
 * One request per language: the first paint and a later switch share it. A chunk that cannot be fetched is asked
 * for again next time.
 */
export function loadStaffCatalogue(locale: Locale): Promise<Catalogue> {
  const load = translations.get(locale);
  if (locale === 'en' || !load) return Promise.resolve(englishStaffCatalogue);
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    catalogue = load().then((module) => catalogueOf(locale, module.default, staffEnglish));
    catalogue.catch(() => loaded.delete(locale));
    loaded.set(locale, catalogue);
  }
  return catalogue;
}
