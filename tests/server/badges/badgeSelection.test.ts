/** The badges PDF of one registration by reference (a reprint at the door) and of those the list's filters find. */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { paidRegistration } from '../checkin/doorFixtures';
import { pdfText } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';

let database: TestDatabase;
let server: TestServer;
let viewer: StaffClient;

beforeAll(async () => {
  database = await openTestPglite();
  const staff = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    checkinStore: sqlCheckinStore(database.db),
    serverSecret: randomBytes(32),
    badgeFont: loadInvoiceFont(undefined),
  });
  viewer = await signedIn(server.baseUrl, staff, 'viewer');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function badgesText(query: string): Promise<string> {
  const response = await viewer.get(`/staff/api/badges.pdf${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return pdfText(Buffer.from(await response.arrayBuffer()));
}

async function refusal(query: string): Promise<{ status: number; message: string; messageText?: unknown }> {
  const response = await viewer.get(`/staff/api/badges.pdf${query}`);
  const { message, messageText } = (await response.json()) as { message: string; messageText?: unknown };
  return { status: response.status, message, messageText };
}

describe('badges by reference and by filter', () => {
  it("reprints one registration's badge by its reference, however it is typed", async () => {
    const reprinted = await paidRegistration(database.store, { family_name: 'Reprintova' });
    await paidRegistration(database.store, { family_name: 'Notreprinted' });
    const text = await badgesText(`?references=${reprinted.reference!.toLowerCase()}&sheet=single`);
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toContain('Reprintova');
    expect(text).not.toContain('Notreprinted');
  });

  it('says why when the reference names no paid registration, rather than handing over an empty PDF', async () => {
    const unpaid = await keep(database.store, { family_name: 'Stillowing' });
    for (const reference of [unpaid.reference!, `${unpaid.reference!}9`]) {
      const answer = await refusal(`?references=${reference}`);
      expect(answer.status).toBe(404);
      expect(answer.message).toMatch(/paid/);
      // By key too, so a Chinese console says it in Chinese.
      expect(answer.messageText).toEqual({ key: 'staff.api.badges.noPaidReference' });
    }
  });

  it("prints those the registrations list's filters find, paid ones only", async () => {
    const tag = `Filterbadge${Date.now().toString(36)}`;
    await paidRegistration(database.store, { family_name: `${tag}paid` });
    const unpaid = await keep(database.store, { family_name: `${tag}unpaid` });
    await paidRegistration(database.store, { family_name: 'Elsewhereson' });
    // A long name wraps on the badge: the text is compared without its spaces.
    const text = (await badgesText(`?q=${tag}`)).replace(/\s+/g, '');
    expect(text).toContain(`${tag}paid`);
    expect(text).not.toContain(`${tag}unpaid`);
    expect(text).not.toContain('Elsewhereson');
    expect((await refusal(`?q=${tag}&state=${unpaid.state}`)).status).toBe(404);
  });

  it('refuses a reference or a filter it cannot read with a 400, never a 5xx', async () => {
    for (const query of ['?references=%3Cscript%3E', `?references=${'A'.repeat(41)}`, '?state=lost', '?feeColumn=x']) {
      expect((await viewer.get(`/staff/api/badges.pdf${query}`)).status, query).toBe(400);
    }
  });
});
