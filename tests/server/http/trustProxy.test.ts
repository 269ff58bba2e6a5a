/** TRUST_PROXY=1 believes a proxy on this machine only: a client reaching the port directly cannot choose its address. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer } from '../../../server/main';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestPglite();
  app = await buildServer({
    store: database.store,
    trustProxy: 1,
    rateLimits: { sessions: { max: 2, timeWindowMs: 60_000 } },
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function handshake(remoteAddress: string, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress, headers });
}

describe('TRUST_PROXY=1', () => {
  it('does not let a direct client pick its address with X-Forwarded-For (the rate limit still meets it)', async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 3; index += 1) {
      const response = await handshake('203.0.113.7', { 'x-forwarded-for': `198.51.100.${index}` });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([204, 204, 429]);
  });

  it('takes the address a proxy on this machine appended, each client counted apart', async () => {
    for (let index = 1; index <= 3; index += 1) {
      const response = await handshake('127.0.0.1', { 'x-forwarded-for': `192.0.2.${index}` });
      expect(response.statusCode).toBe(204);
    }
  });

  it("sets Secure cookies and HSTS when the local proxy says https, and not on a direct client's say-so", async () => {
    const proxied = await handshake('127.0.0.1', { 'x-forwarded-for': '192.0.2.50', 'x-forwarded-proto': 'https' });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
    const cookies = [proxied.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/seminar_session=[^\n]*; Secure/);
    expect(cookies).toMatch(/XSRF-TOKEN=[^\n]*; Secure/);

    const direct = await handshake('203.0.113.8', { 'x-forwarded-proto': 'https' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect([direct.headers['set-cookie']].flat().join('\n')).not.toMatch(/Secure/);
  });
});
