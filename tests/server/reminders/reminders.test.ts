/**
 * Payment reminders with the clock moved: a bank transfer reminded once some days before its due date, an online
 * registration left unpaid for a day reminded with its page link, never a paid or cancelled one, a reminder queued
 * before a payment withdrawn, and a manager's one-click reminder of an overdue transfer, as the delegate receives them.
 */
import organiser from '@schemas/organiser.json';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { smtpTransport } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { sqlStore } from '../../../server/store/sqlStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { addDays } from '../../support/eventTimes';
import { longDate, text, translatedText } from '../../support/schemaTexts';
import { eventually } from '../helpers/eventually';
import { senderLinks, testServerSecret } from '../helpers/senderLinks';
import { type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { keep, staffRegistration } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { dueDay, eventTime, registeredDay, reminderDay } from './reminderDays';

const paidDay = addDays(registeredDay, 9);
const registered = eventTime(registeredDay, '10:00:00');
const site = 'https://seminar.example.org';

let database: TestDatabase;
let sink: SmtpSink;
let sender: OutboxSender;
let server: TestServer;
let manager: StaffClient;
let viewer: StaffClient;
let now = eventTime(addDays(reminderDay, -1), '09:00:00');

beforeAll(async () => {
  database = await openTestPglite();
  sink = await startSmtpSink();
  const secret = testServerSecret();
  // Long polls: the sender sends what the store tells it was queued, so a test can queue and pay before it looks.
  sender = startOutboxSender({
    store: database.store,
    transport: smtpTransport(sink.url),
    from: 'Seminar <seminar@example.org>',
    font: undefined,
    pollMs: 60_000,
    ...senderLinks(site, secret),
  });
  const staff = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    clock: () => now,
    serverSecret: secret,
    reminders: { intervalMs: 100 },
  });
  [manager, viewer] = await Promise.all([
    signedIn(server.baseUrl, staff, 'manager'),
    signedIn(server.baseUrl, staff, 'viewer'),
  ]);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await sender?.stop();
  await sink?.stop();
  await database?.close();
});

async function remindersOf(registration: StoredRegistration) {
  return database.db.query<{ kind: string; status: string; details: Record<string, unknown> }>(
    `select kind, status, details from outbox where registration_id = $1 and kind like '%reminder' order by id`,
    [registration.id],
  );
}

function mailsTo(address: string): ParsedMail[] {
  return sink.received.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === address);
}

async function reminderMails(address: string, count: number): Promise<ParsedMail[]> {
  return eventually(
    () => mailsTo(address).filter((mail) => /reminder|not yet paid|提示|提醒|尚未付款/.test(mail.subject ?? '')),
    (mails) => mails.length >= count,
  );
}

async function pay(registration: StoredRegistration): Promise<void> {
  const outcome = await database.store.applyEvent(
    registration.id,
    {
      type: 'payment_confirmed',
      cause: 'staff',
      amount: registration.feeAmount,
      currency: registration.currency,
      paidOn: paidDay,
    },
    { actor: 'staff test@example.org', at: eventTime(paidDay, '10:00:00') },
  );
  expect(outcome.outcome).toBe('applied');
}

describe('payment reminders', () => {
  let unpaidBank: StoredRegistration;
  let paidBank: StoredRegistration;
  let cancelledBank: StoredRegistration;

  it('reminds an online registration left unpaid for a day, in its language, with the link to its page', async () => {
    const inserted = await database.store.insertRegistration(
      { ...staffRegistration({ payment_method: 'online' }), language: 'zh-Hant' },
      registered,
    );
    if (inserted.outcome !== 'created') throw new Error('not created');
    const online = inserted.registration;
    unpaidBank = await keep(database.store, {}, registered);
    paidBank = await keep(database.store, {}, registered);
    cancelledBank = await keep(database.store, {}, registered);
    await pay(paidBank);
    await database.store.applyEvent(
      cancelledBank.id,
      { type: 'cancelled', cause: 'staff', reason: 'Asked by the delegate' },
      { actor: 'staff test@example.org', at: eventTime(paidDay, '10:00:00') },
    );

    const [mail] = await reminderMails(online.email, 1);
    expect(mail.subject).toBe(
      translatedText('zh-Hant', 'email.checkoutReminder.subject', { reference: online.reference ?? '' }),
    );
    expect(mail.text).toContain('網上付款未有完成');
    const link = /https:\/\/seminar\.example\.org\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link).toContain('lang=zh-Hant');
    // The link's token opens this registration's page on the server, where it can be paid.
    const token = /^\/my\/([^/?]+)/.exec(new URL(link).pathname)?.[1] ?? '';
    const page = await fetch(new URL(`/web/delegate/${token}`, server.baseUrl));
    expect(page.status).toBe(200);
    expect(await page.json()).toMatchObject({ reference: online.reference });
    expect((await remindersOf(online)).map((row) => row.kind)).toEqual(['checkout_reminder']);
    // The day before a bank transfer's reminder day, none is due a reminder yet.
    expect(await remindersOf(unpaidBank)).toEqual([]);
  });

  it('reminds an unpaid bank transfer once from 7 days before its due date, never a paid or cancelled one', async () => {
    now = eventTime(addDays(reminderDay, 1), '09:00:00');
    const [mail] = await reminderMails(unpaidBank.email, 1);
    expect(mail.subject).toBe(text('email.paymentReminder.subject', { reference: unpaidBank.reference ?? '' }));
    const body = mail.text ?? '';
    expect(body).toContain(`by ${longDate(dueDay)}, quoting the reference number ${unpaidBank.reference}`);
    expect(body).toContain(organiser.bank.accountNumber);
    expect(body).toContain(organiser.bank.swiftCode);
    expect(body).toMatch(/https:\/\/seminar\.example\.org\/\S+/);

    // A registration kept after the first reminder is reminded by a later pass: by then the first had its chance again.
    const later = await keep(database.store, {}, registered);
    await reminderMails(later.email, 1);
    expect((await remindersOf(unpaidBank)).map((row) => row.status)).toEqual(['sent']);
    expect(await reminderMails(unpaidBank.email, 1)).toHaveLength(1);
    expect(await remindersOf(paidBank)).toEqual([]);
    expect(await remindersOf(cancelledBank)).toEqual([]);
    const history = (await database.store.findRegistration(unpaidBank.id))?.history.at(-1);
    expect(history).toMatchObject({ event: 'reminder_sent', actor: 'system', cause: 'time' });
  });

  it('withdraws a reminder whose registration was paid before it went out', async () => {
    const fresh = await keep(database.store, {}, now);
    // Queued and paid through another store over the same database, so the sender hears of neither until woken.
    const other = sqlStore(database.db);
    const queued = await other.queueReminder(fresh.id, 'payment_reminder', {}, false, { actor: 'staff x', at: now });
    expect(queued.outcome).toBe('queued');
    await pay(fresh);
    sender.wake();
    const rows = await eventually(
      () => remindersOf(fresh),
      (found) => found[0]?.status !== 'pending',
    );
    expect(rows.map((row) => row.status)).toEqual(['withdrawn']);
    // Its payment's receipt arrives; the reminder never does.
    await eventually(
      () => mailsTo(fresh.email),
      (mails) => mails.some((mail) => /payment received/.test(mail.subject ?? '')),
    );
    expect(mailsTo(fresh.email).filter((mail) => /reminder/.test(mail.subject ?? ''))).toEqual([]);
    // Staff still see it, as not sent (the delegate's page leaves it out).
    expect((await database.store.findRegistration(fresh.id))?.messages.map((message) => message.status)).toContain(
      'withdrawn',
    );
  });

  it('lists overdue transfers for staff; a manager reminds once more in one click, recorded in the history', async () => {
    now = eventTime(addDays(dueDay, 2), '09:00:00');
    const listed = await viewer.get('/staff/api/reminders/overdue');
    expect(listed.status).toBe(200);
    const { rows } = (await listed.json()) as { rows: { id: number; dueDay: string; reminders: number }[] };
    expect(rows.find((row) => row.id === unpaidBank.id)).toMatchObject({ dueDay, reminders: 1 });
    expect(rows.some((row) => row.id === paidBank.id || row.id === cancelledBank.id)).toBe(false);

    expect((await viewer.post(`/staff/api/registrations/${unpaidBank.id}/send-reminder`, {})).status).toBe(403);
    const sent = await manager.post(`/staff/api/registrations/${unpaidBank.id}/send-reminder`, {});
    expect(sent.status).toBe(200);
    const mails = await reminderMails(unpaidBank.email, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(`was due on ${longDate(dueDay)}`);
    const history = (await database.store.findRegistration(unpaidBank.id))?.history.at(-1);
    expect(history).toMatchObject({ event: 'reminder_sent', cause: 'staff' });
    expect(history?.actor).toMatch(/^staff manager\./);

    const refused = await manager.post(`/staff/api/registrations/${paidBank.id}/send-reminder`, {});
    expect(refused.status).toBe(409);
    expect(await remindersOf(paidBank)).toEqual([]);
    expect((await manager.post('/staff/api/registrations/999999/send-reminder', {})).status).toBe(404);
  });
});
