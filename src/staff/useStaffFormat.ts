import { useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';

import type { Locale } from '../../core/i18n/locales';
import { EnglishKeysContext } from '../i18n/catalogue';
import { amount, amounts, day, instant, region } from './formatting';

/** The console's amount and instant writers, bound to one language. */
export interface StaffFormat {
  locale: Locale;
  amount: (currency: string, value: number) => string;
  amounts: (byCurrency: Record<string, number>) => string;
  instant: (iso: string | null) => string;
  day: (isoDay: string) => string;
  region: (kept: string) => string;
}

/**
 * Writes amounts and instants in the language the console shows; for the values of `key`, in the language of that
 * text, so a sentence shown in English (no translation yet) never carries Chinese dates or numbers.
 */
export function useStaffFormat(key?: string): StaffFormat {
  const intl = useIntl();
  const englishKeys = useContext(EnglishKeysContext);
  const locale = key !== undefined && englishKeys.has(key) ? 'en' : intl.locale;
  return useMemo(
    () => ({
      locale,
      amount: (currency, value) => amount(currency, value, locale),
      amounts: (byCurrency) => amounts(byCurrency, locale),
      instant: (iso) => instant(iso, locale),
      day: (isoDay) => day(isoDay, locale),
      region: (kept) => region(kept, locale),
    }),
    [locale],
  );
}
