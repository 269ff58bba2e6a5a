import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { flatRow } from '../../../core/api/flatRow';
import { event, fees } from '../../../core/model/schemaData';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../../server/staff/StaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { extra, followUps, joining } from '../../support/eventExtra';
import { columnAt } from '../../support/eventShape';
import { addDays, periods, registrationDay } from '../../support/eventTimes';
import { uniqueEmail } from '../helpers/payload';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { readCsvRecords } from './readCsv';
import { feeOption, keep } from './registrationFixtures';
import { signedIn, type StaffClient } from './staffClient';

interface Listed {
  rows: (StoredRegistration & { createdAt: string })[];
  total: number;
  page: number;
  pageSize: number;
  counts: {
    total: number;
    byState: Record<string, number>;
    byFeeCategory: Record<string, number>;
    expected: Record<string, number>;
    received: Record<string, number>;
    extras: Record<string, { guests: number; followUps: Record<string, number> }>;
  };
}

// The list reads the store's listing and works in plain code, the same for both stores: one store is enough here.
let database: TestDatabase;
let server: TestServer;
let staff: StaffStore;
let viewer: StaffClient;
let manager: StaffClient;
const kept: Record<string, StoredRegistration> = {};
const standard = feeOption(periods.second, columnAt(-1));
// The event's first extra (the dinner) and two of its follow-up answers (dietary preferences).
const followUpKey = extra.followUp ?? 'follow_up';
const [first = '', second = ''] = followUps.slice(-2);
const early = feeOption(periods.first, columnAt(0));
const tag = uniqueEmail('list').split('@')[0];

beforeAll(async () => {
  database = await openTestPglite();
  staff = sqlStaffStore(database.db);
  server = await startTestServer({ store: database.store, staffStore: staff });
  [viewer, manager] = await Promise.all([
    signedIn(server.baseUrl, staff, 'viewer'),
    signedIn(server.baseUrl, staff, 'manager'),
  ]);
  const store = database.store;
  kept.wong = await keep(store, {
    family_name: 'Wong',
    given_name: 'Ka Yan',
    organization_name: 'Pharmacy Board',
    email: `wong.${tag}@example.org`,
    [extra.question]: joining,
    [followUpKey]: first,
  });
  kept.lee = await keep(store, {
    family_name: 'Lee',
    given_name: 'Min',
    email: `lee.${tag}@example.org`,
    payment_method: 'online',
    [extra.question]: joining,
    [followUpKey]: second,
  });
  kept.chan = await keep(store, {
    family_name: '陳',
    given_name: '大文',
    organization_name: '=cmd|"/C calc"!A0',
    email: `chan.${tag}@example.org`,
    fee_category: standard.value,
    [extra.question]: joining,
    [followUpKey]: first,
  });
  kept.ho = await keep(store, {
    family_name: 'Ho',
    given_name: 'Ann',
    email: `ho.${tag}@example.org`,
    [extra.question]: joining,
    [followUpKey]: second,
  });
  const paid = await manager.post(`/staff/api/registrations/${kept.wong.id}/confirm-payment`, {
    amount: kept.wong.feeAmount,
    paidOn: addDays(registrationDay, 1),
    bankReference: 'REF-1',
  });
  expect(paid.status).toBe(200);
  expect((await manager.post(`/staff/api/registrations/${kept.ho.id}/cancel`, { reason: 'Withdrew' })).status).toBe(
    200,
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function list(query: string, client: Client = viewer): Promise<Listed> {
  const response = await client.get(`/staff/api/registrations?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Listed;
}

const emails = (listed: Listed) => listed.rows.map((row) => row.email);

describe('the registrations list', () => {
  it('finds a registration by part of a name, the e-mail, the organisation or the reference, in any case', async () => {
    expect(emails(await list('q=ka%20yan'))).toEqual([kept.wong.email]);
    expect(emails(await list(`q=${encodeURIComponent(kept.lee.email.toUpperCase())}`))).toEqual([kept.lee.email]);
    expect(emails(await list(`q=pharmacy%20board`))).toEqual([kept.wong.email]);
    expect(emails(await list(`q=${encodeURIComponent('陳')}`))).toEqual([kept.chan.email]);
    expect(emails(await list(`q=${kept.ho.reference!.toLowerCase()}`))).toEqual([kept.ho.email]);
  });

  it('forgives accents, case, full-width letters and the space in a Chinese name', async () => {
    const forgiving = uniqueEmail('forgive').split('@')[0];
    const muller = await keep(database.store, {
      family_name: 'Müller',
      given_name: 'Jürgen',
      organization_name: 'Agence française',
      email: `${forgiving}.muller@example.org`,
    });
    const chen = await keep(database.store, {
      family_name: '陳',
      given_name: '美玲',
      email: `${forgiving}.chen@example.org`,
    });
    const found = async (typed: string) => emails(await list(`q=${encodeURIComponent(typed)}`));
    expect(await found('Muller')).toEqual([muller.email]);
    expect(await found('JURGEN MULLER')).toEqual([muller.email]);
    expect(await found('ＭＵＬＬＥＲ')).toEqual([muller.email]);
    expect(await found('agence francaise')).toEqual([muller.email]);
    // The list writes a name given name first; staff type a Chinese one family name first, with or without a space.
    expect(await found('陳美玲')).toEqual([chen.email]);
    expect(await found('陳 美玲')).toEqual([chen.email]);
    expect(await found('Miller')).toEqual([]);
  });

  it('filters by state, payment method, fee period and fee column', async () => {
    expect(emails(await list(`q=${tag}&state=paid`))).toEqual([kept.wong.email]);
    expect(emails(await list(`q=${tag}&state=cancelled`))).toEqual([kept.ho.email]);
    expect(emails(await list(`q=${tag}&paymentMethod=online`))).toEqual([kept.lee.email]);
    // The seminar's standard period holds one of them; an event of one period holds them all.
    const inPeriod = Object.values(kept)
      .filter(
        (registration) =>
          fees.options.find(({ value }) => value === registration.feeCategory)?.period === periods.second,
      )
      .map((registration) => registration.email);
    expect(emails(await list(`q=${tag}&feePeriod=${periods.second}`)).sort()).toEqual(inPeriod.sort());
    expect(emails(await list(`q=${tag}&feeColumn=${encodeURIComponent(standard.column)}`))).toEqual([kept.chan.email]);
  });

  it('sorts by a column either way and pages on the server', async () => {
    expect(emails(await list(`q=${tag}&sort=name&direction=asc`))).toEqual(
      [kept.ho, kept.lee, kept.wong, kept.chan].map((r) => r.email),
    );
    expect(emails(await list(`q=${tag}&sort=name&direction=desc`))).toEqual(
      [kept.chan, kept.wong, kept.lee, kept.ho].map((r) => r.email),
    );
    const second = await list(`q=${tag}&sort=name&direction=asc&page=2&pageSize=3`);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(emails(second)).toEqual([kept.chan.email]);
  });

  it("counts by state and fee category, the amounts expected and received, and each extra's guests with their follow-up answers", async () => {
    const { counts } = await list(`q=${tag}`);
    expect(counts.total).toBe(4);
    expect(counts.byState).toEqual({ awaiting_payment: 2, paid: 1, cancelled: 1, checkout_expired: 0 });
    expect(counts.byFeeCategory).toEqual({ [early.value]: 3, [standard.value]: 1 });
    // The cancelled registration no longer counts towards the fees or the dinner.
    expect(counts.expected).toEqual({ [fees.currency]: 2 * early.price + standard.price });
    expect(counts.received).toEqual({ [fees.currency]: early.price });
    expect(counts.extras[extra.id]).toEqual({ guests: 3, followUps: { [first]: 2, [second]: 1 } });
  });

  it('answers 400 to a parameter it cannot use, and 401 without a staff session', async () => {
    for (const query of [
      'sort=password',
      'state=lost',
      'page=0',
      'pageSize=100000',
      'direction=sideways',
      'feeColumn=Gold',
    ]) {
      const response = await viewer.get(`/staff/api/registrations?${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await new Client(server.baseUrl).get('/staff/api/registrations')).status).toBe(401);
  });
});

describe('the CSV export', () => {
  it('holds the filtered list with every stored field, a BOM, and the formula neutralised', async () => {
    const response = await viewer.get(
      `/staff/api/registrations.csv?q=${tag}&sort=name&direction=asc&state=awaiting_payment`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="registrations.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = readCsvRecords(bytes.toString('utf8'));
    expect(records.map((record) => record.email)).toEqual([kept.lee.email, kept.chan.email]);
    const chan = records[1];
    expect(chan).toMatchObject({
      reference: kept.chan.reference,
      state: 'awaiting_payment',
      familyName: '陳',
      givenName: '大文',
      feeAmount: standard.price.toFixed(2),
    });
    expect(chan.organizationName).toBe(`'${kept.chan.organizationName}`);
    // Every field of the store's listing is a column.
    const [listed] = (await list(`q=${kept.chan.reference}`)).rows;
    expect(Object.keys(chan).sort()).toEqual(Object.keys(flatRow(listed)).sort());
  });
});

describe('the error reports', () => {
  it('lists what the front end reported, newest first', async () => {
    const client = new Client(server.baseUrl);
    for (const message of ['first failure', 'second failure']) {
      const response = await client.postJson('/web/error-reports', {
        error: message,
        url: 'http://127.0.0.1/',
        project_year: event.year,
        project_name: event.projectName,
      });
      expect(response.status).toBe(201);
    }
    const response = await viewer.get('/staff/api/error-reports');
    const body = (await response.json()) as { total: number; reports: { error: string }[] };
    expect(body.total).toBe(2);
    expect(body.reports.map((report) => report.error)).toEqual(['second failure', 'first failure']);
    expect((await viewer.get('/staff/api/error-reports?page=x')).status).toBe(400);
  });

  it('shows a report kept before personal data was masked on arrival with that data masked', async () => {
    const email = uniqueEmail('reported');
    const fee = fees.options[0]?.value ?? '';
    const payload = JSON.stringify({ email, given_name: 'Kept Unmasked', fee_category: fee });
    // As a server before the masking rule stored it: straight into the table.
    await database.db.query(
      `insert into error_reports (error, url, project_year, project_name, user_agent, client_key)
       values ($1, $2, $3, $4, null, 'old')`,
      [
        JSON.stringify({ message: 'failed', request: { payload } }),
        `http://127.0.0.1/?email=${email}`,
        event.year,
        event.projectName,
      ],
    );
    const body = (await (await viewer.get('/staff/api/error-reports')).json()) as {
      reports: { error: string; url: string }[];
    };
    const shown = body.reports[0];
    expect(shown?.error).toContain(fee);
    expect(`${shown?.error} ${shown?.url}`).not.toMatch(new RegExp(`${email}|Kept Unmasked`));
  });
});
