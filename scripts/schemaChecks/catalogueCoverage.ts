import { isObject } from './json.js';
import type { KeysInCode } from './keysInCode.js';
import { languageName } from './languages.js';
import type { MessageKeyUse } from './messageKeys.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

/** The {arguments} (and <tags>) of an ICU message, or undefined when it does not parse (reported elsewhere). */
export type IcuArguments = (text: string) => string[] | undefined;

/** How many missing texts are named one by one; beyond them a new catalogue's gaps are counted, not listed. */
const listedMissing = 10;

function listed(names: readonly string[]): string {
  return names.length === 0 ? 'none' : names.map((name) => `{${name}}`).join(', ');
}

/**
 * A translation has a text for every English key (a gap would show one English sentence in a Chinese page), and
 * each text uses the same {placeholders} as English (a misspelt one would print as written, a missing one loses a date).
 * The first missing texts are named with their English, then (when there are more) how many it lacks in all, so a
 * language being added says how far it has come.
 */
export function checkTranslationCoverage(
  file: string,
  catalogue: unknown,
  english: unknown,
  argumentsOf: IcuArguments | undefined,
): Problem[] {
  if (file === 'messages/en.json' || !isObject(catalogue) || !isObject(english)) return [];
  const language = languageName(file.slice('messages/'.length, -'.json'.length));
  const problems: Problem[] = [];
  const missing = Object.keys(english).filter((key) => catalogue[key] === undefined);
  const named = new Set(missing.slice(0, listedMissing));
  for (const [key, englishText] of Object.entries(english)) {
    const text = catalogue[key];
    if (text === undefined) {
      if (!named.has(key)) continue;
      problems.push(
        problem(
          file,
          pointer(key),
          `"${key}" has no ${language} text, and should have one: translate the English "${String(englishText)}"`,
        ),
      );
      continue;
    }
    if (typeof text !== 'string' || typeof englishText !== 'string' || !argumentsOf) continue;
    const expected = argumentsOf(englishText);
    const found = argumentsOf(text);
    if (!expected || !found) continue;
    const sorted = (names: string[]) => [...new Set(names)].sort();
    if (sorted(expected).join() !== sorted(found).join()) {
      problems.push(
        problem(
          file,
          pointer(key),
          `"${key}" uses ${listed(sorted(found))}, and should use the placeholders of English: ${listed(sorted(expected))}`,
        ),
      );
    }
  }
  // Beyond the texts named one by one, the count says how far a language being added has come.
  const unnamed = missing.length - named.size;
  if (unnamed > 0) {
    problems.push(
      problem(
        file,
        '/',
        `lacks ${missing.length} of the ${Object.keys(english).length} English texts (${unnamed} more than those named above), and should have all: translate each key of messages/en.json it does not have`,
      ),
    );
  }
  return problems;
}

/** An English key that neither the schemas nor the code name is dead text; translators would keep translating it. */
export function checkUnusedKeys(english: unknown, uses: readonly MessageKeyUse[], code: KeysInCode): Problem[] {
  if (!isObject(english)) return [];
  const used = new Set(uses.map(({ key }) => key));
  return Object.keys(english)
    .filter(
      (key) => !used.has(key) && !code.literals.has(key) && !code.prefixes.some((prefix) => key.startsWith(prefix)),
    )
    .map((key) =>
      problem(
        'messages/en.json',
        pointer(key),
        `"${key}" is used nowhere (no schema file and no code names it), and should be removed from every catalogue, or used`,
      ),
    );
}

/**
 * A key the code translates that English lacks: the page would show the key itself ('header.dates.committee'), so
 * a text removed from the catalogues while a page still asks for it is caught here, not by a delegate.
 */
export function checkKeysInCodeExist(english: unknown, code: KeysInCode): Problem[] {
  if (!isObject(english)) return [];
  return [...code.translated]
    .filter(([key]) => !(key in english))
    .map(([key, file]) =>
      problem(
        'messages/en.json',
        pointer(key),
        `"${key}" is shown by ${file} and has no English text, and should have one: add "${key}": "..." to messages/en.json`,
      ),
    );
}
