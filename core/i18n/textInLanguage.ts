import type { TextInEachLanguage } from '../model/types';
import type { Locale } from './locales';

/** A text of the event's data (the venue's name) in a language, or in English when the data has none in it. */
export function textInLanguage(texts: TextInEachLanguage, locale: Locale): string {
  return texts[locale] || texts.en;
}

/** A name of a data entry (a region, a country) in a language: its `name-<tag>`, or `english` when it has none. */
export function nameInLanguage(
  entry: Readonly<Record<`name-${string}`, string | undefined>>,
  english: string,
  locale: Locale,
): string {
  return (locale !== 'en' && entry[`name-${locale}`]) || english;
}
