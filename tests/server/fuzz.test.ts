import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import type { RegistrationPayload } from '../../core/model/types';
import { withoutTokens } from '../../core/rules/personalTokens';
import { sqlBankCredits } from '../../server/bankImport/bankCredits';
import { fixedClock } from '../../server/clock';
import { sqlStaffStore } from '../../server/staff/sqlStaffStore';
import { periods, registrationDay } from '../support/eventTimes';
import { camt053 } from './bankImport/camt053Statement';
import { instants, uniqueEmail, validPayload } from './helpers/payload';
import { openTestPglite, type TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';
import { signedIn, type StaffClient } from './staff/staffClient';

/**
 * Property-based: generated payloads, posted over HTTP as a browser would, never get a 5xx, and every registration the
 * server accepts reads back from the database exactly as it was sent.
 */

let database: TestDatabase;
let server: TestServer;
let client: Client;
let manager: StaffClient;

beforeAll(async () => {
  database = await openTestPglite();
  const staffStore = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    clock: fixedClock(new Date(instants.earlyBird)),
    staffStore,
    bankCredits: sqlBankCredits(database.db),
  });
  client = new Client(server.baseUrl);
  await client.handshake();
  manager = await signedIn(server.baseUrl, staffStore, 'manager');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const runs = { numRuns: 120, endOnFailure: true };

/** Any text: whole code points, and single UTF-16 code units (lone surrogates among them). */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 20 }),
);

/** A value of the wrong type, or any text. */
const anyValue = fc.oneof({ weight: 3, arbitrary: anyText }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });

const textFields = [
  'title',
  'family_name',
  'given_name',
  'organization_name',
  'post_title',
  'phone_number',
  'dietary_preference',
] as const;

/** A valid payload with some fields replaced, some removed and some added. */
const mangledPayloads = fc
  .record({
    replaced: fc.dictionary(fc.constantFrom(...Object.keys(validPayload(periods.first))), anyValue, { maxKeys: 3 }),
    names: fc.record({ family_name: anyText, given_name: anyText }),
    removed: fc.subarray([...textFields, 'email', 'region'], { maxLength: 2 }),
    extra: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  })
  .map(({ replaced, names, removed, extra }) => {
    const body: Record<string, unknown> = {
      ...extra,
      ...validPayload(periods.first),
      ...names,
      ...replaced,
      email: uniqueEmail('fuzz'),
    };
    for (const field of removed) delete body[field];
    return body;
  });

/** Letters of names in several scripts, precomposed: names the server must keep exactly as typed. */
const nameLetters = [...'AaZzÉéÖöÅåŁłŃńÑñßÆæØøĞğİıŞşΜαρίαΣωκράτηςВладимирОльга王小明陳大文李美玲山田花子김민준'];
const plausibleName = fc.string({ unit: fc.constantFrom(...nameLetters), minLength: 1, maxLength: 30 });

/**
 * Mostly mangled payloads, and one in four a valid one with generated names: a mangled payload is rarely accepted
 * (any replaced, removed or unreadable field is a 422), and what is stored must be checked on enough of them.
 */
const payloads = fc.oneof(
  { weight: 3, arbitrary: mangledPayloads },
  {
    weight: 1,
    arbitrary: fc
      .record({ family_name: plausibleName, given_name: plausibleName })
      .map((names): Record<string, unknown> => ({
        ...validPayload(periods.first),
        ...names,
        email: uniqueEmail('fuzz'),
      })),
  },
);

async function storedRow(email: string): Promise<Record<string, unknown> | undefined> {
  const rows = await database.db.query<Record<string, unknown>>(
    `select title, family_name, given_name, region, organization_name, post_title, email, idd_code, phone_number,
       fee_category, join_gala_dinner, dietary_preference, member_status, payment_method, extra_fields
     from registrations where email = $1`,
    [email],
  );
  // The fields staff added to form.schema.json, if any, are kept beside the contract's columns.
  const row = rows[0];
  if (!row) return undefined;
  const { extra_fields: extraFields, ...columns } = row;
  return { ...columns, ...(extraFields as Record<string, string>) };
}

describe('generated registrations', () => {
  it('never answer 5xx, and what is accepted is stored exactly as sent', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(payloads, async (body) => {
        const response = await client.postJson('/web/registrations', body);
        expect(response.status).toBeLessThan(500);
        expect(response.status).not.toBe(200);
        const row = await storedRow(body.email as string);
        if (response.status === 201) {
          accepted += 1;
          const sent = body as unknown as RegistrationPayload;
          expect(row).toEqual({
            ...sent,
            dietary_preference: sent.join_gala_dinner === 'Yes' ? sent.dietary_preference : '',
          });
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(row).toBeUndefined();
        }
      }),
      runs,
    );
    // The generator must reach the store, or the second half of the property says nothing.
    expect(accepted).toBeGreaterThan(0);
  }, 180_000);

  it('never answer 5xx to deep nesting', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30_000 }), fc.constantFrom('[', '{"a":'), async (depth, open) => {
        const close = open === '[' ? ']' : '}';
        const body = `${open.repeat(depth)}1${close.repeat(depth)}`;
        const response = await client.send('/web/registrations', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 30, endOnFailure: true },
    );
  }, 120_000);

  it('never answer 5xx to arbitrary bytes, to either route that takes a body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom('/web/registrations', '/web/error-reports'),
        async (bytes, path) => {
          const response = await client.send(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: Buffer.from(bytes).toString('latin1'),
          });
          expect(response.status).toBeGreaterThanOrEqual(400);
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60, endOnFailure: true },
    );
  }, 120_000);

  it('never answer 5xx to generated error reports, and keep what they accept as sent', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            error: anyValue,
            url: anyValue,
            project_year: fc.oneof(fc.constant(event.year), anyValue),
            project_name: anyValue,
          },
          { requiredKeys: [] },
        ),
        async (report) => {
          const response = await client.postJson('/web/error-reports', report);
          expect(response.status).toBeLessThan(500);
          if (response.status === 201) {
            const rows = await database.db.query<{ error: string }>(
              'select error from error_reports where error = $1 and url = $2',
              // Kept as sent, but for any personal-link token, which is never kept.
              [withoutTokens(report.error as string), withoutTokens(report.url as string)],
            );
            expect(rows.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 60, endOnFailure: true },
    );
  }, 120_000);
});

describe('generated bank statements', () => {
  /** A camt.053 statement with generated texts, dates and amounts, some of it cut or spliced with generated markup. */
  const statements = fc
    .record({
      entries: fc.array(
        fc.record({
          amount: fc.oneof(fc.constantFrom('10.00', '0.01', '999999999999.99'), anyText),
          bookedOn: fc.oneof(fc.constantFrom(registrationDay, `${event.year}-13-45`, '0000-00-00'), anyText),
          remittance: anyText,
          bankReference: fc.option(anyText, { nil: undefined }),
        }),
        { maxLength: 4 },
      ),
      splice: fc.option(
        fc.record({
          at: fc.nat(),
          text: fc.oneof(anyText, fc.constantFrom('<!DOCTYPE a>', '<__proto__>', '</Ntry>', '&x;', ']]>', '\u0000')),
        }),
        { nil: undefined },
      ),
    })
    .map(({ entries, splice }) => {
      const xml = camt053(entries);
      if (!splice) return xml;
      const at = splice.at % (xml.length + 1);
      return xml.slice(0, at) + splice.text + xml.slice(at);
    });

  it('never answer 5xx to a manager previewing or importing one', async () => {
    await fc.assert(
      fc.asyncProperty(statements, fc.constantFrom('preview', 'confirm'), async (content, step) => {
        const response = await manager.post(`/staff/api/bank-statements/${step}`, { fileName: 'fuzz.xml', content });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 80, endOnFailure: true },
    );
  }, 180_000);
});
