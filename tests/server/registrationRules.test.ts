/**
 * What the security review found the registration API let through: addresses a mailer reads as another mailbox,
 * several spellings of one mailbox, and names with nothing to print.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RegistrationPayload } from '../../core/model/types';
import { fixedClock } from '../../server/clock';
import { periods } from '../support/eventTimes';
import { text } from '../support/schemaTexts';
import { freeTextPayload, instants, uniqueEmail, validPayload } from './helpers/payload';
import { countRegistrations, onDefaultStore } from './helpers/stores';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

interface Answer {
  message?: string;
  errors?: Record<string, string[]>;
  state?: string;
}

onDefaultStore((database) => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startTestServer({ store: database().store, clock: fixedClock(new Date(instants.earlyBird)) });
    client = new Client(server.baseUrl);
    await client.handshake();
  });
  afterAll(() => server.close());

  async function register(payload: RegistrationPayload): Promise<{ status: number; body: Answer }> {
    const response = await client.postJson('/web/registrations', payload);
    return { status: response.status, body: (await response.json()) as Answer };
  }

  describe('e-mail addresses', () => {
    const local = () => uniqueEmail('mailbox').split('@')[0] ?? '';

    it.each([
      ['a comma', (name: string) => `root,${name}@example.org`],
      ['a semicolon', (name: string) => `root;${name}@example.org`],
      ['a comment', (name: string) => `${name}(comment)@example.org`],
      ['quotes', (name: string) => `"${name}"@example.org`],
      ['angle brackets', (name: string) => `Name <${name}@example.org>`],
      ['a group colon', (name: string) => `group:${name}@example.org;`],
      ['a domain literal', (name: string) => `${name}@[127.0.0.1]`],
      ['a space', (name: string) => `${name} @example.org`],
      ['a no-break space', (name: string) => `${name}\u00a0@example.org`],
      ['a zero-width space', (name: string) => `${name}@example.org\u200b`],
      ['a right-to-left override', (name: string) => `${name}\u202e@example.org`],
    ])(
      'refuses an address with %s, which a mailer would send elsewhere, with the form message',
      async (_what, make) => {
        const email = make(local());
        const before = await countRegistrations(database());
        const { status, body } = await register(validPayload(periods.first, { email }));
        expect(status).toBe(422);
        expect(body.errors?.email).toEqual([text('error.email.invalid')]);
        expect(await countRegistrations(database())).toBe(before);
      },
    );

    it('takes an internationalised domain, and counts its punycode and full-width spellings as the same mailbox', async () => {
      const name = local();
      const first = await register(validPayload(periods.first, { email: `${name}@bücher.example` }));
      expect(first.status).toBe(201);
      for (const again of [`${name}@XN--BCHER-KVA.example`, `${name.toUpperCase()}@ｂüｃｈｅｒ.example`]) {
        const { status, body } = await register(validPayload(periods.first, { email: again }));
        expect(status, again).toBe(422);
        expect(body.errors?.email).toEqual([text('error.email.taken')]);
      }
      const kept = await database().db.query<{ email: string }>('select email from registrations where mailbox = $1', [
        `${name}@xn--bcher-kva.example`,
      ]);
      // Kept as the delegate typed it.
      expect(kept.map((row) => row.email)).toEqual([`${name}@bücher.example`]);
    });
  });

  describe('optional fields', () => {
    it('registers a payload that leaves out a field the schema does not require', async () => {
      const payload: Partial<RegistrationPayload> = validPayload(periods.first, { join_gala_dinner: 'No' });
      delete payload.dietary_preference;
      const { status } = await register(payload as RegistrationPayload);
      expect(status).toBe(201);
    });
  });

  describe('names with nothing to print', () => {
    it.each([
      ['a space', ' '],
      ['a no-break space', '\u00a0'],
      ['a zero-width space', '\u200b'],
      ['an ideographic space', '\u3000'],
      ['a byte-order mark and a word joiner', '\ufeff\u2060'],
    ])('refuses a family name of %s with the field’s required message', async (_what, blank) => {
      const { status, body } = await register(validPayload(periods.first, { family_name: blank, given_name: blank }));
      expect(status).toBe(422);
      expect(body.errors?.family_name).toEqual([text('error.familyName.required')]);
      expect(body.errors?.given_name).toEqual([text('error.givenName.required')]);
    });

    it('refuses an organisation that is only a zero-width space', async () => {
      const { status, body } = await register(freeTextPayload(periods.first, { organization_name: '\u200b' }));
      expect(status).toBe(422);
      expect(body.errors?.organization_name).toEqual([text('error.organizationNameInput.required')]);
    });

    it('keeps a name in any script, and one with a zero-width joiner inside', async () => {
      const { status } = await register(
        validPayload(periods.first, { family_name: 'عبد\u200dالله', given_name: 'ศิริ', post_title: 'Інспектор' }),
      );
      expect(status).toBe(201);
    });
  });
});
