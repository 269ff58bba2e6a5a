/**
 * Visa invitation letters over HTTP on the embedded store: the delegate's request behind their link (refused with the
 * field's message when it cannot be valid), the managers' review (viewers see no passport data), the letter issued
 * once however often it is approved, its PDF, its e-mail, and the public check of its code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DelegateVisaView, StaffVisaList, VisaCheckAnswer } from '../../../core/api/visaLetterTypes';
import { englishMessages } from '../../../core/i18n/messages';
import { delegateToken } from '../../../server/delegate/delegateLink';
import { localMailbox } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { textsFor } from '../../../server/mail/texts';
import { derivedKey } from '../../../server/secrets/serverSecret';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { sqlVisaLetterStore } from '../../../server/visaLetters/sqlVisaLetterStore';
import { paidRegistration } from '../checkin/doorFixtures';
import { eventually } from '../helpers/eventually';
import { senderLinks, testServerSecret } from '../helpers/senderLinks';
import { pdfText } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { beforeEvent, daysAfter, letterMails, span, validRequest } from './visaFixtures';

const siteUrl = 'https://seminar.example.org';
const secret = testServerSecret();
const linkKey = derivedKey(secret, 'delegate-link');

let database: TestDatabase;
let sender: OutboxSender;
let server: TestServer;
let client: Client;
let manager: StaffClient;
let otherManager: StaffClient;
let viewer: StaffClient;

beforeAll(async () => {
  database = await openTestPglite();
  const staff = sqlStaffStore(database.db);
  sender = startOutboxSender({
    store: database.store,
    transport: localMailbox(database.store),
    from: 'Seminar <seminar@example.org>',
    font: undefined,
    // Far beyond the test's patience: the letter's e-mail arrives only if approving wakes the sender.
    pollMs: 3_600_000,
    ...senderLinks(siteUrl, secret),
  });
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    visaLetterStore: sqlVisaLetterStore(database.db, () => sender.wake()),
    serverSecret: secret,
    siteUrl,
    clock: () => beforeEvent,
  });
  client = new Client(server.baseUrl);
  await client.handshake();
  manager = await signedIn(server.baseUrl, staff, 'manager');
  otherManager = await signedIn(server.baseUrl, staff, 'manager');
  viewer = await signedIn(server.baseUrl, staff, 'viewer');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await sender?.stop();
  await database?.close();
});

const pathOf = (registration: StoredRegistration) =>
  `/web/delegate/${delegateToken(linkKey, registration.id, registration.linkVersion)}/visa-letter`;

async function ask(registration: StoredRegistration, body: unknown) {
  const response = await client.postJson(pathOf(registration), body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function requestIdOf(registration: StoredRegistration): Promise<number> {
  const list = (await (await manager.get('/staff/api/visa-letters')).json()) as StaffVisaList;
  return list.rows.find((row) => row.registrationId === registration.id)!.id;
}

describe("a delegate's request", () => {
  it('is refused with the field’s message when a passport number, a birth day or an expiry cannot be valid', async () => {
    const paid = await paidRegistration(database.store);
    const cases = [
      [{ passportNumber: 'AB' }, 'passportNumber', 'delegate.visa.error.passportNumber'],
      [{ dateOfBirth: '1990-02-31' }, 'dateOfBirth', 'delegate.visa.error.dateOfBirth'],
      [{ dateOfBirth: daysAfter(span.last, 10) }, 'dateOfBirth', 'delegate.visa.error.dateOfBirth'],
      [{ passportExpiry: daysAfter(span.last, -1) }, 'passportExpiry', 'delegate.visa.error.passportExpiryBeforeEvent'],
      [{ embassy: '  ' }, 'embassy', 'delegate.visa.error.embassy'],
    ] as const;
    for (const [fields, field, key] of cases) {
      const answer = await ask(paid, validRequest(fields));
      expect(answer.status).toBe(422);
      expect((answer.body.errors as Record<string, string[]>)[field]).toEqual([englishMessages[key]]);
    }
    expect((await ask(paid, { passportName: 'X' })).status).toBe(422);
    expect((await ask(paid, [1, 2])).status).toBe(422);
  });

  it('is refused for a cancelled registration', async () => {
    const cancelled = await keep(database.store, { payment_method: 'bank' });
    await database.store.applyEvent(
      cancelled.id,
      { type: 'cancelled', cause: 'delegate', reason: 'Cannot travel' },
      { actor: 'delegate', at: beforeEvent },
    );
    expect((await ask(cancelled, validRequest())).status).toBe(409);
    const view = (await (await client.get(pathOf(cancelled))).json()) as DelegateVisaView;
    expect(view.mayRequest).toBe(false);
  });

  it('from a registration awaiting payment is kept and waits for the payment', async () => {
    const unpaid = await keep(database.store, { payment_method: 'bank' });
    const answer = await ask(unpaid, validRequest());
    expect(answer.status).toBe(200);
    const view = answer.body as unknown as DelegateVisaView;
    expect(view.waitsForPayment).toBe(true);
    expect(view.request?.status).toBe('requested');
    expect(view.request?.values.passportNumber).toBe('P1234567');
    const approval = await manager.post(`/staff/api/visa-letters/${await requestIdOf(unpaid)}/approve`, {});
    expect(approval.status).toBe(409);
    expect(await letterMails(database.db, unpaid.id)).toBe(0);
  });
});

describe("the managers' review", () => {
  it('shows passport data to managers only; a viewer can neither approve nor decline', async () => {
    const paid = await paidRegistration(database.store);
    await ask(paid, validRequest({ passportNumber: 'VIEW12345' }));
    const forManager = (await (await manager.get('/staff/api/visa-letters')).json()) as StaffVisaList;
    expect(forManager.passportData).toBe(true);
    expect(forManager.rows.find((row) => row.registrationId === paid.id)?.values?.passportNumber).toBe('VIEW12345');
    const response = await viewer.get('/staff/api/visa-letters');
    expect(await response.clone().text()).not.toContain('VIEW12345');
    const forViewer = (await response.json()) as StaffVisaList;
    expect(forViewer.passportData).toBe(false);
    expect(forViewer.rows.every((row) => row.values === undefined)).toBe(true);
    const id = await requestIdOf(paid);
    expect((await viewer.post(`/staff/api/visa-letters/${id}/approve`, {})).status).toBe(403);
    expect((await viewer.post(`/staff/api/visa-letters/${id}/decline`, { reason: 'No' })).status).toBe(403);
  });

  it('declines with a reason the delegate reads, and refuses a decline without one', async () => {
    const paid = await paidRegistration(database.store);
    await ask(paid, validRequest());
    const id = await requestIdOf(paid);
    expect((await manager.post(`/staff/api/visa-letters/${id}/decline`, { reason: ' ' })).status).toBe(422);
    const reason = 'The passport number does not match the copy you sent.';
    expect((await manager.post(`/staff/api/visa-letters/${id}/decline`, { reason })).status).toBe(200);
    const view = (await (await client.get(pathOf(paid))).json()) as DelegateVisaView;
    expect(view.request).toMatchObject({ status: 'declined', reason });
    expect(view.mayRequest).toBe(true);
  });

  it('issues one letter and one e-mail however often and by whomever it is approved', async () => {
    const paid = await paidRegistration(database.store);
    await ask(paid, validRequest({ passportName: 'ANA LETTERPERSON' }));
    const id = await requestIdOf(paid);
    const answers = await Promise.all(
      [manager, otherManager, manager].map(async (staff) => {
        const response = await staff.post(`/staff/api/visa-letters/${id}/approve`, {});
        expect(response.status).toBe(200);
        return (await response.json()) as { outcome: string; number: string };
      }),
    );
    expect(answers.filter((answer) => answer.outcome === 'issued')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.number)).size).toBe(1);
    const [{ number }] = answers;
    expect(number).toMatch(/-V-\d{4}$/);
    expect(await letterMails(database.db, paid.id)).toBe(1);

    const view = (await (await client.get(pathOf(paid))).json()) as DelegateVisaView;
    expect(view.request?.letter?.number).toBe(number);
    expect(view.mayRequest).toBe(false);
    expect((await ask(paid, validRequest())).status).toBe(409);

    const pdf = await client.get(`${pathOf(paid)}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('ANA LETTERPERSON');
    expect(text).toContain('P1234567');
    expect(text).toContain(number);
    const code = /([A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4})/.exec(text)?.[1];
    expect(code).toBeDefined();

    const mailbox = await eventually(
      () => database.store.listMailbox(),
      (entries) => entries.some((entry) => entry.attachments.some((file) => file.filename.includes(number))),
      20_000,
    );
    expect(mailbox.filter((entry) => entry.attachments.some((file) => file.filename.includes(number)))).toHaveLength(1);

    const check = await client.get(`/web/visa-letters/${code!.toLowerCase().replaceAll('-', '')}`);
    expect(check.status).toBe(200);
    const answer = (await check.json()) as VisaCheckAnswer;
    expect(answer).toEqual({
      name: 'ANA LETTERPERSON',
      event: textsFor('en').text('header.eventTitle'),
      firstDay: span.first,
      lastDay: span.last,
    });
    for (const code of ['AAAA-BBBB-CCCC', 'not-a-code']) {
      const unknown = await client.get(`/web/visa-letters/${code}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        message: textsFor('en').text('server.api.noSuchVisaLetter'),
        messageText: { key: 'server.api.noSuchVisaLetter' },
      });
    }
  });
});
