import { request } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import { fixedClock } from '../../server/clock';
import { englishText } from '../../server/text';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { countRegistrations, onDefaultStore } from './helpers/stores';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

/** A POST of raw bytes, so the body can be what fetch would never send (invalid UTF-8). */
function postBytes(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const characters = englishText('error.text.characters', { field: englishText('field.familyName') });

onDefaultStore((database) => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startTestServer({ store: database().store, clock: fixedClock(new Date(instants.earlyBird)) });
    client = new Client(server.baseUrl);
    await client.handshake();
  });
  afterAll(() => server.close());

  const headers = () => ({
    'content-type': 'application/json',
    cookie: client.jar.header(),
    'x-xsrf-token': client.xsrfToken() ?? '',
  });

  describe('strings the database cannot hold', () => {
    it.each([
      ['a NUL', 'Chan\u0000'],
      ['a lone surrogate', 'Chan\ud800'],
    ])('refuses %s in a name with a field message (it answered 500 or stored U+FFFD)', async (_what, familyName) => {
      const payload = validPayload(periods.first, { family_name: familyName });
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors.family_name?.[0]).toMatch(/\S/);
      expect(await countRegistrations(database(), payload.email)).toBe(0);
    });

    it('refuses a NUL in an error report (it answered 500)', async () => {
      const response = await client.postJson('/web/error-reports', {
        error: 'failed\u0000',
        url: 'http://localhost/',
        project_year: event.year,
        project_name: event.projectName,
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.error).toBeDefined();
    });

    it('answers 400 to /checkout/%00 without echoing it (it answered 500)', async () => {
      const response = await client.get('/checkout/%00');
      expect(response.status).toBe(400);
      expect(await response.text()).not.toContain('%00');
      expect(response.headers.get('content-security-policy')).toBeTruthy();
    });
  });

  describe('control and bidirectional characters in names', () => {
    it.each([
      ['a right-to-left override', 'Chan\u202eevil'],
      ['an isolate', '\u2066Chan'],
      ['an escape sequence', 'Chan\u001b[31m'],
      ['a C1 control', 'Chan\u0085'],
    ])("refuses %s with the catalogue's message, the one the form shows", async (_what, familyName) => {
      const payload = validPayload(periods.first, { family_name: familyName });
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(body.errors.family_name).toEqual([characters]);
      expect(await countRegistrations(database(), payload.email)).toBe(0);
    });

    it('keeps names in any script exactly as typed', async () => {
      const payload = validPayload(periods.first, { family_name: 'Nguyễn 陳 Ørsted‍', given_name: 'Zoë 😀' });
      expect((await client.postJson('/web/registrations', payload)).status).toBe(201);
      const rows = await database().db.query<{ family_name: string; given_name: string }>(
        'select family_name, given_name from registrations where email = $1',
        [payload.email],
      );
      expect(rows).toEqual([{ family_name: payload.family_name, given_name: payload.given_name }]);
    });
  });

  describe('encodings', () => {
    it('refuses a body that is not valid UTF-8 (it was stored with U+FFFD)', async () => {
      const payload = validPayload(periods.first);
      const json = Buffer.from(JSON.stringify(payload));
      const broken = Buffer.concat([json.subarray(0, 20), Buffer.from([0xff, 0xfe]), json.subarray(20)]);
      const response = await postBytes(`${server.baseUrl}/web/registrations`, headers(), broken);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({
        message: 'The request body is not valid UTF-8.',
        messageText: { key: 'server.api.invalidUtf8' },
      });
      expect(await countRegistrations(database(), payload.email)).toBe(0);
    });

    it('refuses a declared non-UTF-8 charset rather than rewriting it', async () => {
      const payload = validPayload(periods.first, { family_name: 'Müller' });
      const response = await postBytes(
        `${server.baseUrl}/web/registrations`,
        { ...headers(), 'content-type': 'application/json; charset=iso-8859-1' },
        Buffer.from(JSON.stringify(payload), 'latin1'),
      );
      expect(response.status).toBe(415);
      expect(await countRegistrations(database(), payload.email)).toBe(0);
    });

    it('accepts a declared UTF-8 charset', async () => {
      const payload = validPayload(periods.first);
      const response = await client.postJson('/web/registrations', payload, {
        headers: { 'content-type': 'application/json; charset=UTF-8' },
      });
      expect(response.status).toBe(201);
    });

    it('lets the same e-mail register once, whether its accent is precomposed (NFC) or combining (NFD)', async () => {
      const local = `jose.${Date.now().toString(36)}`;
      const nfc = `${local}.\u00c9@example.org`;
      const nfd = `${local}.e\u0301@example.org`;
      expect((await client.postJson('/web/registrations', validPayload(periods.first, { email: nfc }))).status).toBe(
        201,
      );
      const second = await client.postJson(
        '/web/registrations',
        validPayload(periods.first, { email: nfd.toUpperCase() }),
      );
      expect(second.status).toBe(422);
      expect(((await second.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([
        englishText('error.email.taken'),
      ]);
    });
  });

  describe('unknown keys', () => {
    it('answers 6,000 unknown keys briefly, naming a few (it echoed all of them, 240 KB)', async () => {
      const payload: Record<string, string> = { ...validPayload(periods.first) };
      for (let i = 0; i < 6000; i += 1) payload[i.toString(36)] = '';
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(422);
      const text = await response.text();
      expect(text.length).toBeLessThan(1000);
      const body = JSON.parse(text) as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe('The request has 6000 fields that are not accepted.');
      expect(Object.keys(body.errors).length).toBeLessThanOrEqual(5);
    });

    it('answers an error report with 6,000 unknown keys briefly', async () => {
      const report: Record<string, unknown> = {
        error: 'e',
        url: 'u',
        project_year: event.year,
        project_name: event.projectName,
      };
      for (let i = 0; i < 6000; i += 1) report[i.toString(36)] = '';
      const response = await client.postJson('/web/error-reports', report);
      expect(response.status).toBe(422);
      expect((await response.text()).length).toBeLessThan(2000);
    });
  });
});
