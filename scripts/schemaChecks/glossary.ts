/**
 * One term per thing per language: docs/glossary.md's table names, for a language, the word to use and the words that
 * mean the same and must not appear; a catalogue text using one of those is reported with the word to use instead. A
 * word in double quotes is reported only as a whole text: a bare word with a second meaning (代表, "to represent")
 * would otherwise be reported in every text that means the other thing, yet a heading of that word alone is clear.
 */
import { isObject } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

export interface GlossaryTerm {
  thing: string;
  language: string;
  use: string;
  avoid: string[];
}

/** The rows of the glossary's table (`| Thing | Language | Use | Not |`); the header and its rule are skipped. */
export function parseGlossary(markdown: string): GlossaryTerm[] {
  const terms: GlossaryTerm[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.trim().startsWith('|')
      ? line
          .trim()
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim())
      : [];
    if (cells.length !== 4 || cells[0] === 'Thing' || /^-+$/.test(cells[0])) continue;
    const [thing, language, use, avoid] = cells;
    terms.push({
      thing,
      language,
      use,
      avoid: avoid
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    });
  }
  return terms;
}

/** Whether `text` uses `avoided`: anywhere in it, or, for a word in double quotes, as the whole text. */
function uses(text: string, avoided: string): boolean {
  const whole = /^"(.+)"$/.exec(avoided)?.[1];
  return whole === undefined ? text.includes(avoided) : text.trim() === whole;
}

/** Every text of `file` (messages/<language>.json) that uses a word the glossary says not to use in that language. */
export function checkGlossary(file: string, catalogue: unknown, terms: readonly GlossaryTerm[]): Problem[] {
  const language = /^messages\/([^/]+)\.json$/.exec(file)?.[1];
  if (!language || !isObject(catalogue)) return [];
  const problems: Problem[] = [];
  for (const term of terms.filter((candidate) => candidate.language === language)) {
    for (const [key, text] of Object.entries(catalogue)) {
      const word = typeof text === 'string' ? term.avoid.find((avoided) => uses(text, avoided)) : undefined;
      if (word)
        problems.push(
          problem(
            file,
            pointer(key),
            `"${key}" calls ${term.thing} "${word.replace(/^"(.+)"$/, '$1')}", and should say "${term.use}" as docs/glossary.md does`,
          ),
        );
    }
  }
  return problems;
}
