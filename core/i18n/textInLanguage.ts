import type { TextInEachLanguage } from '../model/types';
import type { Locale } from './locales';

/** A text of the event's data (the venue's name) in a language, or in English when the data has none in it. */
export function textInLanguage(texts: TextInEachLanguage, locale: Locale): string {
  return texts[locale] || texts.en;
}
