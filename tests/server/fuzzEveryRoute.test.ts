/**
 * Property-based, over every route the fully equipped server answers (read from Fastify's tree, so a new route is
 * covered without being listed): generated path parameters, query strings and bodies, sent by a visitor, a viewer and
 * a manager, never get a 5xx. Parameters are sometimes a real registration's token, number and reference, so the
 * generated values reach the handlers behind the lookups and not only the 404s in front of them.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { extras } from '../../core/model/extras';
import { sqlAnnouncementStore } from '../../server/announcements/sqlAnnouncementStore';
import { sqlBankCredits } from '../../server/bankImport/bankCredits';
import { sqlCertificateStore } from '../../server/certificates/sqlCertificateStore';
import { sqlCheckinStore } from '../../server/checkin/sqlCheckinStore';
import { fixedClock } from '../../server/clock';
import { sqlErasure } from '../../server/retention/sqlErasure';
import { sqlStaffStore } from '../../server/staff/sqlStaffStore';
import { sqlVisaLetterStore } from '../../server/visaLetters/sqlVisaLetterStore';
import { periods } from '../support/eventTimes';
import { instants, uniqueEmail, validPayload } from './helpers/payload';
import { type RouteEntry, routeTable } from './helpers/routeTable';
import { openTestPglite, type TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';
import { signedIn, StaffClient } from './staff/staffClient';

let database: TestDatabase;
let server: TestServer;
let visitor: Client;
let viewer: StaffClient;
let manager: StaffClient;
let routes: RouteEntry[];

beforeAll(async () => {
  database = await openTestPglite();
  const { db } = database;
  const staffStore = sqlStaffStore(db);
  // A built site of one page, so the pages' routes answer as deployed rather than with "not built yet".
  const site = mkdtempSync(join(tmpdir(), 'routes-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Site</title>');
  server = await startTestServer({
    store: database.store,
    clock: fixedClock(new Date(instants.earlyBird)),
    staffStore,
    bankCredits: sqlBankCredits(db),
    staticDir: site,
    mailbox: true,
    adminToken: 'fuzz-admin-token-of-this-test-only',
    checkinStore: sqlCheckinStore(db),
    certificateStore: sqlCertificateStore(db),
    visaLetterStore: sqlVisaLetterStore(db),
    announcementStore: sqlAnnouncementStore(db),
    erasure: sqlErasure(db),
    retentionJob: false,
    refunds: false,
  });
  visitor = new Client(server.baseUrl);
  await visitor.handshake();
  viewer = await signedIn(server.baseUrl, staffStore, 'viewer');
  manager = await signedIn(server.baseUrl, staffStore, 'manager');
  // Signing out last, so the staff sessions hold for every other route.
  routes = routeTable(server.app).sort(
    (a, b) => Number(a.url.endsWith('sign-out')) - Number(b.url.endsWith('sign-out')),
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

/** Any text: whole code points, and single UTF-16 code units (lone surrogates among them). */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 15 }),
);
const anyValue = fc.oneof({ weight: 3, arbitrary: anyText }, { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) });

/** Keys the routes' bodies and queries read, so a generated body is sometimes read past its first check. */
const knownKeys = [
  ...['reason', 'email', 'reference', 'references', 'id', 'ids', 'registrationId', 'token', 'code', 'codes'],
  ...['day', 'meeting', 'scans', 'scannedAt', 'window', 'amount', 'currency', 'date', 'paidOn', 'note'],
  ...['decision', 'creditId', 'subject', 'text', 'versions', 'audience', 'language', 'values', 'fields', 'answer'],
  ...['fileName', 'content', 'password', 'method', 'q', 'state', 'category', 'period', 'page', 'lang', 'filter'],
];
type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };

/** Bodies of known keys (valued sometimes with the real registration's token, number or reference), any JSON, bytes. */
function bodies(known: Known): fc.Arbitrary<Body> {
  const value = fc.oneof(
    { weight: 4, arbitrary: anyValue },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(known.token, known.reference, Number(known.id), [known.reference]),
    },
  );
  const plausible = fc.dictionary(fc.constantFrom(...knownKeys), value, { minKeys: 1, maxKeys: 8 });
  return fc.oneof(
    { weight: 4, arbitrary: plausible.map((json): Body => ({ kind: 'json', value: json })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((json): Body => ({ kind: 'json', value: json })) },
    {
      weight: 1,
      arbitrary: fc
        .record({ bytes: fc.uint8Array({ maxLength: 200 }), type: fc.constantFrom('application/json', 'text/plain') })
        .map(({ bytes, type }): Body => ({ kind: 'raw', text: Buffer.from(bytes).toString('latin1'), type })),
    },
  );
}
const queries = fc.dictionary(fc.constantFrom(...knownKeys), anyText, { maxKeys: 3 });

/** A registration of this run: its personal link's token, its number and its reference. */
interface Known {
  token: string;
  id: string;
  reference: string;
}

async function register(): Promise<Known> {
  const response = await visitor.postJson(
    '/web/registrations',
    validPayload(periods.first, { email: uniqueEmail('routes') }),
  );
  expect(response.status).toBe(201);
  const { token, reference } = (await response.json()) as { token: string; reference: string };
  return { token, reference, id: token.split('.')[0] };
}

/** A value for a path parameter: the real one it names, a neighbour of it, or anything. */
function parameterValues(name: string, known: Known): fc.Arbitrary<string> {
  const real: Record<string, string[]> = {
    token: [known.token, `${known.token}x`, `${known.id}.1.`],
    id: [known.id, '0', '-1', '99999999999999999999', '1e3'],
    extra: extras.map((extra) => extra.id),
    identifier: [`${known.reference}-abc`, '1-zzzz'],
    code: [known.reference],
  };
  return fc.oneof(
    fc.constantFrom(...(real[name] ?? [known.reference])).map(encodeURIComponent),
    anyText.map(percentEncoded),
    // Escapes that decode to no UTF-8 at all, or are cut short.
    fc.constantFrom('%FF', '%C0%AF', '%', '%2', '%00', '..%2F..'),
  );
}

/** Every byte of the text's UTF-8 escaped (a lone surrogate becomes U+FFFD, as a browser would send it). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function filledUrl(url: string, known: Known): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
  return fc.tuple(fc.tuple(...names.map((name) => parameterValues(name, known))), queries).map(([values, query]) => {
    let index = 0;
    const path = url.replace(/:([A-Za-z]+)/g, () => values[index++]);
    const search = new URLSearchParams(query).toString();
    return search === '' ? path : `${path}?${search}`;
  });
}

async function send(who: Client, method: string, path: string, body: Body): Promise<Response> {
  const headers: Record<string, string> = {};
  if (who instanceof StaffClient && who.csrfToken) headers['x-staff-csrf'] = who.csrfToken;
  if (method === 'GET') return who.send(path, { headers });
  if (body.kind === 'json')
    return who.send(path, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body.value),
    });
  return who.send(path, { method, headers: { ...headers, 'content-type': body.type }, body: body.text });
}

describe('every route', () => {
  it('is found in the server', () => {
    const urls = routes.map((route) => route.url);
    // The walk is only as wide as the table: a parse that finds a handful would make the property below say little.
    expect(urls).toEqual(expect.arrayContaining(['/web/registrations', '/web/email-undo', '/staff/api/announcements']));
    expect(urls.some((url) => url.startsWith('/web/delegate/:token/'))).toBe(true);
    expect(routes.length).toBeGreaterThan(60);
  });

  it('never answers 5xx to generated parameters, queries and bodies, from a visitor, a viewer or a manager', async () => {
    const answered = new Map<string, number>();
    for (const route of routes) {
      const known = await register();
      for (const [method, who] of route.methods.flatMap((m) =>
        [visitor, viewer, manager].map((c) => [m, c] as const),
      )) {
        await fc.assert(
          fc.asyncProperty(filledUrl(route.url, known), bodies(known), async (path, body) => {
            const response = await send(who, method, path, body);
            await response.arrayBuffer();
            expect(response.status, `${method} ${path}`).toBeLessThan(500);
            answered.set(`${method} ${route.url}`, (answered.get(`${method} ${route.url}`) ?? 0) + 1);
          }),
          { numRuns: 10, endOnFailure: true },
        );
      }
    }
    expect(answered.size).toBe(routes.reduce((sum, route) => sum + route.methods.length, 0));
  }, 600_000);
});
