import { isObject } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

/** The catalogue files of a schemas folder ('messages/fr.json'): each is a language the site offers. */
export function catalogueFiles(files: Iterable<string>): string[] {
  return [...files].filter((name) => /^messages\/[^/]+\.json$/.test(name));
}

/** The language tags of the catalogues present ('en', 'zh-Hant', 'fr'), English first. */
export function catalogueLanguages(files: Iterable<string>): string[] {
  const tags = catalogueFiles(files).map((file) => file.slice('messages/'.length, -'.json'.length));
  return ['en', ...tags.filter((tag) => tag !== 'en').sort()];
}

/** The English name of a language for a problem's text ('Traditional Chinese', 'French'), else its tag. */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * Each catalogue names a language the browsers' tags can be matched to (a well-formed BCP 47 tag: 'fr', 'zh-Hant'),
 * and the switcher has a name for it: English's `language.<tag>`, as every catalogue's. A `language.<tag>` without a
 * catalogue would be a name the switcher never shows.
 */
export function checkLanguages(languages: readonly string[], english: unknown): Problem[] {
  const problems: Problem[] = [];
  for (const tag of languages) {
    let wellFormed = true;
    try {
      wellFormed = Intl.getCanonicalLocales(tag)[0] === tag;
    } catch {
      wellFormed = false;
    }
    if (!wellFormed)
      problems.push(
        problem(
          `messages/${tag}.json`,
          '/',
          `is named "${tag}", and should be named after a language tag as browsers send them ('fr', 'zh-Hant'), in that case`,
        ),
      );
  }
  if (!isObject(english)) return problems;
  for (const tag of languages) {
    if (typeof english[`language.${tag}`] !== 'string')
      problems.push(
        problem(
          'messages/en.json',
          pointer(`language.${tag}`),
          `is missing, and should be the name the language switcher shows for messages/${tag}.json (as the language writes it, "${languageName(tag)}" in English), in every catalogue`,
        ),
      );
  }
  for (const key of Object.keys(english).filter((name) => /^language\./.test(name) && name !== 'language.label')) {
    const tag = key.slice('language.'.length);
    if (!languages.includes(tag))
      problems.push(
        problem(
          'messages/en.json',
          pointer(key),
          `names a language with no catalogue, and should be removed from every catalogue, or messages/${tag}.json added`,
        ),
      );
  }
  return problems;
}
