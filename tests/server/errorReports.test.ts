import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import { periods } from '../support/eventTimes';
import { validPayload } from './helpers/payload';
import { onDefaultStore } from './helpers/stores';
import type { TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

async function reportCount(database: TestDatabase): Promise<number> {
  const rows = await database.db.query<{ count: number }>('select count(*)::int as count from error_reports');
  return rows[0]?.count ?? 0;
}

/** A report as the front end builds it (spec section 3). */
function report(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    error: JSON.stringify({
      message: 'Request failed with status code 500',
      request: {
        method: 'POST',
        url: 'http://127.0.0.1/web/registrations',
        headers: { accept: 'application/json' },
        payload: '{}',
      },
      response: { status: 500, statusText: 'Internal Server Error', headers: {}, payload: { message: 'boom' } },
    }),
    url: 'http://127.0.0.1:4173/',
    project_year: event.year,
    project_name: event.projectName,
    ...overrides,
  };
}

onDefaultStore((database) => {
  let server: TestServer;
  let before: number;

  beforeAll(async () => {
    server = await startTestServer({ store: database().store });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    before = await reportCount(database());
  });

  async function expectRefused(response: Response, status: number): Promise<Record<string, unknown>> {
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(typeof body.message).toBe('string');
    expect(await reportCount(database())).toBe(before);
    return body;
  }

  describe('POST /web/error-reports', () => {
    it('stores a report and answers 201, without a CSRF token: the failed call may have been the token request', async () => {
      const client = new Client(server.baseUrl);
      const sent = report();
      const response = await client.postJson('/web/error-reports', sent, {
        headers: { 'user-agent': 'test-browser/1.0' },
      });
      expect(response.status).toBe(201);
      const rows = await database().db.query<Record<string, unknown>>(
        'select * from error_reports order by id desc limit 1',
      );
      expect(rows[0]).toMatchObject({
        error: sent.error,
        url: sent.url,
        project_year: event.year,
        project_name: event.projectName,
        user_agent: 'test-browser/1.0',
      });
      expect(await reportCount(database())).toBe(before + 1);
    });

    it('keeps no personal-link or confirmation token: not in the page address, the request URL or the payload', async () => {
      const token = '42.1.Zm9vYmFyYmF6cXV4';
      const confirmation = '42.7.Y29uZmlybWF0aW9u';
      const sent = report({
        url: `http://127.0.0.1:4173/my/${token}?lang=zh-Hant`,
        error: JSON.stringify({
          message: 'Request failed with status code 500',
          request: {
            method: 'POST',
            url: `http://127.0.0.1:4173/web/delegate/${token}/email`,
            headers: {},
            payload: JSON.stringify({ token: confirmation }),
          },
          response: { status: 500, headers: {}, payload: { back: `/thankMessage?payment=online&token=${token}` } },
        }),
      });
      const response = await new Client(server.baseUrl).postJson('/web/error-reports', sent);
      expect(response.status).toBe(201);
      const rows = await database().db.query<{ error: string; url: string }>(
        'select error, url from error_reports order by id desc limit 1',
      );
      const stored = rows[0];
      expect(stored?.url).toBe('http://127.0.0.1:4173/my/[token]?lang=zh-Hant');
      expect(stored?.error).not.toContain(token);
      expect(stored?.error).not.toContain(confirmation);
      const error = JSON.parse(stored?.error ?? '{}') as { request: { url: string; payload: string } };
      expect(error.request.url).toBe('http://127.0.0.1:4173/web/delegate/[token]/email');
      expect(error.request.payload).toBe('{"token":"[token]"}');
    });

    it("keeps no delegate's name, e-mail, phone or organisation from a failed registration's payload", async () => {
      const payload = validPayload(periods.first);
      const sent = report({
        error: JSON.stringify({
          message: 'Request failed with status code 422',
          request: { method: 'POST', url: '/web/registrations', headers: {}, payload: JSON.stringify(payload) },
          response: { status: 422, headers: {}, data: { message: 'The given data was invalid.' } },
        }),
      });
      expect((await new Client(server.baseUrl).postJson('/web/error-reports', sent)).status).toBe(201);
      const rows = await database().db.query<{ error: string }>(
        'select error from error_reports order by id desc limit 1',
      );
      const stored = rows[0]?.error ?? '';
      for (const key of [
        'family_name',
        'given_name',
        'organization_name',
        'post_title',
        'email',
        'phone_number',
      ] as const)
        expect(stored, key).not.toContain(payload[key]);
      expect(stored).toContain(payload.fee_category);
    });

    it('also accepts a report sent with the token, and the year as a string', async () => {
      const client = new Client(server.baseUrl);
      await client.handshake();
      const response = await client.postJson('/web/error-reports', report({ project_year: String(event.year) }));
      expect(response.status).toBe(201);
    });

    it('refuses a report with a missing field', async () => {
      const sent = report();
      delete sent.url;
      const body = await expectRefused(await new Client(server.baseUrl).postJson('/web/error-reports', sent), 422);
      expect(body.errors).toEqual({ url: ['The url field is required.'] });
      expect(body.errorTexts).toEqual({ url: [{ key: 'server.api.report.required', values: { field: 'url' } }] });
      expect(body.messageText).toEqual({ key: 'server.api.report.required', values: { field: 'url' } });
    });

    it('refuses unknown fields', async () => {
      const body = await expectRefused(
        await new Client(server.baseUrl).postJson('/web/error-reports', report({ extra: 1 })),
        422,
      );
      expect(body.errors).toEqual({ extra: ['This field is not accepted.'] });
    });

    it("refuses unknown fields named as an object's own methods, naming each", async () => {
      const body = await expectRefused(
        await new Client(server.baseUrl).postJson('/web/error-reports', report({ valueOf: null, constructor: 1 })),
        422,
      );
      expect(body.errors).toEqual({
        valueOf: ['This field is not accepted.'],
        constructor: ['This field is not accepted.'],
      });
    });

    it('refuses wrong types', async () => {
      const body = await expectRefused(
        await new Client(server.baseUrl).postJson(
          '/web/error-reports',
          report({ error: { message: 'x' }, project_year: 'last year' }),
        ),
        422,
      );
      expect(Object.keys(body.errors as object).sort()).toEqual(['error', 'project_year']);
    });

    it('refuses an error text over 32 KiB and a name over 200 characters', async () => {
      const body = await expectRefused(
        await new Client(server.baseUrl).postJson(
          '/web/error-reports',
          report({ error: 'x'.repeat(32_769), project_name: 'p'.repeat(201) }),
        ),
        422,
      );
      expect(body.errors).toEqual({
        error: ['The error field is too long.'],
        project_name: ['The project_name field is too long.'],
      });
    });

    it('answers 413 to a body over the 64 KiB limit', async () => {
      await expectRefused(
        await new Client(server.baseUrl).postJson('/web/error-reports', report({ error: 'x'.repeat(70_000) })),
        413,
      );
    });

    it('answers 415 to a form post and 400 to malformed JSON', async () => {
      const client = new Client(server.baseUrl);
      await expectRefused(
        await client.send('/web/error-reports', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'error=x&url=y',
        }),
        415,
      );
      await expectRefused(
        await client.send('/web/error-reports', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"error":',
        }),
        400,
      );
    });
  });
});
