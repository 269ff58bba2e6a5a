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
 * The texts the pages word per language, by key prefix: the switcher's name of each language, and the heading of the
 * console's announcement version in it. English has one for each catalogue, and so (by the coverage check) every
 * catalogue.
 */
const perLanguageTexts = [
  { prefix: 'language.', what: 'the name the language switcher shows for it, as the language writes it' },
  { prefix: 'staff.announcements.version.', what: "the heading of the console's announcement version in it" },
] as const;

/** Whether a tag is a well-formed BCP 47 tag written as browsers send it ('fr', 'zh-Hant'). */
function isCanonicalTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag)[0] === tag;
  } catch {
    return false;
  }
}

/**
 * Each catalogue names a language the browsers' tags can be matched to, and English words its per-language texts
 * (`language.<tag>`, `staff.announcements.version.<tag>`). Such a text for a tag without a catalogue is never shown.
 */
export function checkLanguages(languages: readonly string[], english: unknown): Problem[] {
  const problems: Problem[] = languages
    .filter((tag) => !isCanonicalTag(tag))
    .map((tag) =>
      problem(
        `messages/${tag}.json`,
        '/',
        `is named "${tag}", and should be named after a language tag as browsers send them ('fr', 'zh-Hant'), in that case`,
      ),
    );
  if (!isObject(english)) return problems;
  for (const { prefix, what } of perLanguageTexts) {
    for (const tag of languages.filter((language) => typeof english[`${prefix}${language}`] !== 'string'))
      problems.push(
        problem(
          'messages/en.json',
          pointer(`${prefix}${tag}`),
          `is missing, and should be ${what} (${languageName(tag)}, messages/${tag}.json), in every catalogue`,
        ),
      );
    for (const key of Object.keys(english).filter((name) => name.startsWith(prefix) && name !== 'language.label')) {
      const tag = key.slice(prefix.length);
      if (!languages.includes(tag))
        problems.push(
          problem(
            'messages/en.json',
            pointer(key),
            `names a language with no catalogue, and should be removed from every catalogue, or messages/${tag}.json added`,
          ),
        );
    }
  }
  return problems;
}
