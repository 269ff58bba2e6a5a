import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { catalogueLanguages } from '../../scripts/schemaChecks/languages';
import { problemsAfter, realSchemas } from './helpers/schemaCopy';

/** The languages as the check lists them: English, then the other catalogues of the folder under test. */
const locales = catalogueLanguages(readdirSync(path.join(realSchemas, 'messages')).map((file) => `messages/${file}`));
const others = locales.filter((locale) => locale !== 'en');

type Signatory = Record<string, unknown>;

describe("organiser.json: who signs the certificates and letters", () => {
  it('wants a title in each of the site\'s other languages, in which the documents print it', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ signatory: Signatory }>('organiser.json', ({ signatory }) => {
        for (const language of others) delete signatory[`title-${language}`];
      }),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(lines).toEqual(
      others.map((language) => `organiser.json: /signatory/title-${language}: is missing, and should be text`),
    );
  });

  it('names an empty name, a text in a language the site does not offer, and a text the documents do not print', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ signatory: Signatory }>('organiser.json', ({ signatory }) => {
        signatory.name = ' ';
        signatory['name-ja'] = '陳';
        signatory.signature = 'scan.png';
      }),
    );
    const offered = others.join(', ');
    expect(lines).toEqual([
      'organiser.json: /signatory/name: is " ", and should be text',
      `organiser.json: /signatory/name-ja: is not a text the documents print: use name, title, and title-<language> or name-<language> for ${offered}`,
      `organiser.json: /signatory/signature: is not a text the documents print: use name, title, and title-<language> or name-<language> for ${offered}`,
    ]);
  });

  it('lets an event name no one: its documents print no signature line', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Record<string, unknown>>('organiser.json', (organiser) => {
        delete organiser.signatory;
      }),
    );
    expect(lines).toEqual([]);
  });
});
