import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import { keysInCode } from '../../scripts/schemaChecks/keysInCode';
import { offeredLocales } from '../../server/i18n/catalogues';
import { problemsAfter, projectRoot, type SchemaCopy } from './helpers/schemaCopy';

type Catalogue = Record<string, string>;

/** The catalogue files of the schemas under test, one per language offered. */
const catalogueFiles = offeredLocales.map((locale) => `messages/${locale}.json`);

/** How many texts the English catalogue of the schemas under test holds. */
function englishCount(): number {
  return Object.keys(englishMessages).length;
}

/** Removes a key from every catalogue, as staff would when a text goes. */
function deleteEverywhere(copy: SchemaCopy, key: string): void {
  for (const file of catalogueFiles) {
    copy.editJson<Catalogue>(file, (catalogue) => {
      delete catalogue[key];
    });
  }
}

describe('message keys used by the schemas', () => {
  it('need English text: a fee row label', async () => {
    const lines = await problemsAfter((copy) =>
      deleteEverywhere(copy, 'fees.row.cm'),
    );
    expect(lines).toEqual([
      'fees.json: /rows/0/label: row label key "fees.row.cm" has no English text, and should have one: add "fees.row.cm": "..." to messages/en.json',
    ]);
  });

  it('need English text: an option label for each enum value', async () => {
    const lines = await problemsAfter((copy) =>
      deleteEverywhere(copy, 'option.title.Miss'),
    );
    expect(lines).toEqual([
      'form.uischema.json: /title/ui:options/optionLabels: option label key "option.title.Miss" (option "Miss") has no English text, and should have one: add "option.title.Miss": "..." to messages/en.json',
    ]);
  });

  it('need English text: a misspelt title key, with the key meant', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ properties: Record<string, { title: string }> }>('form.schema.json', (schema) => {
        schema.properties.postTitle.title = 'field.postTitel';
      }),
    );
    expect(lines).toEqual([
      'form.schema.json: /properties/postTitle/title: title key "field.postTitel" has no English text, and should have one: add "field.postTitel": "..." to messages/en.json (did you mean "field.postTitle"?)',
      // The text the misspelling meant is now named by nothing.
      'messages/en.json: /field.postTitle: "field.postTitle" is used nowhere (no schema file and no code names it), and should be removed from every catalogue, or used',
    ]);
  });

  it('need English text: a note of a part', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ 'ui:options': { parts: { content: Record<string, unknown>[] }[] } }>('form.uischema.json', (ui) => {
        ui['ui:options'].parts[0].content.push({ note: 'part.a.note.visa' });
      }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^form\.uischema\.json: \/ui:options\/parts\/0\/content\/\d+\/note: note key "part\.a\.note\.visa" has no English text, and should have one: add "part\.a\.note\.visa": "\.\.\." to messages\/en\.json/,
    );
  });
});

describe('message keys used by the code', () => {
  it('need English text: a text the form header shows, removed from every catalogue', async () => {
    const header = 'src/components/RegFormHeader.tsx';
    const shown = [...keysInCode([path.join(projectRoot, 'src')], projectRoot).translated].find(
      ([, file]) => file === header,
    );
    if (!shown) throw new Error(`${header} translates no key`);
    const [key] = shown;
    const lines = await problemsAfter((copy) => deleteEverywhere(copy, key));
    expect(lines).toEqual([
      `messages/en.json: /${key}: "${key}" is shown by ${header} and has no English text, and should have one: add "${key}": "..." to messages/en.json`,
    ]);
  });
});

describe('message catalogues', () => {
  it('hold valid ICU messages', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Catalogue>('messages/en.json', (en) => {
        en['fees.price'] = 'fee {price';
      }),
    );
    expect(lines).toEqual([
      "messages/en.json: /fees.price: text is not a valid ICU message (EXPECT_ARGUMENT_CLOSING_BRACE at character 5), and should be: close every {argument}, and write a literal brace as '{'",
    ]);
  });

  it('hold in a translation only keys English has', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Catalogue>('messages/zh-Hant.json', (zh) => {
        zh['fees.rows.cm'] = '只參加委員會會議';
      }),
    );
    expect(lines).toEqual(['messages/zh-Hant.json: /fees.rows.cm: "fees.rows.cm" is not in messages/en.json, and should be: every key needs English text first']);
  });

  it('have English, the fallback of every other', async () => {
    const lines = await problemsAfter((copy) => copy.remove('messages/en.json'));
    expect(lines).toEqual(['messages/en.json: /: the file is missing, and the form needs it']);
  });

  it('have a text for every English key in each translation, naming the file and the key', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Catalogue>('messages/zh-Hans.json', (zh) => {
        delete zh['fees.row.sem'];
      }),
    );
    expect(lines).toEqual([
      'messages/zh-Hans.json: /fees.row.sem: "fees.row.sem" has no Simplified Chinese text, and should have one: translate the English "Seminar only"',
    ]);
  });

  it('use the same placeholders in a translation as in English', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Catalogue>('messages/zh-Hant.json', (zh) => {
        zh['part.b.note.closing'] = '登記於{registrationClose}截止。';
      }),
    );
    expect(lines).toEqual([
      'messages/zh-Hant.json: /part.b.note.closing: "part.b.note.closing" uses {registrationClose}, and should use the placeholders of English: {registrationCloses}',
    ]);
  });

  it('report an English key that nothing uses any more', async () => {
    const lines = await problemsAfter((copy) => {
      for (const file of catalogueFiles) {
        copy.editJson<Catalogue>(file, (catalogue) => {
          catalogue['part.a.note.visa'] = 'Visa';
        });
      }
    });
    expect(lines).toEqual([
      'messages/en.json: /part.a.note.visa: "part.a.note.visa" is used nowhere (no schema file and no code names it), and should be removed from every catalogue, or used',
    ]);
  });

  it('count a key as used once a schema file names it', async () => {
    const lines = await problemsAfter((copy) => {
      for (const file of catalogueFiles) {
        copy.editJson<Catalogue>(file, (catalogue) => {
          catalogue['part.a.note.visa'] = 'Visa';
        });
      }
      copy.editJson<{ 'ui:options': { parts: { content: Record<string, unknown>[] }[] } }>('form.uischema.json', (ui) => {
        ui['ui:options'].parts[0].content.push({ note: 'part.a.note.visa' });
      });
    });
    expect(lines).toEqual([]);
  });
});

describe('a catalogue added to messages/', () => {
  it('adds a language, and the check says what it lacks: its names in English and the texts not yet translated', async () => {
    const lines = await problemsAfter((copy) => {
      const english = copy.readJson<Catalogue>('messages/en.json');
      // A translation begun: its first three texts only.
      copy.writeJson('messages/de.json', Object.fromEntries(Object.entries(english).slice(0, 3)));
    });
    const total = englishCount();
    // The other files' texts in the new language: the venue, the issuer, each region.
    expect(lines).toContain("event.json: /venue/name/de: is missing, and should be the venue's name in de");
    expect(lines).toContain('organiser.json: /issuer/name-de: is missing, and should be text');
    expect(lines.filter((line) => /^regions\.json: \/\d+\/name-de: /.test(line)).length).toBeGreaterThan(0);
    const catalogueLines = lines.filter((line) => line.startsWith('messages/'));
    expect(catalogueLines.slice(0, 2)).toEqual([
      'messages/en.json: /language.de: is missing, and should be the name the language switcher shows for it, as the language writes it (German, messages/de.json), in every catalogue',
      "messages/en.json: /staff.announcements.version.de: is missing, and should be the heading of the console's announcement version in it (German, messages/de.json), in every catalogue",
    ]);
    // The first ten gaps by name, then the count of them all.
    expect(catalogueLines.filter((line) => line.includes('has no German text'))).toHaveLength(10);
    expect(catalogueLines.at(-1)).toBe(
      `messages/de.json: /: lacks ${total - 3} of the ${total} English texts (${total - 13} more than those named above), and should have all: translate each key of messages/en.json it does not have`,
    );
    expect(catalogueLines).toHaveLength(13);
  });

  it('must be named after a language tag as browsers send it', async () => {
    const lines = await problemsAfter((copy) => copy.writeJson('messages/zh_TW.json', {}));
    expect(lines).toContain(
      "messages/zh_TW.json: /: is named \"zh_TW\", and should be named after a language tag as browsers send them ('fr', 'zh-Hant'), in that case",
    );
  });
});
