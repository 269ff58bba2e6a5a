// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { problemsAfter } from './helpers/schemaCopy';

type Catalogue = Record<string, string>;

describe('message keys used by the schemas', () => {
  it('need English text: a fee row label', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Catalogue>('messages/en.json', (en) => {
        delete en['fees.row.cm'];
      }),
    );
    expect(lines).toEqual([
      'fees.json: /rows/0/label: row label key "fees.row.cm" has no English text, and should have one: add "fees.row.cm": "..." to messages/en.json',
    ]);
  });

  it('need English text: an option label for each enum value', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Catalogue>('messages/en.json', (en) => {
        delete en['option.title.Miss'];
      }),
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

describe('message catalogues', () => {
  it('hold valid ICU messages', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Catalogue>('messages/en.json', (en) => {
        en['fees.price'] = 'USD {price';
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

  it('are all there', async () => {
    const lines = await problemsAfter((copy) => copy.remove('messages/zh-Hans.json'));
    expect(lines).toEqual(['messages/zh-Hans.json: /: the file is missing, and the form needs it']);
  });
});
