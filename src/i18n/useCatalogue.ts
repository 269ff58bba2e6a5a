import { useEffect, useState } from 'react';

import type { Locale } from '../../core/i18n/locales';
import { type Catalogue, englishCatalogue, loadCatalogue } from './catalogue';

/**
 * The catalogue to show for `wanted`: the one already shown until the new language has arrived, so a switch
 * never blanks the page nor remounts the form (what was typed stays). `load` fetches a language's catalogue: the
 * site's by default, the staff console's for the console.
 */
export function useCatalogue(
  wanted: Locale,
  first: Catalogue = englishCatalogue,
  load: (locale: Locale) => Promise<Catalogue> = loadCatalogue,
): Catalogue {
  const [catalogue, setCatalogue] = useState(first);
  useEffect(() => {
    if (catalogue.locale === wanted) return;
    let current = true;
    load(wanted).then(
      (loaded) => {
        if (current) setCatalogue(loaded);
      },
      // A chunk that cannot be fetched leaves the page in the language it already shows.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, catalogue.locale, load]);
  return catalogue;
}
