import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { catalogueLanguages } from '../../scripts/schemaChecks/languages';
import { problemsAfter, realSchemas } from './helpers/schemaCopy';

/** The languages as the check lists them: English, then the other catalogues of the folder under test. */
const locales = catalogueLanguages(readdirSync(path.join(realSchemas, 'messages')).map((file) => `messages/${file}`));

type Issuer = Record<string, unknown>;

describe("organiser.json: the issuer's address in each language", () => {
  it("wants an address for each of the site's other languages, which its documents print in that language", async () => {
    const others = locales.filter((locale) => locale !== 'en');
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ issuer: Issuer }>('organiser.json', ({ issuer }) => {
        for (const language of others) delete issuer[`addressLines-${language}`];
      }),
    );
    expect(others.length).toBeGreaterThan(0);
    expect(lines).toEqual(
      others.map(
        (language) =>
          `organiser.json: /issuer/addressLines-${language}: is missing, and should be the issuer's address as the "${language}" invoices, receipts and letters print it, a list of lines`,
      ),
    );
  });

  it("wants a language's address as lines of text, and names an address in a language the site does not offer", async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<{ issuer: Issuer }>('organiser.json', ({ issuer }) => {
        issuer['addressLines-zh-Hant'] = ['九龍', ' '];
        issuer['addressLines-zh-Hans'] = '九龙';
        issuer['addressLines-ja'] = ['九龍'];
      }),
    );
    expect(lines).toEqual([
      'organiser.json: /issuer/addressLines-zh-Hant/1: is " ", and should be a line of text',
      'organiser.json: /issuer/addressLines-zh-Hans: is "九龙", and should be a list of the address\'s lines',
      `organiser.json: /issuer/addressLines-ja: is the address in "ja", which is none of the site's other languages (${locales.filter((locale) => locale !== 'en').join(', ')}): rename it or remove it`,
    ]);
  });
});
