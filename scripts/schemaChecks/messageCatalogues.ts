import { isObject } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

/** Reports why a text is not a valid ICU message, or undefined when it is. */
export type IcuParser = (text: string) => string | undefined;

/**
 * Each catalogue is a flat object of texts; each text parses as an ICU message; a translation
 * has only keys that English has (a key only in a translation is a misspelling, never shown).
 */
export function checkCatalogue(
  file: string,
  catalogue: unknown,
  english: unknown,
  parseIcu: IcuParser | undefined,
): Problem[] {
  if (!isObject(catalogue)) return [problem(file, '/', 'should be an object of "key": "text" pairs')];
  const englishKeys = isObject(english) ? english : {};
  const problems: Problem[] = [];
  for (const [key, text] of Object.entries(catalogue)) {
    const path = pointer(key);
    if (typeof text !== 'string') {
      problems.push(problem(file, path, `is ${JSON.stringify(text)}, and should be text in double quotes`));
      continue;
    }
    if (file !== 'messages/en.json' && !(key in englishKeys)) {
      problems.push(
        problem(file, path, `"${key}" is not in messages/en.json, and should be: every key needs English text first`),
      );
    }
    const reason = parseIcu?.(text);
    if (reason !== undefined) {
      problems.push(
        problem(
          file,
          path,
          `text is not a valid ICU message (${reason}), and should be: close every {argument}, and write a literal brace as '{'`,
        ),
      );
    }
  }
  return problems;
}
