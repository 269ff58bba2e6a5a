import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fixedClock } from '../../server/clock';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { countRegistrations, onDefaultStore } from './helpers/stores';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

onDefaultStore((database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ store: database().store, clock: fixedClock(new Date(instants.earlyBird)) });
  });
  afterAll(() => server.close());

  describe('GET /sanctum/csrf-cookie', () => {
    it('answers 204 and sets a URL-encoded XSRF-TOKEN holding an encoded "=" and an HttpOnly session cookie', async () => {
      const client = new Client(server.baseUrl);
      const response = await client.handshake();
      expect(response.status).toBe(204);

      const xsrf = client.jar.get('XSRF-TOKEN');
      expect(xsrf?.value).toMatch(/%3D/);
      expect(xsrf?.value).not.toMatch(/[=+/]/);
      expect(xsrf?.attributes.has('httponly')).toBe(false);
      expect(xsrf?.attributes.get('samesite')).toBe('Lax');
      expect(xsrf?.attributes.get('path')).toBe('/');

      const session = client.jar.get('seminar_session');
      expect(session?.attributes.has('httponly')).toBe(true);
      expect(session?.attributes.get('samesite')).toBe('Lax');
      // Plain http here: no Secure flag, or the browser would drop the cookies.
      expect(session?.attributes.has('secure')).toBe(false);
      expect(xsrf?.attributes.has('secure')).toBe(false);
    });

    it('keeps the token of a live session when called again', async () => {
      const client = new Client(server.baseUrl);
      await client.handshake();
      const first = client.xsrfToken();
      await client.handshake();
      expect(client.xsrfToken()).toBe(first);
    });

    it('gives different clients different tokens', async () => {
      const a = new Client(server.baseUrl);
      const b = new Client(server.baseUrl);
      await a.handshake();
      await b.handshake();
      expect(a.xsrfToken()).not.toBe(b.xsrfToken());
    });
  });

  describe('the CSRF check on POST /web/registrations', () => {
    async function expectMismatch(response: Response, email: string) {
      expect(response.status).toBe(419);
      expect(await response.json()).toEqual({
        message: 'CSRF token mismatch.',
        messageText: { key: 'server.api.csrfMismatch' },
      });
      expect(await countRegistrations(database(), email)).toBe(0);
    }

    it('answers 419 without an X-XSRF-TOKEN header and stores nothing', async () => {
      const client = new Client(server.baseUrl);
      await client.handshake();
      const payload = validPayload(periods.first);
      await expectMismatch(await client.postJson('/web/registrations', payload, { withoutToken: true }), payload.email);
    });

    it('answers 419 with a wrong token', async () => {
      const client = new Client(server.baseUrl);
      await client.handshake();
      const payload = validPayload(periods.first);
      const wrong = `${client.xsrfToken()?.slice(0, -4)}AAA=`;
      await expectMismatch(
        await client.postJson('/web/registrations', payload, { headers: { 'x-xsrf-token': wrong } }),
        payload.email,
      );
    });

    it("answers 419 with another session's token", async () => {
      const mine = new Client(server.baseUrl);
      const theirs = new Client(server.baseUrl);
      await mine.handshake();
      await theirs.handshake();
      const payload = validPayload(periods.first);
      await expectMismatch(
        await mine.postJson('/web/registrations', payload, { headers: { 'x-xsrf-token': theirs.xsrfToken() ?? '' } }),
        payload.email,
      );
    });

    it('answers 419 with a token but no session cookie', async () => {
      const client = new Client(server.baseUrl);
      await client.handshake();
      const token = client.xsrfToken() ?? '';
      client.jar.clear();
      const payload = validPayload(periods.first);
      await expectMismatch(
        await client.postJson('/web/registrations', payload, { headers: { 'x-xsrf-token': token } }),
        payload.email,
      );
    });

    it('checks the token before it reads the body', async () => {
      const client = new Client(server.baseUrl);
      const response = await client.send('/web/registrations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{not json',
      });
      expect(response.status).toBe(419);
    });

    it('accepts the right token and stores the registration', async () => {
      const client = new Client(server.baseUrl);
      await client.handshake();
      const payload = validPayload(periods.first);
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({
        state: 'success',
        reference: expect.stringMatching(/^\S+-\d+$/),
        token: expect.any(String),
      });
      expect(await countRegistrations(database(), payload.email)).toBe(1);
    });

    it('accepts the token still URL-encoded, as a client that forgot to decode %3D sends it', async () => {
      const client = new Client(server.baseUrl);
      await client.handshake();
      const payload = validPayload(periods.first);
      const encoded = client.jar.get('XSRF-TOKEN')?.value ?? '';
      const response = await client.postJson('/web/registrations', payload, { headers: { 'x-xsrf-token': encoded } });
      expect(response.status).toBe(201);
    });
  });

  describe('over https (behind a proxy that says so)', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startTestServer({ store: database().store, trustProxy: 1 });
    });
    afterAll(() => proxied.close());

    it('marks both cookies Secure and sends Strict-Transport-Security', async () => {
      const client = new Client(proxied.baseUrl);
      const response = await client.get('/sanctum/csrf-cookie', { 'x-forwarded-proto': 'https' });
      expect(client.jar.get('seminar_session')?.attributes.has('secure')).toBe(true);
      expect(client.jar.get('XSRF-TOKEN')?.attributes.has('secure')).toBe(true);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    });
  });
});
