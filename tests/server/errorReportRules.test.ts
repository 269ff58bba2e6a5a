/** Error reports as the security review found them abused: spoofed text in the console, and genuine reports pushed out. */
import { createHash, randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import { onDefaultStore } from './helpers/stores';
import { startTestServer, type TestServer } from './helpers/testServer';

const maxRows = 10;

/** A report as the front end builds it (spec section 3), about a failed call on `url`. */
function report(url: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    error: JSON.stringify({ message: 'Request failed with status code 500', request: { method: 'POST', url } }),
    url,
    project_year: event.year,
    project_name: event.projectName,
    ...overrides,
  };
}

onDefaultStore((database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      store: database().store,
      trustProxy: 1,
      retention: { errorReportMaxRows: maxRows },
      // The anonymous sender below stays within this limit, as one at the limit would.
      rateLimits: { errorReports: { max: 40, timeWindowMs: 60_000 } },
    });
  });
  afterAll(() => server.close());

  function send(body: unknown, from: string): Promise<Response> {
    return fetch(`${server.baseUrl}/web/error-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  }

  describe('what a report may hold', () => {
    it.each([
      ['a right-to-left override in the error', { error: 'payment \u202efdp.exe' }, 'error'],
      ['an isolate in the page address', { url: 'http://127.0.0.1:4173/\u2067x' }, 'url'],
      ['a newline in the project name', { project_name: 'seminar\nFAKE' }, 'project_name'],
      ['NUL in the error', { error: 'a\u0000b' }, 'error'],
      ['a lone surrogate in the error', { error: 'a\ud800b' }, 'error'],
    ])('refuses %s with 422', async (_what, overrides, field) => {
      const response = await send(report('http://127.0.0.1/web/check-period', overrides), '192.0.2.50');
      expect(response.status).toBe(422);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field]);
    });
  });

  describe('the sender key', () => {
    /** The sender key a report from `address` is stored with, by the server at `baseUrl`. */
    async function storedKey(baseUrl: string, address: string): Promise<string> {
      const marker = `http://127.0.0.1/sender/${randomBytes(6).toString('hex')}`;
      const response = await fetch(`${baseUrl}/web/error-reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(report(marker)),
      });
      expect(response.status).toBe(201);
      const rows = await database().db.query<{ client_key: string }>(
        'select client_key from error_reports where url = $1',
        [marker],
      );
      return rows[0]?.client_key ?? '';
    }

    it('is keyed with the server secret: no hash of the address anyone can recompute, and another per server', async () => {
      const other = await startTestServer({ store: database().store, trustProxy: 1, serverSecret: randomBytes(32) });
      try {
        const address = '198.51.100.77';
        const first = await storedKey(server.baseUrl, address);
        const plain = createHash('sha256').update(address).digest('hex');
        expect(first).toMatch(/^[0-9a-f]{32}$/);
        expect(plain.startsWith(first)).toBe(false);
        // One server keys one address alike, so the row cap still counts per client.
        expect(await storedKey(server.baseUrl, address)).toBe(first);
        expect(await storedKey(other.baseUrl, address)).not.toBe(first);
      } finally {
        await other.close();
      }
    });
  });

  describe('the row cap', () => {
    it('keeps the reports of delegates when one client at the rate limit sends many', async () => {
      await database().db.query('delete from error_reports');
      const genuine = ['198.51.100.1', '198.51.100.2', '198.51.100.3'];
      for (const address of genuine)
        expect((await send(report(`http://127.0.0.1/genuine/${address}`), address)).status).toBe(201);
      for (let sent = 0; sent < 30; sent += 1)
        expect((await send(report(`http://127.0.0.1/flood/${sent}`), '203.0.113.66')).status).toBe(201);
      const kept = await database().db.query<{ url: string }>('select url from error_reports order by id');
      expect(kept).toHaveLength(maxRows);
      expect(kept.filter((row) => row.url.includes('/genuine/'))).toHaveLength(genuine.length);
      // The flood keeps its newest reports.
      expect(kept.at(-1)?.url).toBe('http://127.0.0.1/flood/29');
    });
  });
});
