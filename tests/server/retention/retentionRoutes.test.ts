/**
 * Personal data over HTTP on the embedded store: the delegate downloads everything the service holds about them (a
 * JSON file and a readable PDF) from behind their link; a manager erases one registration early at the delegate's
 * request, once however often asked, a viewer cannot; afterwards the export, the console's answer and the CSV export
 * say "erased" where the values were, and the history says what was erased and when.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RegistrationAnswer } from '../../../core/api/staffTypes';
import { erasedCell } from '../../../core/rules/retention';
import { delegateToken } from '../../../server/delegate/delegateLink';
import type { PersonalDataExport } from '../../../server/retention/personalDataExport';
import { sqlErasure } from '../../../server/retention/sqlErasure';
import { derivedKey } from '../../../server/secrets/serverSecret';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { sqlVisaLetterStore } from '../../../server/visaLetters/sqlVisaLetterStore';
import { testServerSecret } from '../helpers/senderLinks';
import { pdfText } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { validRequest } from '../visaLetters/visaFixtures';
import { dayBeforeErasure, delegateWithPersonalData } from './retentionFixtures';

const secret = testServerSecret();
const linkKey = derivedKey(secret, 'delegate-link');

let database: TestDatabase;
let server: TestServer;
let client: Client;
let manager: StaffClient;
let viewer: StaffClient;
let delegate: StoredRegistration;

beforeAll(async () => {
  database = await openTestPglite();
  const staff = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    visaLetterStore: sqlVisaLetterStore(database.db),
    erasure: sqlErasure(database.db),
    serverSecret: secret,
    // Before the erasure day: only a manager's early erasure erases anything.
    clock: () => dayBeforeErasure,
  });
  client = new Client(server.baseUrl);
  manager = await signedIn(server.baseUrl, staff, 'manager');
  viewer = await signedIn(server.baseUrl, staff, 'viewer');
  delegate = await delegateWithPersonalData(database.db, database.store);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

const exportPath = (extension: 'json' | 'pdf') =>
  `/web/delegate/${delegateToken(linkKey, delegate.id, delegate.linkVersion)}/personal-data.${extension}`;

async function exported(): Promise<PersonalDataExport> {
  const response = await client.get(exportPath('json'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toContain(`personal-data-${delegate.reference}.json`);
  return (await response.json()) as PersonalDataExport;
}

const phoneOf = (data: PersonalDataExport) => data.fields.find((field) => field.key.toLowerCase().includes('phone'));

describe("the delegate's copy of their data", () => {
  it('holds their fields, payment, e-mails and visa request, as JSON and as a readable PDF', async () => {
    const data = await exported();
    expect(data.reference).toBe(delegate.reference);
    expect(phoneOf(data)?.value).toBe(delegate.phoneNumber);
    expect(data.payment.invoiceNumber).toBe(delegate.invoiceNumber);
    expect(data.emails.map((email) => email.kind)).toContain('visa_letter');
    expect(data.visaLetterRequest?.passport).toMatchObject({
      passportNumber: validRequest().passportNumber,
    });

    const pdf = await client.get(exportPath('pdf'));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(delegate.familyName);
    expect(text).toContain(delegate.email);
  });

  it('holds the addresses of an e-mail change: the one waiting for confirmation and the one it replaced', async () => {
    expect((await exported()).emailChange).toEqual({ pending: null, previous: null });
    const pending = `pending.${delegate.email}`;
    const previous = `previous.${delegate.email}`;
    // As a change asked for after an earlier confirmed one leaves the registration.
    await database.db.query('update registrations set pending_email = $2, previous_email = $3 where id = $1', [
      delegate.id,
      pending,
      previous,
    ]);
    expect((await exported()).emailChange).toEqual({ pending, previous });
    const pdf = await pdfText(Buffer.from(await (await client.get(exportPath('pdf'))).arrayBuffer()));
    expect(pdf).toContain(pending);
    expect(pdf).toContain(previous);
  });

  it('is for the link only', async () => {
    expect((await client.get('/web/delegate/not-a-token/personal-data.json')).status).toBe(404);
  });
});

describe("a manager's early erasure", () => {
  it('erases once at the delegate’s request; a viewer cannot', async () => {
    const path = `/staff/api/registrations/${delegate.id}/erase`;
    expect((await viewer.post(path, {})).status).toBe(403);
    const first = await manager.post(path, {});
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'erased' });
    const again = await manager.post(path, {});
    expect(await again.json()).toMatchObject({ outcome: 'already_erased' });
    expect((await manager.post('/staff/api/registrations/999999/erase', {})).status).toBe(404);

    const answer = (await (await manager.get(`/staff/api/registrations/${delegate.id}`)).json()) as RegistrationAnswer;
    expect(answer.registration.personalDataErasedAt).toEqual(expect.any(String));
    const erasures = answer.registration.history.filter((entry) => entry.event === 'personal_data_erased');
    expect(erasures).toHaveLength(1);
    expect(erasures[0]?.actor).toMatch(/^staff manager\./);
    expect(erasures[0]?.details).toEqual({ erased: ['phoneNumber', 'dietaryPreference', 'visaPassport'] });
  });

  it('leaves the export, the CSV and the console saying "erased", never blank', async () => {
    const data = await exported();
    expect(data.personalDataErasedAt).toEqual(expect.any(String));
    expect(phoneOf(data)?.value).toBe(erasedCell);
    expect(data.visaLetterRequest?.passport).toBe(erasedCell);
    // Set by the test before: the erasure clears both.
    expect(data.emailChange).toEqual({ pending: null, previous: null });
    expect(data.fields.find((field) => field.key.toLowerCase().includes('family'))?.value).toBe(delegate.familyName);

    const csv = await (
      await manager.get(`/staff/api/registrations.csv?q=${encodeURIComponent(delegate.email)}`)
    ).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const cells = Object.fromEntries(header.split(',').map((column, index) => [column, row.split(',')[index]]));
    expect(cells).toMatchObject({ phoneNumber: erasedCell, iddCode: erasedCell, dietaryPreference: erasedCell });
    expect(cells.familyName).toBe(delegate.familyName);
  });
});
