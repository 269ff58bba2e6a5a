/** One term per thing per language: check:schemas holds every catalogue to docs/glossary.md. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkGlossary, parseGlossary } from '../../scripts/schemaChecks/glossary';
import { problemsAfter, projectRoot, realSchemas } from './helpers/schemaCopy';

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

describe("the glossary's delegate", () => {
  const delegateTerms = terms.filter((term) => term.thing.startsWith('a delegate'));
  const catalogue = (language: string) =>
    JSON.parse(readFileSync(path.join(realSchemas, 'messages', `${language}.json`), 'utf8')) as Record<string, string>;

  it('has a row for each Chinese catalogue', () => {
    expect(delegateTerms.map((term) => term.language).sort()).toEqual(['zh-Hans', 'zh-Hant']);
  });

  it.each(delegateTerms)(
    'reports, in $language, every text that would call the delegate 代表 where it says $use',
    ({ language, use }) => {
      const messages = catalogue(language);
      const saying = Object.keys(messages).filter((key) => messages[key].includes(use));
      expect(saying.length).toBeGreaterThan(0);
      const before = Object.fromEntries(saying.map((key) => [key, messages[key].replaceAll(use, '代表')]));
      const reported = checkGlossary(`messages/${language}.json`, before, terms).map((found) => found.path);
      expect(reported.sort()).toEqual(saying.map((key) => `/${key}`).sort());
    },
  );

  it.each(delegateTerms)(
    'leaves 代表 alone in $language where it means a representative, and the catalogue as it is',
    ({ language }) => {
      const representatives = { [language]: language === 'zh-Hant' ? '委員會代表' : '委员会代表' };
      expect(checkGlossary(`messages/${language}.json`, representatives, terms)).toEqual([]);
      expect(checkGlossary(`messages/${language}.json`, catalogue(language), terms)).toEqual([]);
    },
  );

  it('reports a heading that is 代表 alone, as check:schemas prints it', async () => {
    const [term] = delegateTerms;
    let key = '';
    const lines = await problemsAfter((copy) => {
      copy.editJson<Record<string, string>>(`messages/${term.language}.json`, (messages) => {
        key = Object.keys(messages).find((candidate) => messages[candidate] === term.use) ?? '';
        messages[key] = '代表';
      });
    });
    expect(key).not.toBe('');
    expect(lines).toEqual([
      `messages/${term.language}.json: /${key}: "${key}" calls ${term.thing} "代表", and should say "${term.use}" as docs/glossary.md does`,
    ]);
  });
});

describe('the glossary in English and French', () => {
  const letterTerms = terms.filter((term) => term.thing === 'the visa invitation letter' && /^(en|fr)$/.test(term.language));

  it('has a row for the invitation letter in each of the two languages', () => {
    expect(letterTerms.map((term) => term.language).sort()).toEqual(['en', 'fr']);
  });

  it.each(letterTerms)(
    'reports, in $language, a text that would call the invitation letter by another word, each form of it',
    ({ language, use, avoid }) => {
      for (const avoided of avoid) {
        const texts = { 'staff.nav.visaLetters': `${avoided}s`, 'staff.api.visa.notFound': `No ${avoided} here.` };
        const reported = checkGlossary(`messages/${language}.json`, texts, terms).map((found) => found.path);
        expect(reported.sort(), avoided).toEqual(['/staff.api.visa.notFound', '/staff.nav.visaLetters']);
        expect(checkGlossary(`messages/${language}.json`, { 'staff.nav.visaLetters': use }, terms)).toEqual([]);
      }
    },
  );
});
