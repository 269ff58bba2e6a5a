import { connect } from 'node:net';
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import { fixedClock } from '../../server/clock';
import { permissionsPolicy } from '../../server/http/securityHeaders';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { openTestPglite, type TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

/** Sends `raw` on a socket of its own and answers everything the server wrote back. */
function rawExchange(baseUrl: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function headerOf(answer: string, name: string): string | undefined {
  const line = answer
    .split('\r\n\r\n')[0]
    ?.split('\r\n')
    .find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim();
}

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  database = await openTestPglite();
  server = await startTestServer({
    store: database.store,
    clock: fixedClock(new Date(instants.earlyBird)),
    logger: { level: 'error', stream: logStream },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("Fastify's and Node's own answers", () => {
  it('a URL that cannot be decoded: 400 JSON with the security headers, not echoing it (it echoed the URL, bare)', async () => {
    const answer = await rawExchange(
      server.baseUrl,
      'GET /web/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(headerOf(answer, 'content-security-policy')).toMatch(/default-src 'self'/);
    expect(headerOf(answer, 'permissions-policy')).toBe(permissionsPolicy);
    expect(answer).not.toContain('%E0');
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
      message: 'The request could not be read.',
      messageText: { key: 'server.api.badRequest' },
    });
  });

  it('headers too large: 431 JSON with the security headers (it had none)', async () => {
    const answer = await rawExchange(
      server.baseUrl,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(headerOf(answer, 'x-content-type-options')).toBe('nosniff');
    expect(headerOf(answer, 'content-security-policy')).toBeTruthy();
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toEqual({
      message: 'The request headers are too large.',
      messageText: { key: 'server.api.headersTooLarge' },
    });
  });

  it('a 404 of the API: JSON with the security headers, not echoing the path', async () => {
    const response = await fetch(`${server.baseUrl}/web/<script>`);
    expect(response.status).toBe(404);
    expect(response.headers.get('permissions-policy')).toBe(permissionsPolicy);
    expect(await response.text()).not.toContain('script');
  });
});

describe('answers carrying personal data or a payment URL', () => {
  it('are no-store: the registration, the checkout page, the CSRF cookie', async () => {
    const client = new Client(server.baseUrl);
    const handshake = await client.handshake();
    expect(handshake.headers.get('cache-control')).toBe('no-store');
    const registered = await client.postJson(
      '/web/registrations',
      validPayload(periods.first, { payment_method: 'online' }),
    );
    expect(registered.status).toBe(201);
    expect(registered.headers.get('cache-control')).toBe('no-store');
    const { url } = (await registered.json()) as { url: string };
    const checkout = await client.get(new URL(url, server.baseUrl).pathname);
    expect(checkout.headers.get('cache-control')).toBe('no-store');
    const refused = await client.postJson('/web/registrations', { email: 'x' });
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('server faults', () => {
  it('are logged as structured lines without the personal data of the request', async () => {
    const client = new Client(server.baseUrl);
    await client.handshake();
    const email = `log.${Date.now()}@example.org`;
    const before = logLines.length;
    // A registration whose insert fails: the database is closed under the server for this one request.
    const failing = database.store.insertRegistration;
    database.store.insertRegistration = async () => {
      throw Object.assign(new Error(`insert failed for ${email}`), { code: '57P01' });
    };
    try {
      const response = await client.postJson('/web/registrations', validPayload(periods.first, { email }));
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain(email);
    } finally {
      database.store.insertRegistration = failing;
    }
    const lines = logLines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      lines.some((line) => line.msg === 'request failed' && (line.err as { code?: string }).code === '57P01'),
    ).toBe(true);
    expect(lines.some((line) => line.msg === 'answered with a server error' && line.statusCode === 500)).toBe(true);
    expect(logLines.slice(before).join('\n')).not.toContain(email);
  });
});

describe('while closing', () => {
  it('a request that still arrives on a busy connection gets 503 JSON with the headers; the one in progress finishes', async () => {
    const own = await startTestServer({ store: database.store, clock: fixedClock(new Date(instants.earlyBird)) });
    const { hostname, port } = new URL(own.baseUrl);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    const report = JSON.stringify({ error: 'e', url: 'u', project_year: event.year, project_name: event.projectName });
    // The first request is in progress (its body half sent) when closing starts; the second follows it on the connection.
    socket.write(
      `POST /web/error-reports HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${report.length}\r\n\r\n${report.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const closing = own.close();
    socket.write(`${report.slice(5)}GET /web/check-period HTTP/1.1\r\nHost: x\r\n\r\n`);
    await new Promise((resolve) => socket.once('close', resolve));
    await closing;
    const [first, second] = answer.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 201 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(headerOf(second ?? '', 'content-security-policy')).toBeTruthy();
    expect(JSON.parse((second ?? '').split('\r\n\r\n')[1] ?? '')).toEqual({
      message: 'The server is restarting. Please try again in a moment.',
      messageText: { key: 'server.api.closing' },
    });
  });
});
