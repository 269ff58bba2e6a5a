/** The texts of e-mails and invoices in a delegate's language, with the whole English text as the fallback per key. */
import { IntlMessageFormat } from 'intl-messageformat';

import { eventTextValues, formatEventDate } from '../../core/i18n/eventTextValues';
import { englishLocale, type Locale } from '../../core/i18n/locales';
import { englishMessages } from '../../core/i18n/messages';
import { event, fees } from '../../core/model/schemaData';
import { translationOf } from '../i18n/catalogues';
import { isLocale } from '../lifecycle/language';

const englishEventValues = eventTextValues(event, 'en');

/**
 * Looks a key up and fills its values; `days` are ISO days (YYYY-MM-DD) written out in the language the text is
 * finally taken from, so an English fallback never carries a Chinese date.
 */
export type TextOf = (
  key: string,
  values?: Readonly<Record<string, string | number>>,
  days?: Readonly<Record<string, string>>,
) => string;

/** A language's texts: its catalogue's text when it has one that formats, else the English text whole (never a mix). */
export function textsFor(language: string): { locale: Locale; text: TextOf } {
  const locale: Locale = isLocale(language) ? language : englishLocale;
  return textsFrom(locale, locale === englishLocale ? englishMessages : translationOf(locale));
}

/** textsFor over a given catalogue (tests use their own). */
export function textsFrom(
  locale: Locale,
  catalogue: Readonly<Record<string, string>>,
): { locale: Locale; text: TextOf } {
  const eventValues = eventTextValues(event, locale);
  const format = (template: string, formatLocale: string, values: Record<string, string | number>) =>
    String(new IntlMessageFormat(template, formatLocale).format(values));
  const written = (days: Readonly<Record<string, string>>, in_: string) =>
    Object.fromEntries(Object.entries(days).map(([name, day]) => [name, formatEventDate(day, in_)]));
  const text: TextOf = (key, values = {}, days = {}) => {
    const translated = catalogue[key];
    if (locale !== 'en' && typeof translated === 'string' && translated.trim() !== '') {
      try {
        return format(translated, locale, { ...eventValues, ...values, ...written(days, locale) });
      } catch {
        // A broken translation falls back to English below; check:schemas reports it.
      }
    }
    const english = englishMessages[key];
    if (english === undefined) return key;
    return format(english, 'en', { ...englishEventValues, ...values, ...written(days, 'en') });
  };
  return { locale, text };
}

export { formatMoney } from '../../core/i18n/moneyText';

/** The fee category as the form's grid names it (row, column, period), in the language of `text`. */
export function feeCategoryText(text: TextOf, code: string): string {
  const option = fees.options.find((candidate) => candidate.value === code);
  if (!option) return code;
  const row = fees.rows.find((candidate) => candidate.id === option.row);
  const column = fees.columns.find((candidate) => candidate.id === option.column);
  const period = fees.periods.find((candidate) => candidate.id === option.period);
  return [row?.label, column?.label, period?.legend]
    .filter((key): key is string => key !== undefined)
    .map((key) => text(key))
    .join(' - ');
}
