/**
 * The public check of a certificate, as anyone holding one meets it: the address printed on it verifies it and shows
 * what it prints; a number alone, or counting through numbers, finds no one; a cancelled registration's certificate is
 * revoked; and certificates issued before the codes existed were given one and keep verifying.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CertificateCheck } from '../../../core/api/certificateTypes';
import type { DelegateView } from '../../../core/api/delegateTypes';
import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { doorDay, meetingDays } from '../../../core/rules/meetings';
import { attendedLines } from '../../../server/certificates/certificatePdf';
import { sqlCertificateStore } from '../../../server/certificates/sqlCertificateStore';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import { migrate, migrationsDir } from '../../../server/db/migrate';
import { delegateToken } from '../../../server/delegate/delegateLink';
import { signatoryIn } from '../../../server/invoice/organiser';
import { localMailbox } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { derivedKey } from '../../../server/secrets/serverSecret';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { text, translatedText } from '../../support/schemaTexts';
import { eventually } from '../helpers/eventually';
import { senderLinks, testServerSecret } from '../helpers/senderLinks';
import { pdfText } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { afterLastDay, checkedIn } from './certificateFixtures';

const siteUrl = 'https://seminar.example.org';
const secret = testServerSecret();
const linkKey = derivedKey(secret, 'delegate-link');
const [committeeDays, seminarDays] = meetings.map((meeting) => meetingDays(event, meeting));

let database: TestDatabase;
let sender: OutboxSender;
let server: TestServer;
let manager: StaffClient;
let anyone: Client;

beforeAll(async () => {
  database = await openTestPglite();
  const staff = sqlStaffStore(database.db);
  sender = startOutboxSender({
    store: database.store,
    transport: localMailbox(database.store),
    from: 'Seminar <seminar@example.org>',
    font: undefined,
    pollMs: 200,
    ...senderLinks(siteUrl, secret),
  });
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    checkinStore: sqlCheckinStore(database.db),
    certificateStore: sqlCertificateStore(database.db, () => sender.wake()),
    serverSecret: secret,
    siteUrl,
    clock: () => afterLastDay,
  });
  manager = await signedIn(server.baseUrl, staff, 'manager');
  anyone = new Client(server.baseUrl);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await sender?.stop();
  await database?.close();
});

/** Issues the certificate of one delegate, and answers its number and the identifier its address carries. */
async function certify(delegate: StoredRegistration): Promise<{ number: string; identifier: string }> {
  const issued = await manager.post('/staff/api/certificates/issue', { ids: String(delegate.id) });
  expect(issued.status).toBe(200);
  const certificate = (await sqlCertificateStore(database.db).ofRegistration(delegate.id))!;
  return { number: certificate.number, identifier: certificate.identifier };
}

async function check(identifier: string, lang = 'en'): Promise<{ status: number; body: CertificateCheck }> {
  const response = await anyone.get(`/web/certificates/${identifier}?lang=${lang}`);
  return { status: response.status, body: (await response.json()) as CertificateCheck };
}

async function delegatePage(delegate: StoredRegistration): Promise<DelegateView> {
  const response = await anyone.get(`/web/delegate/${delegateToken(linkKey, delegate.id, delegate.linkVersion)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as DelegateView;
}

/** The outbox statuses of a delegate's certificate e-mails, oldest first. */
async function certificateMailStatuses(delegate: StoredRegistration): Promise<string[]> {
  const rows = await database.db.query<{ status: string }>(
    `select status from outbox where registration_id = $1 and kind = 'attendance_certificate' order by id`,
    [delegate.id],
  );
  return rows.map((row) => row.status);
}

describe('verifying a certificate', () => {
  it('shows what the certificate prints, by the address printed on it, in the language asked for', async () => {
    const delegate = await checkedIn(database.store, database.db, [committeeDays[0], seminarDays[1]], {
      family_name: 'Verified',
      given_name: 'Vera',
    });
    const { number, identifier } = await certify(delegate);
    expect(identifier).toMatch(new RegExp(`^${number}-[0-9A-F]{12}$`));
    const attended = [
      { meeting: meetings[0].id, days: [committeeDays[0]] },
      { meeting: meetings[1].id, days: [seminarDays[1]] },
    ];
    expect(await check(identifier)).toEqual({
      status: 200,
      body: {
        status: 'valid',
        number,
        name: 'Vera Verified',
        event: text('header.eventTitle'),
        attended: attendedLines(attended, 'en'),
        issuedOn: doorDay(event, afterLastDay),
        signedBy: signatoryIn('en'),
      },
    });
    const chinese = await check(identifier.toLowerCase(), 'zh-Hant');
    expect(chinese.body).toMatchObject({
      event: translatedText('zh-Hant', 'header.eventTitle'),
      signedBy: signatoryIn('zh-Hant'),
    });
    // Nothing the certificate does not print: no e-mail, organisation, reference or registration number.
    expect(Object.keys(chinese.body).sort()).toEqual([
      'attended',
      'event',
      'issuedOn',
      'name',
      'number',
      'signedBy',
      'status',
    ]);
  });

  it('finds no one by a number alone, by counting numbers, or by another certificate’s code', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(() => checkedIn(database.store, database.db, [seminarDays[0]])),
    );
    const one = await certify(first);
    const two = await certify(second);
    const code = (identifier: string) => identifier.slice(-12);
    const next = Number(two.number.slice(-4)) + 1;
    const tries = [
      one.number,
      two.number,
      `${one.number}-${code(two.identifier)}`,
      `${two.number}-${code(one.identifier)}`,
      `${event.referencePrefix}-C-${String(next).padStart(4, '0')}-${code(one.identifier)}`,
      'nothing-like-it',
    ];
    for (const tried of tries) {
      const answer = await anyone.get(`/web/certificates/${tried}`);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { messageText?: unknown }).messageText).toEqual({
        key: 'server.api.noSuchCertificate',
      });
    }
    expect((await check(one.identifier)).status).toBe(200);
  });

  it('says a cancelled registration’s certificate was revoked, without the name, and drops it from the delegate’s page', async () => {
    const delegate = await checkedIn(database.store, database.db, [seminarDays[2]], {
      family_name: 'Revoked',
      given_name: 'Rita',
    });
    const { number, identifier } = await certify(delegate);
    expect((await delegatePage(delegate)).certificate?.identifier).toBe(identifier);
    await eventually(
      () => certificateMailStatuses(delegate),
      (statuses) => statuses[0] === 'sent',
      20_000,
    );

    const cancelled = await manager.post(`/staff/api/registrations/${delegate.id}/cancel`, {
      reason: 'Did not attend',
    });
    expect(cancelled.status).toBe(200);
    expect(await check(identifier)).toEqual({ status: 200, body: { status: 'revoked', number } });
    expect((await delegatePage(delegate)).certificate).toBeNull();
    const token = delegateToken(linkKey, delegate.id, delegate.linkVersion);
    expect((await anyone.get(`/web/delegate/${token}/certificate.pdf`)).status).toBe(404);

    // Sent again by a manager, it is withdrawn rather than handed out.
    const resent = await manager.post(`/staff/api/registrations/${delegate.id}/resend`, {
      kind: 'attendance_certificate',
    });
    expect(resent.status).toBe(200);
    const statuses = await eventually(
      () => certificateMailStatuses(delegate),
      (now) => now.length === 2 && !now.includes('pending'),
      20_000,
    );
    expect(statuses).toEqual(['sent', 'withdrawn']);
  });
});

describe('certificates issued before they carried a code (migration 025)', () => {
  it('are given a code of their own, and their address on the delegate’s PDF verifies them', async () => {
    const delegate = await checkedIn(database.store, database.db, [committeeDays[1]], {
      family_name: 'Earlier',
      given_name: 'Elif',
    });
    const { number } = await certify(delegate);
    // The database as it stood before migration 025: no code, and the address the e-mail kept ends with the number.
    await database.db.exec(`
      alter table certificates drop column verification_code;
      update outbox o set details = jsonb_set(o.details, '{verificationUrl}', to_jsonb('${siteUrl}/certificates/' || c.number))
        from certificates c where o.id = c.outbox_id;
      delete from migrations where version >= 25;`);
    const only025 = mkdtempSync(join(tmpdir(), 'seminar-migration-025-'));
    try {
      copyFileSync(join(migrationsDir, '025_certificate_codes.sql'), join(only025, '025_certificate_codes.sql'));
      expect(await migrate(database.db, only025)).toEqual(['025_certificate_codes.sql']);
    } finally {
      rmSync(only025, { recursive: true, force: true });
    }

    const view = await delegatePage(delegate);
    expect(view.certificate?.identifier).toMatch(new RegExp(`^${number}-[0-9A-F]{12}$`));
    const identifier = view.certificate!.identifier;
    expect((await check(identifier)).body).toMatchObject({ status: 'valid', number, name: 'Elif Earlier' });
    expect((await anyone.get(`/web/certificates/${number}`)).status).toBe(404);
    const token = delegateToken(linkKey, delegate.id, delegate.linkVersion);
    const pdf = await anyone.get(`/web/delegate/${token}/certificate.pdf`);
    expect((await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, '')).toContain(
      `${siteUrl}/certificates/${identifier}`,
    );
    // Each certificate has its own code.
    const codes = await database.db.query<{ verification_code: string }>('select verification_code from certificates');
    expect(new Set(codes.map((row) => row.verification_code)).size).toBe(codes.length);
  });
});
