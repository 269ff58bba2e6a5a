/** One term per thing per language: check:schemas holds every catalogue to docs/glossary.md. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseGlossary } from '../../scripts/schemaChecks/glossary';
import { problemsAfter, projectRoot } from './helpers/schemaCopy';

const terms = parseGlossary(readFileSync(path.join(projectRoot, 'docs', 'glossary.md'), 'utf8'));

describe('the glossary', () => {
  it('lists terms, each with a word to use and words not to', () => {
    expect(terms.length).toBeGreaterThan(0);
    for (const term of terms) {
      expect(term.use, term.thing).not.toBe('');
      expect(term.avoid.length, term.thing).toBeGreaterThan(0);
      expect(term.avoid, term.thing).not.toContain(term.use);
    }
  });

  it('reports a catalogue text that calls a thing by a word the glossary says not to use, naming the word to use', async () => {
    const [term] = terms;
    const [avoided] = term.avoid;
    let key = '';
    const lines = await problemsAfter((copy) => {
      copy.editJson<Record<string, string>>(`messages/${term.language}.json`, (messages) => {
        key = Object.keys(messages).find((candidate) => messages[candidate].includes(term.use)) ?? '';
        messages[key] = messages[key].replace(term.use, avoided);
      });
    });
    expect(key).not.toBe('');
    expect(lines).toEqual([
      `messages/${term.language}.json: /${key}: "${key}" calls ${term.thing} "${avoided}", and should say "${term.use}" as docs/glossary.md does`,
    ]);
  });
});
