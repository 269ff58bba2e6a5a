import { randomBytes } from 'node:crypto';

import organiser from '@schemas/organiser.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { meetingDays } from '../../../core/rules/meetings';
import { sqlCertificateStore } from '../../../server/certificates/sqlCertificateStore';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { composeMessage } from '../../../server/mail/composeMessage';
import { definitionOf } from '../../../server/mail/messageKinds';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { senderLinks } from '../helpers/senderLinks';
import { pdfText } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { afterLastDay, certificateMails, checkedIn, lastDay, onLastDay } from './certificateFixtures';

const siteUrl = 'https://seminar.example.org';
const [committeeDays, seminarDays] = meetings.map((meeting) => meetingDays(event, meeting));
let now = onLastDay;

let database: TestDatabase;
let server: TestServer;
let viewer: StaffClient;
let manager: StaffClient;

interface Summary {
  issued: string[];
  alreadyIssued: number;
  notCheckedIn: number[];
}

beforeAll(async () => {
  database = await openTestPglite();
  const staff = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    checkinStore: sqlCheckinStore(database.db),
    certificateStore: sqlCertificateStore(database.db),
    serverSecret: randomBytes(32),
    siteUrl,
    clock: () => now,
  });
  [viewer, manager] = await Promise.all([
    signedIn(server.baseUrl, staff, 'viewer'),
    signedIn(server.baseUrl, staff, 'manager'),
  ]);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function issue(ids?: string): Promise<Summary> {
  const response = await manager.post('/staff/api/certificates/issue', ids === undefined ? {} : { ids });
  expect(response.status).toBe(200);
  return (await response.json()) as Summary;
}

describe('issuing attendance certificates', () => {
  it('is refused until the last day of the event is over, and to viewers', async () => {
    now = onLastDay;
    const delegate = await checkedIn(database.store, database.db, [committeeDays[0]]);
    const refused = await manager.post('/staff/api/certificates/issue', {});
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(lastDay);
    const status = (await (await viewer.get('/staff/api/certificates')).json()) as { open: boolean; lastDay: string };
    expect(status).toMatchObject({ open: false, lastDay });
    now = afterLastDay;
    expect((await viewer.post('/staff/api/certificates/issue', {})).status).toBe(403);
    expect(await certificateMails(database.db, delegate.id)).toBe(0);
  });

  it('issues one certificate and one e-mail to each delegate checked in, however often it is asked', async () => {
    now = afterLastDay;
    const latin = await checkedIn(database.store, database.db, [committeeDays[1], seminarDays[0], seminarDays[2]], {
      title: 'Dr',
      family_name: 'Oyelaran-Whitfield',
      given_name: 'Adaeze',
    });
    const chinese = await checkedIn(database.store, database.db, [seminarDays[1]], {
      family_name: '陳',
      given_name: '大文',
    });
    const absent = await checkedIn(database.store, database.db, []);

    const first = await issue();
    expect(first.issued.length).toBeGreaterThanOrEqual(2);
    expect(first.issued.every((number) => new RegExp(`^${event.referencePrefix}-C-\\d{4}$`).test(number))).toBe(true);
    const second = await issue();
    expect(second.issued).toEqual([]);
    expect(second.alreadyIssued).toBe(first.issued.length);
    for (const delegate of [latin, chinese]) expect(await certificateMails(database.db, delegate.id)).toBe(1);
    expect(await certificateMails(database.db, absent.id)).toBe(0);
    // Gapless: the numbers run on from one another.
    const numbers = first.issued.map((number) => Number(number.slice(-4))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0] + index));

    const certificates = sqlCertificateStore(database.db);
    const latinCertificate = (await certificates.ofRegistration(latin.id))!;
    expect(latinCertificate.name).toBe('Adaeze Oyelaran-Whitfield');
    expect(latinCertificate.attended).toEqual([
      { meeting: meetings[0].id, days: [committeeDays[1]] },
      { meeting: meetings[1].id, days: [seminarDays[0], seminarDays[2]] },
    ]);
    expect((await certificates.ofRegistration(chinese.id))!.name).toBe('陳大文');
  });

  it('issues to a selection only, and says which of it was never checked in', async () => {
    now = afterLastDay;
    const chosen = await checkedIn(database.store, database.db, [seminarDays[0]]);
    const other = await checkedIn(database.store, database.db, [seminarDays[0]]);
    const absent = await checkedIn(database.store, database.db, []);
    const summary = await issue(`${chosen.id}, ${absent.id}`);
    expect(summary.issued).toHaveLength(1);
    expect(summary.notCheckedIn).toEqual([absent.id]);
    expect(await certificateMails(database.db, chosen.id)).toBe(1);
    expect(await certificateMails(database.db, other.id)).toBe(0);
    const bad = await manager.post('/staff/api/certificates/issue', { ids: '12; drop table' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.ids).toHaveLength(1);
  });

  it('gives one certificate each when two managers issue at the same moment', async () => {
    now = afterLastDay;
    const delegates = await Promise.all(
      [0, 1, 2].map(() => checkedIn(database.store, database.db, [committeeDays[0]])),
    );
    const [one, two] = await Promise.all([issue(), issue()]);
    const numbers = [...one.issued, ...two.issued];
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBeGreaterThanOrEqual(delegates.length);
    for (const delegate of delegates) expect(await certificateMails(database.db, delegate.id)).toBe(1);
  });

  it("sends the certificate as a PDF in the delegate's language with the name, days, number and address", async () => {
    now = afterLastDay;
    const delegate = await checkedIn(database.store, database.db, [committeeDays[0], seminarDays[1]], {
      family_name: '歐陽',
      given_name: '志明',
    });
    await issue(String(delegate.id));
    const detail = (await database.store.findRegistration(delegate.id))!;
    const message = detail.messages.find((item) => item.kind === 'attendance_certificate')!;
    const { number, identifier } = (await sqlCertificateStore(database.db).ofRegistration(delegate.id))!;
    const composed = await composeMessage(
      definitionOf(message.kind),
      { ...message, language: 'zh-Hant' },
      detail,
      await database.store.ledgerOf(detail.id),
      {
        font: loadInvoiceFont(undefined),
        ...senderLinks(siteUrl),
        siteUrl,
      },
    );
    expect(composed.subject).toContain('出席證書');
    expect(composed.text).toContain(`${siteUrl}/certificates/${identifier}`);
    const pdf = composed.attachments.find((attachment) => attachment.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe(`certificate-${number}.pdf`);
    const text = (await pdfText(pdf.content)).replace(/\s+/g, '');
    expect(text).toContain('歐陽志明');
    expect(text).toContain('出席證書');
    expect(text).toContain(number);
    expect(text).toContain(`${siteUrl}/certificates/${identifier}`);
    expect(text).toContain('委員會會議');
    expect(text).toContain('研討會');
    expect(text).toContain(organiser.issuer['name-zh-Hant'].replace(/\s+/g, ''));
    expect(text).not.toContain(organiser.issuer.name.replace(/\s+/g, ''));
  });
});
