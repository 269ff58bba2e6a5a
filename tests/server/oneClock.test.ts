/**
 * Every time the service writes or shows comes from the server's clock (the demo's clock in a demo), never the
 * machine's or the database's: a server whose clock stands on the event's days (schemas/event.json), far from the real date, registers
 * a delegate, mails through a real SMTP server and the local mailbox, books the transfer, checks the badge in and keeps
 * an error report; each time it shows is one of its clock's instants.
 */
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RegistrationAnswer } from '../../core/api/staffTypes';
import { meetings } from '../../core/model/meetings';
import { event, fees } from '../../core/model/schemaData';
import { eventDays, meetingsOfFee } from '../../core/rules/meetings';
import { badgeCodeFor } from '../../server/badges/badgeCode';
import { sqlCheckinStore } from '../../server/checkin/sqlCheckinStore';
import { localMailbox, type MailTransport, smtpTransport } from '../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../server/mail/outboxSender';
import { derivedKey } from '../../server/secrets/serverSecret';
import { sqlStaffStore } from '../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../server/staff/StaffStore';
import { addDays, eventInstant, periods, registrationDay } from '../support/eventTimes';
import { noonOf, scan } from './checkin/doorFixtures';
import { eventually } from './helpers/eventually';
import { instants, validPayload } from './helpers/payload';
import { senderLinks } from './helpers/senderLinks';
import { type SmtpSink, startSmtpSink } from './helpers/smtpSink';
import { openTestPglite, type TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';
import { signedIn, type StaffClient } from './staff/staffClient';

const secret = randomBytes(32);
/** The server's clock: it stands still, and the test moves it from one step of the story to the next. */
let clockNow = new Date(instants.earlyBird);
const registeredAt = new Date(instants.earlyBird);
const paidAt = new Date(eventInstant(addDays(registrationDay, 1), '10:00:00'));

let database: TestDatabase;
let staff: StaffStore;
let server: TestServer;
let sink: SmtpSink;
let sender: OutboxSender;
let manager: StaffClient;

/** Both ways an e-mail leaves: the SMTP server (its Date header) and the local mailbox staff read (its Delivered). */
function smtpAndMailbox(smtp: MailTransport, mailbox: MailTransport): MailTransport {
  return {
    description: 'SMTP and the local mailbox',
    local: true,
    async send(message, envelope) {
      await smtp.send(message, envelope);
      await mailbox.send(message, envelope);
    },
    close: () => smtp.close(),
  };
}

beforeAll(async () => {
  database = await openTestPglite();
  staff = sqlStaffStore(database.db);
  sink = await startSmtpSink();
  const clock = () => clockNow;
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    checkinStore: sqlCheckinStore(database.db),
    serverSecret: secret,
    mailbox: true,
    clock,
  });
  sender = startOutboxSender({
    store: database.store,
    transport: smtpAndMailbox(smtpTransport(sink.url), localMailbox(database.store)),
    from: 'Seminar <seminar@example.org>',
    font: undefined,
    pollMs: 100,
    ...senderLinks(server.baseUrl, secret, clock),
  });
  manager = await signedIn(server.baseUrl, staff, 'manager');
}, 60_000);

afterAll(async () => {
  await sender?.stop();
  await server?.close();
  await database?.close();
});

/** The staff's page of a registration once `done` holds (its e-mails are sent by the sender, not the request). */
async function pageWhen(id: number, done: (page: RegistrationAnswer['registration']) => boolean) {
  return eventually(
    async () =>
      ((await (await manager.get(`/staff/api/registrations/${id}`)).json()) as RegistrationAnswer).registration,
    done,
  );
}

describe("the server's clock", () => {
  it('dates a new registration, whatever the machine’s time', async () => {
    const client = new Client(server.baseUrl);
    await client.handshake();
    const response = await client.postJson(
      '/web/registrations',
      validPayload(periods.first, { payment_method: 'bank' }),
    );
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const stored = await database.store.findRegistrationByReference(reference);
    expect(stored?.createdAt.toISOString()).toBe(registeredAt.toISOString());
  });

  it('dates the e-mails, the outbox and mailbox staff read, the history and the check-in, never by the real date', async () => {
    const realDay = new Date().toISOString().slice(0, 10);
    // The story's instants are days away from the machine's, so a real time could not pass for one of them.
    for (const instant of [registeredAt, paidAt]) expect(instant.toISOString().slice(0, 10)).not.toBe(realDay);

    clockNow = registeredAt;
    const payload = validPayload(periods.first, { payment_method: 'bank' });
    const client = new Client(server.baseUrl);
    await client.handshake();
    const registered = await client.postJson('/web/registrations', payload);
    expect(registered.status).toBe(201);
    const { reference } = (await registered.json()) as { reference: string };
    const stored = await database.store.findRegistrationByReference(reference);
    const id = stored!.id;

    const acknowledged = await pageWhen(id, (page) => page.messages.some((message) => message.status === 'sent'));
    const [acknowledgement] = acknowledged.messages;
    expect(acknowledgement).toMatchObject({
      status: 'sent',
      createdAt: registeredAt.toISOString(),
      sentAt: registeredAt.toISOString(),
    });
    const [firstMail] = await eventually(
      () => sink.received.filter((mail) => mail.subject?.includes(reference)),
      (mails) => mails.length > 0,
    );
    expect(firstMail?.date?.toISOString()).toBe(registeredAt.toISOString());

    // The next day a manager books the transfer: the confirmation is queued and sent on that day.
    clockNow = paidAt;
    const booked = await manager.post(`/staff/api/registrations/${id}/confirm-payment`, {
      amount: stored!.feeAmount,
      paidOn: paidAt.toISOString().slice(0, 10),
      bankReference: `TT-${reference}`,
    });
    expect(booked.status).toBe(200);
    const paid = await pageWhen(id, (page) => page.messages.length > 1 && page.messages.every((m) => m.sentAt));
    const confirmation = paid.messages.find((message) => message.id !== acknowledgement?.id);
    expect(confirmation).toMatchObject({ createdAt: paidAt.toISOString(), sentAt: paidAt.toISOString() });
    const mails = await eventually(
      () => sink.received.filter((mail) => mail.subject?.includes(reference)),
      (found) => found.length > 1,
    );
    expect(mails.map((mail) => mail.date?.toISOString())).toEqual([registeredAt.toISOString(), paidAt.toISOString()]);
    expect(paid.history.map((entry) => entry.at)).toEqual([registeredAt.toISOString(), paidAt.toISOString()]);

    // The mailbox staff read says when each message was delivered, by the same clock.
    const mailbox = await (await manager.get('/staff/mailbox')).text();
    const shown = (instant: Date) => instant.toISOString().replace('T', ' ').slice(0, 19);
    expect(mailbox).toContain(shown(registeredAt));
    expect(mailbox).toContain(shown(paidAt));
    expect(mailbox).not.toContain(realDay);

    // At the door, on a day the delegate's fee attends: "already checked in at" names the server's time.
    const day = eventDays(event, meetings).find(({ meeting }) =>
      meetingsOfFee(fees, meetings, stored!.feeCategory).some((attended) => attended.id === meeting.id),
    );
    expect(day, 'a meeting day of the fee').toBeDefined();
    const doorAt = noonOf(day!.day);
    clockNow = doorAt;
    const code = badgeCodeFor(derivedKey(secret, 'badge-code'), reference);
    const scans = async () => {
      const response = await manager.post('/staff/api/checkin/scans', { scans: [scan({ code }, day!.day, doorAt)] });
      expect(response.status).toBe(200);
      return ((await response.json()) as { results: { answer: { kind: string; at?: string } }[] }).results[0]?.answer;
    };
    expect(await scans()).toEqual({ kind: 'checkedIn' });
    expect(await scans()).toMatchObject({ kind: 'alreadyCheckedIn', at: doorAt.toISOString() });
    const [kept] = await sqlCheckinStore(database.db).scansOf(id);
    expect(kept?.scannedAt.toISOString()).toBe(doorAt.toISOString());
  }, 120_000);

  it("dates an error report as the console shows it by the server's clock", async () => {
    clockNow = paidAt;
    const client = new Client(server.baseUrl);
    const sent = await client.postJson('/web/error-reports', {
      error: JSON.stringify({ message: 'Request failed with status code 500' }),
      url: `${server.baseUrl}/`,
      project_year: event.year,
      project_name: event.projectName,
    });
    expect(sent.status).toBe(201);
    const listed = (await (await manager.get('/staff/api/error-reports')).json()) as {
      reports: { createdAt: string }[];
    };
    expect(listed.reports.map((report) => report.createdAt)).toEqual([paidAt.toISOString()]);
  });
});
