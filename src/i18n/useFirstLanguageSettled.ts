import { useEffect, useState } from 'react';

import type { Locale } from '../../core/i18n/locales';

/**
 * Whether the first language's texts of a lazily loaded part (the console, the delegate's pages) have arrived, or
 * could not be fetched (English then): until then the part shows nothing, so a Chinese page never opens with English
 * sentences that turn Chinese a moment later.
 */
export function useFirstLanguageSettled(locale: Locale, load: (locale: Locale) => Promise<unknown>): boolean {
  const [settled, setSettled] = useState(locale === 'en');
  useEffect(() => {
    if (settled) return;
    let live = true;
    void load(locale)
      .catch(() => undefined)
      .then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled, locale, load]);
  return settled;
}
