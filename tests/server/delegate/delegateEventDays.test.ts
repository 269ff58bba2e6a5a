/**
 * The event days on the delegate's own page: the badge code of a paid registration as a QR image, and the attendance
 * certificate once issued, each behind the personal link's token. Issuing wakes the outbox sender: its poll is set
 * far beyond the test's patience, so the certificate's e-mail arrives only if issuing wakes it.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { doorDay, meetingDays } from '../../../core/rules/meetings';
import { verifyBadgeCode } from '../../../server/badges/badgeCode';
import { sqlCertificateStore } from '../../../server/certificates/sqlCertificateStore';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import { delegateToken } from '../../../server/delegate/delegateLink';
import { localMailbox } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { derivedKey } from '../../../server/secrets/serverSecret';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { afterLastDay, checkedIn, onLastDay } from '../certificates/certificateFixtures';
import { eventually } from '../helpers/eventually';
import { senderLinks, testServerSecret } from '../helpers/senderLinks';
import { pdfText } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';

const siteUrl = 'https://seminar.example.org';
const secret = testServerSecret();
const linkKey = derivedKey(secret, 'delegate-link');
const badgeKey = derivedKey(secret, 'badge-code');
const firstCommitteeDay = meetingDays(event, meetings[0])[0];
let now = onLastDay;

let database: TestDatabase;
let sender: OutboxSender;
let server: TestServer;
let client: Client;
let manager: StaffClient;

beforeAll(async () => {
  database = await openTestPglite();
  const staff = sqlStaffStore(database.db);
  // A poll of an hour: only a wake-up sends a message within the test.
  sender = startOutboxSender({
    store: database.store,
    transport: localMailbox(database.store),
    from: 'Seminar <seminar@example.org>',
    font: undefined,
    pollMs: 3_600_000,
    ...senderLinks(siteUrl, secret),
  });
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    checkinStore: sqlCheckinStore(database.db),
    certificateStore: sqlCertificateStore(database.db, () => sender.wake()),
    serverSecret: secret,
    siteUrl,
    clock: () => now,
  });
  client = new Client(server.baseUrl);
  manager = await signedIn(server.baseUrl, staff, 'manager');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await sender?.stop();
  await database?.close();
});

const tokenOf = (registration: StoredRegistration) => delegateToken(linkKey, registration.id, registration.linkVersion);

async function view(registration: StoredRegistration): Promise<DelegateView> {
  const response = await client.get(`/web/delegate/${tokenOf(registration)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as DelegateView;
}

/** The text a QR image in PNG carries, read with jsQR from its pixels. */
async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe("the badge code on the delegate's page", () => {
  it('is there for a paid registration: a QR image of its genuine code', async () => {
    now = onLastDay;
    const paid = await checkedIn(database.store, database.db, [firstCommitteeDay]);
    expect((await view(paid)).badge).toEqual({ reference: paid.reference });
    const image = await client.get(`/web/delegate/${tokenOf(paid)}/badge.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('no-store');
    const code = await decodeQr(Buffer.from(await image.arrayBuffer()));
    expect(verifyBadgeCode(badgeKey, code ?? '')).toBe(paid.reference);
  });

  it('is not there before payment, nor once cancelled', async () => {
    const unpaid = await keep(database.store, { payment_method: 'bank' });
    const cancelled = await checkedIn(database.store, database.db, []);
    await database.store.applyEvent(
      cancelled.id,
      { type: 'cancelled', cause: 'delegate', reason: 'Cannot travel' },
      { actor: 'delegate', at: now },
    );
    for (const registration of [unpaid, cancelled]) {
      expect((await view(registration)).badge).toBeNull();
      expect((await client.get(`/web/delegate/${tokenOf(registration)}/badge.png`)).status).toBe(404);
    }
  });
});

describe("the attendance certificate on the delegate's page", () => {
  it('appears once issued, its PDF served by the token, and its e-mail goes at once', async () => {
    now = onLastDay;
    const attendee = await checkedIn(database.store, database.db, [firstCommitteeDay], {
      family_name: 'Certifiedperson',
      given_name: 'Ines',
    });
    const other = await checkedIn(database.store, database.db, [firstCommitteeDay]);
    expect((await view(attendee)).certificate).toBeNull();
    expect((await client.get(`/web/delegate/${tokenOf(attendee)}/certificate.pdf`)).status).toBe(404);

    now = afterLastDay;
    const issued = await manager.post('/staff/api/certificates/issue', { ids: String(attendee.id) });
    expect(issued.status).toBe(200);
    const [number] = ((await issued.json()) as { issued: string[] }).issued;
    expect(number).toBeDefined();

    const page = await view(attendee);
    expect(page.certificate?.number).toBe(number);
    // The day its e-mail printed: the server's clock's, in the event's time zone.
    expect(page.certificate?.issuedOn).toBe(doorDay(event, afterLastDay));
    const pdf = await client.get(`/web/delegate/${tokenOf(attendee)}/certificate.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`certificate-${number}.pdf`);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('Ines Certifiedperson');
    expect(text).toContain(number);
    // The verification address carries the certificate's random code after its number.
    expect(page.certificate?.identifier).toMatch(new RegExp(`^${number}-[0-9A-F]{12}$`));
    expect(text).toContain(`${siteUrl}/certificates/${page.certificate?.identifier}`);

    // Another registration's token never reaches this certificate; a wrong token shows nothing.
    expect((await view(other)).certificate).toBeNull();
    expect((await client.get(`/web/delegate/${tokenOf(other)}/certificate.pdf`)).status).toBe(404);
    const wrong = `${tokenOf(attendee).slice(0, -2)}xx`;
    expect((await client.get(`/web/delegate/${wrong}/certificate.pdf`)).status).toBe(404);

    const mailbox = await eventually(
      () => database.store.listMailbox(),
      (entries) => entries.some((entry) => entry.attachments.some((file) => file.filename.includes(number))),
      20_000,
    );
    expect(mailbox.some((entry) => entry.attachments.some((file) => file.filename.includes(number)))).toBe(true);
  });
});
