import delegateEnglish from '@schemas/messages/en.json?delegate';

import type { Locale } from '../../core/i18n/locales';
import { type Catalogue, catalogueOf, type Messages } from '../i18n/catalogue';
import { translationLoaders } from '../i18n/translationLoaders';

/** The delegate's pages' texts in English: the default, and the fallback of each of them. */
export const englishDelegateCatalogue: Catalogue = catalogueOf('en', delegateEnglish, delegateEnglish);

// Each language's texts of these pages are a chunk of their own (`?delegate`, scripts/vitePluginMessages.ts): the
// form's first load never carries them, and a page loads only the language it shows.
const translations = translationLoaders(
  import.meta.glob<{ default: Messages }>(['@schemas/messages/*.json', '!@schemas/messages/en.json'], {
    query: '?delegate',
  }),
);

const loaded = new Map<Locale, Promise<Catalogue>>();

/** The texts of a language over their English, one request per language; a chunk that failed is asked for again. */
export function loadDelegateCatalogue(locale: Locale): Promise<Catalogue> {
  const load = translations.get(locale);
  if (locale === 'en' || !load) return Promise.resolve(englishDelegateCatalogue);
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    catalogue = load().then((module) => catalogueOf(locale, module.default, delegateEnglish));
    catalogue.catch(() => loaded.delete(locale));
    loaded.set(locale, catalogue);
  }
  return catalogue;
}
