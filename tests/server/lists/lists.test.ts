import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { meetingDays } from '../../../core/rules/meetings';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { meetingAt } from '../../support/eventShape';
import { eventInstant } from '../../support/eventTimes';
import { text as englishText } from '../../support/schemaTexts';
import { feeFor, paidRegistration } from '../checkin/doorFixtures';
import { pdfText } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { readCsv, readCsvRecords } from '../staff/readCsv';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';

let database: TestDatabase;
let server: TestServer;
let viewer: StaffClient;

// The first meeting of meetings.json (the seminar's committee meeting).
const committee = meetingAt(0);
const committeeDays = meetingDays(event, committee);

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

async function download(path: string): Promise<Response> {
  const response = await viewer.get(path);
  expect(response.status).toBe(200);
  return response;
}

const collapse = (text: string) => text.replace(/\s+/g, '');

describe('the dinner list', () => {
  it('lists paid delegates who join the dinner, with their dietary preference and the counts of each', async () => {
    await paidRegistration(database.store, {
      title: 'Mr',
      family_name: 'Dinnerguest',
      given_name: 'Amara',
      organization_name: '=HYPERLINK("http://evil.example")',
      join_gala_dinner: 'Yes',
      dietary_preference: 'Halal',
    });
    await paidRegistration(database.store, {
      title: 'Mr',
      family_name: '歐陽',
      given_name: '晚宴',
      organization_name: '衞生署',
      join_gala_dinner: 'Yes',
      dietary_preference: 'Vegetarian',
    });
    await paidRegistration(database.store, { family_name: 'Stayshome', join_gala_dinner: 'No' });
    await keep(database.store, { family_name: 'Notpaidyet', join_gala_dinner: 'Yes', dietary_preference: 'Halal' });

    const csv = await (await download('/staff/api/lists/dinner.csv')).text();
    const records = readCsvRecords(csv);
    const names = records.map((record) => record.Name);
    expect(names).toContain('Mr Amara Dinnerguest');
    // A Chinese name family name first without a space, as e-mails and the console write it.
    expect(names).toContain('Mr 歐陽晚宴');
    expect(names.some((name) => name.includes('Stayshome') || name.includes('Notpaidyet'))).toBe(false);
    const amara = records.find((record) => record.Name.includes('Dinnerguest'))!;
    expect(amara['Dietary preference']).toBe('Halal');
    // A spreadsheet shows the organisation as text rather than running it.
    expect(amara.Organisation).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(readCsv(csv)[0]).toEqual(['Name', 'Organisation', 'Dietary preference', 'Reference']);

    const pdf = await download('/staff/api/lists/dinner.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Dinnerguest');
    // The name as the badge prints it: a Latin name given name first, a Chinese one family name first.
    expect(text).toContain('Amara Dinnerguest');
    expect(collapse(text)).toContain('歐陽晚宴');
    expect(collapse(text)).toContain('衞生署');
    expect(text).not.toContain('Notpaidyet');
    expect(text).toContain('Dietary preferences');
    expect(collapse(text)).toContain('Vegetarian:1');
    expect(collapse(text)).toContain('Halal:1');
  });

  it('writes its headings and preferences in the language asked for', async () => {
    const csv = await (await download('/staff/api/lists/dinner.csv?lang=zh-Hant')).text();
    expect(readCsv(csv)[0]).toEqual(['姓名', '機構', '飲食要求', '登記編號']);
  });
});

describe('the attendance list of a meeting', () => {
  it("lists the meeting's paid delegates with a yes or no per day from the door's check-ins", async () => {
    const attending = await paidRegistration(
      database.store,
      { family_name: 'Doorwalker', organization_name: 'Swissmedic' },
      feeFor(committee.id),
    );
    const absent = await paidRegistration(database.store, { family_name: '缺席' }, feeFor(committee.id));
    await paidRegistration(database.store, { family_name: 'Seminaronly' }, feeFor(committee.id, false));
    await sqlCheckinStore(database.db).recordScan({
      scanId: randomUUID(),
      registrationId: attending.id,
      day: committeeDays[0],
      meeting: committee.id,
      scannedAt: new Date(eventInstant(committeeDays[0], '09:00:00')),
      arrivedAt: new Date(eventInstant(committeeDays[0], '09:00:00')),
      staffEmail: 'door@example.org',
      method: 'code',
    });

    const records = readCsvRecords(
      await (await download(`/staff/api/lists/attendance.csv?meeting=${committee.id}`)).text(),
    );
    const [first, second] = committeeDays.map((day) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    );
    const walker = records.find((record) => record.Name.includes('Doorwalker'))!;
    expect(walker).toMatchObject({ Organisation: 'Swissmedic', 'Country/region': attending.region });
    expect(walker[first]).toBe('Yes');
    expect(walker[second]).toBe('No');
    const missing = records.find((record) => record.Name.includes('缺席'))!;
    expect([missing[first], missing[second]]).toEqual(['No', 'No']);
    expect(records.some((record) => record.Name.includes('Seminaronly'))).toBe(false);
    expect(absent.id).toBeGreaterThan(0);

    const pdf = await download(`/staff/api/lists/attendance.pdf?meeting=${committee.id}`);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(englishText('staff.lists.attendance.title', { meeting: englishText(committee.label) }));
    expect(text).toContain('Doorwalker');
    expect(collapse(text)).toContain('缺席');
    expect(text).not.toContain('Seminaronly');
  });

  it('refuses a meeting it does not know with a 400, and anyone not signed in with a 401', async () => {
    const unknown = await viewer.get('/staff/api/lists/attendance.csv?meeting=gala');
    expect(unknown.status).toBe(400);
    // By key, as every staff refusal: the console words it in its own language; the English names the event's meetings.
    const meetingIds = meetings.map((meeting) => meeting.id).join(', ');
    expect(await unknown.json()).toEqual({
      message: `The meeting parameter must be one of: ${meetingIds}.`,
      messageText: { key: 'staff.api.meetingParameter', values: { meetings: meetingIds } },
    });
    expect((await viewer.get('/staff/api/lists/attendance.pdf')).status).toBe(400);
    expect((await fetch(`${server.baseUrl}/staff/api/lists/dinner.csv`)).status).toBe(401);
  });
});
