import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { type KeyedRefusal, type KeyedText, wordKeyedText } from '../../core/api/keyedText';
import { fees } from '../../core/model/schemaData';
import type { RegistrationPayload } from '../../core/model/types';
import { fixedClock } from '../../server/clock';
import { offeredLocales } from '../../server/i18n/catalogues';
import { textsFor } from '../../server/mail/texts';
import { periods } from '../support/eventTimes';
import { fieldLabel } from '../support/schemaTexts';
import { freeTextPayload, instants, regionWithAuthorities, validPayload } from './helpers/payload';
import { countRegistrations, onDefaultStore } from './helpers/stores';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

interface ValidationBody {
  message: string;
  errors: Record<string, string[]>;
}

onDefaultStore((database) => {
  let server: TestServer;
  let client: Client;
  let before: number;

  beforeAll(async () => {
    server = await startTestServer({ store: database().store, clock: fixedClock(new Date(instants.earlyBird)) });
    client = new Client(server.baseUrl);
    await client.handshake();
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    before = await countRegistrations(database());
  });

  /** Posts, expects `status` with a JSON message, and checks nothing was stored. */
  async function expectRefused(
    response: Response,
    status: number,
  ): Promise<{ message: string; errors?: Record<string, string[]> }> {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { message: string; errors?: Record<string, string[]> };
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(await countRegistrations(database())).toBe(before);
    return body;
  }

  async function errorsFor(payload: unknown): Promise<ValidationBody> {
    const body = await expectRefused(await client.postJson('/web/registrations', payload), 422);
    return body as ValidationBody;
  }

  const post = (body: string, contentType?: string) =>
    client.send('/web/registrations', {
      method: 'POST',
      headers: contentType ? { 'content-type': contentType } : {},
      body,
    });

  describe('bodies that are not a registration', () => {
    it('answers 400 to malformed JSON', async () => {
      const body = await expectRefused(await post('{"title": "Dr",', 'application/json'), 400);
      expect(body.message).toBe('The request body is not valid JSON.');
    });

    it('answers 400 to an empty JSON body', async () => {
      await expectRefused(await post('', 'application/json'), 400);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
      'answers 415 to %s',
      async (contentType) => {
        const body = await expectRefused(await post(JSON.stringify(validPayload(periods.first)), contentType), 415);
        expect(body.message).toMatch(/application\/json/);
      },
    );

    it('answers 415 when the Content-Type is missing', async () => {
      await expectRefused(await post(JSON.stringify(validPayload(periods.first))), 415);
    });

    it('answers 413 to a 1 MB body', async () => {
      const huge = JSON.stringify({ ...validPayload(periods.first), family_name: 'x'.repeat(1024 * 1024) });
      const body = await expectRefused(await post(huge, 'application/json'), 413);
      expect(body.message).toBe('The request body is too large.');
    });

    it.each([['[]'], ['"text"'], ['42'], ['null']])('answers 422 to the JSON %s', async (json) => {
      const body = await expectRefused(await post(json, 'application/json'), 422);
      expect(body.message).toBe('The request body must be a JSON object.');
    });
  });

  describe('the shape of the payload', () => {
    it('names every missing field', async () => {
      const payload: Partial<RegistrationPayload> = validPayload(periods.first);
      delete payload.email;
      delete payload.member_status;
      const body = await errorsFor(payload);
      expect(body.errors).toEqual({ email: ['This field is required.'], member_status: ['This field is required.'] });
      expect(body.message).toBe('This field is required. (and 1 more error)');
    });

    it('refuses unknown fields', async () => {
      const body = await errorsFor({ ...validPayload(periods.first), is_admin: 'yes', confirm_email: 'a@b.c' });
      expect(body.errors).toEqual({
        is_admin: ['This field is not accepted.'],
        confirm_email: ['This field is not accepted.'],
      });
    });

    it('refuses values that are not strings', async () => {
      const body = await errorsFor({
        ...validPayload(periods.first),
        idd_code: 852,
        join_gala_dinner: true,
        member_status: null,
      });
      expect(body.errors).toEqual({
        idd_code: ['Country/region code is not valid.'],
        join_gala_dinner: [`${fieldLabel('joinGalaDinner')} is not valid.`],
        member_status: ['Member status is not valid.'],
      });
    });

    it('refuses strings over 200 characters', async () => {
      const long = 'x'.repeat(201);
      const body = await errorsFor(validPayload(periods.first, { family_name: long, post_title: long }));
      expect(body.errors).toEqual({
        family_name: ['Family Name is not valid.'],
        post_title: [`${fieldLabel('postTitle')} is not valid.`],
      });
    });

    it('accepts strings of exactly 200 characters', async () => {
      const response = await client.postJson(
        '/web/registrations',
        validPayload(periods.first, { given_name: 'y'.repeat(200) }),
      );
      expect(response.status).toBe(201);
    });
  });

  describe("the form's rules, with the form's messages", () => {
    it('gives the messages of spec section 5 for empty fields', async () => {
      const body = await errorsFor(
        validPayload(periods.first, {
          title: '',
          family_name: '',
          given_name: '',
          post_title: '',
          email: '',
          idd_code: '',
          phone_number: '',
          fee_category: '',
          join_gala_dinner: '',
          payment_method: '',
        }),
      );
      expect(body.errors).toEqual({
        title: ['Please select a title.'],
        family_name: ['Family name is required.'],
        given_name: ['Given name is required.'],
        post_title: ['Post title is required.'],
        email: ['Email is required.'],
        idd_code: ['Please select country/region code.'],
        phone_number: ['Phone number is required.'],
        fee_category: ['Please select a fee category.'],
        join_gala_dinner: ['Please indicate if you will join the Seminar Dinner.'],
        payment_method: ['Please select a payment method.'],
      });
      expect(body.message).toBe('Please select a title. (and 9 more errors)');
    });

    it('names each message by its catalogue key too, worded alike in English and wholly in every other language', async () => {
      const body = (await errorsFor(
        validPayload(periods.first, { family_name: '', email: 'not an address', region: 'Atlantis' }),
      )) as ValidationBody & KeyedRefusal;
      const english = textsFor('en').text;
      const wordIn = (text: KeyedText, language: string) => wordKeyedText(text, textsFor(language).text);
      expect(body.messageText && wordKeyedText(body.messageText, english)).toBe(body.message);
      expect(Object.keys(body.errorTexts ?? {})).toEqual(Object.keys(body.errors));
      for (const [key, texts] of Object.entries(body.errorTexts ?? {})) {
        expect(texts.map((text) => wordIn(text, 'en'))).toEqual(body.errors[key]);
        for (const language of offeredLocales.filter((locale) => locale !== 'en')) {
          for (const text of texts) {
            const words = wordIn(text, language);
            // Worded from the language's own catalogue: no key left, and not the English text.
            expect(words).not.toMatch(/[a-z]+\.[a-zA-Z.]+/);
            expect(body.errors[key]).not.toContain(words);
          }
        }
      }
    });

    it('asks for a region', async () => {
      const body = await errorsFor(validPayload(periods.first, { region: '', organization_name: '' }));
      expect(body.errors.region).toEqual(['Please select a country/region.']);
    });

    it('checks the e-mail pattern', async () => {
      const body = await errorsFor(validPayload(periods.first, { email: 'not-an-address' }));
      expect(body.errors).toEqual({ email: ['Invalid email format.'] });
    });

    it('takes digits only as the phone number', async () => {
      const body = await errorsFor(validPayload(periods.first, { phone_number: '+852 1234' }));
      expect(body.errors).toEqual({ phone_number: ['Phone Number is not valid.'] });
    });

    it('asks for a dietary preference when the delegate joins the dinner', async () => {
      const body = await errorsFor(validPayload(periods.first, { join_gala_dinner: 'Yes', dietary_preference: '' }));
      expect(body.errors).toEqual({ dietary_preference: ['Please select your dietary preferences.'] });
    });

    it('asks for an organisation from the list of a region with authorities', async () => {
      const body = await errorsFor(validPayload(periods.first, { organization_name: '' }));
      expect(body.errors).toEqual({ organization_name: ['Please select an organization.'] });
    });

    it('asks for a free-text organisation in an Others region, blank after trimming', async () => {
      const body = await errorsFor(freeTextPayload(periods.first, { organization_name: '   ' }));
      expect(body.errors).toEqual({ organization_name: ['Name of Organization is required.'] });
    });

    it('accepts any organisation name in an Others region', async () => {
      const response = await client.postJson('/web/registrations', freeTextPayload(periods.first));
      expect(response.status).toBe(201);
    });

    it('refuses an unknown title, dinner answer or payment method', async () => {
      const body = await errorsFor(
        validPayload(periods.first, { title: 'Sir', join_gala_dinner: 'Maybe', payment_method: 'cash' }),
      );
      expect(body.errors).toEqual({
        title: ['Please select a title.'],
        join_gala_dinner: ['Please indicate if you will join the Seminar Dinner.'],
        payment_method: ['Please select a payment method.'],
      });
    });
  });

  describe('the lists of schemas/', () => {
    const region = regionWithAuthorities();

    it('refuses an unknown region', async () => {
      const body = await errorsFor(validPayload(periods.first, { region: 'Atlantis' }));
      expect(body.errors.region).toEqual(['Country / Region / Others is not valid.']);
    });

    it("refuses an organisation that is not one of the region's authorities", async () => {
      const body = await errorsFor(validPayload(periods.first, { organization_name: 'Ministry of Nowhere' }));
      expect(body.errors).toEqual({ organization_name: ['Name of Organization is not valid.'] });
    });

    it('refuses an unknown dialling code', async () => {
      const body = await errorsFor(validPayload(periods.first, { idd_code: '+999999' }));
      expect(body.errors).toEqual({ idd_code: ['Country/region code is not valid.'] });
    });

    it('refuses an unknown fee code', async () => {
      const body = await errorsFor(validPayload(periods.first, { fee_category: 'vip_free' }));
      expect(body.errors).toEqual({ fee_category: ['Registration Fee is not valid.'] });
    });

    it("refuses a member status that is not the region's", async () => {
      const other = fees.statuses.find((status) => status !== region.status);
      const body = await errorsFor(validPayload(periods.first, { member_status: other }));
      expect(body.errors).toEqual({ member_status: ['The member status does not match the chosen country/region.'] });
    });
  });

  describe('what is stored', () => {
    it('keeps the payload, the price and the period, and drops the dietary preference of a delegate who skips the dinner', async () => {
      const payload = validPayload(periods.first, { join_gala_dinner: 'No', dietary_preference: 'Halal' });
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(201);
      const rows = await database().db.query<Record<string, unknown>>('select * from registrations where email = $1', [
        payload.email,
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        family_name: payload.family_name,
        region: payload.region,
        organization_name: payload.organization_name,
        idd_code: payload.idd_code,
        fee_category: payload.fee_category,
        fee_period: periods.first,
        currency: fees.currency,
        join_gala_dinner: 'No',
        dietary_preference: '',
        member_status: payload.member_status,
        payment_method: 'bank',
      });
      expect(rows[0]?.fee_amount).toBeGreaterThan(0);
    });
  });
});
