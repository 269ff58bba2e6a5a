import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { matchLocale } from '../../core/i18n/locales';
import { englishMessages } from '../../core/i18n/messages';
import { meetings } from '../../core/model/meetings';
import { event, fees } from '../../core/model/schemaData';
import { meetingsOfFee } from '../../core/rules/meetings';
import { refundFor } from '../../core/rules/refund';
import { fixedClock } from '../../server/clock';
import { readDelegateToken } from '../../server/delegate/delegateLink';
import { offeredLocales } from '../../server/i18n/catalogues';
import { loadInvoiceFont } from '../../server/invoice/invoiceFont';
import { organiser } from '../../server/invoice/organiser';
import { smtpTransport } from '../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../server/mail/outboxSender';
import { derivedKey } from '../../server/secrets/serverSecret';
import { addDays, periods, registrationDay } from '../support/eventTimes';
import { longDate, money } from '../support/schemaTexts';
import { instants, validPayload } from './helpers/payload';
import { senderLinks, testServerSecret } from './helpers/senderLinks';
import { pdfText, type SmtpSink, startSmtpSink } from './helpers/smtpSink';
import { openTestPglite, type TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

const now = new Date(instants.earlyBird);
const from = 'Seminar Secretariat <secretariat@example.org>';
const collapse = (text: string) => text.replace(/\s+/g, ' ');

let database: TestDatabase;
let server: TestServer;
let sink: SmtpSink;
let sender: OutboxSender;
const refused = 'nobody@refused.example.org';
const serverSecret = testServerSecret();

beforeAll(async () => {
  database = await openTestPglite();
  sink = await startSmtpSink({ refuse: (address) => address === refused });
  server = await startTestServer({ store: database.store, clock: fixedClock(now), serverSecret });
  sender = startOutboxSender({
    store: database.store,
    transport: smtpTransport(sink.url),
    from,
    font: loadInvoiceFont(undefined),
    pollMs: 500,
    retryBaseMs: 300,
    maxRetryMs: 1_000,
    ...senderLinks(server.baseUrl, serverSecret),
  });
}, 60_000);

afterAll(async () => {
  await sender?.stop();
  await server?.close();
  await sink?.stop();
  await database?.close();
});

async function register(overrides: Parameters<typeof validPayload>[1] = {}, language?: string) {
  const client = new Client(server.baseUrl);
  await client.handshake();
  const payload = validPayload(periods.first, overrides);
  const response = await client.postJson(
    '/web/registrations',
    payload,
    language ? { headers: { 'content-language': language } } : {},
  );
  expect(response.status).toBe(201);
  const body = (await response.json()) as { state: string; reference: string; url?: string };
  return { client, payload, body };
}

async function outboxOf(reference: string) {
  const registration = await database.store.findRegistrationByReference(reference);
  if (!registration) throw new Error(`no registration ${reference}`);
  return registration;
}

function messageTo(address: string, subjectPart: string) {
  return sink.received.filter(
    (mail) =>
      mail.to && !Array.isArray(mail.to) && mail.to.text === address && (mail.subject ?? '').includes(subjectPart),
  );
}

/** The messages to `address` whose subject names `reference`, once `count` have arrived. */
async function arrival(address: string, reference: string, count = 1) {
  const found = await waitFor(
    async () => messageTo(address, reference),
    (mails) => mails.length >= count,
  );
  expect(found).toHaveLength(count);
  return found;
}

/** The link to the delegate's page in a message: in both parts, signed for the registration's current link version. */
function pageLinkOf(mail: ParsedMail, registrationId: number): string {
  const link = new RegExp(`${server.baseUrl}/my/[^\\s"<?]+(\\?lang=[\\w-]+)?`).exec(mail.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');
  expect(mail.html || '').toContain(`href="${link}"`);
  const token = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  expect(readDelegateToken(derivedKey(serverSecret, 'delegate-link'), token)?.registrationId).toBe(registrationId);
  return link;
}

/** The entries of an attached calendar file, as ical.js reads them: first day, the day after the last, summary. */
function calendarEntries(file: Buffer) {
  const calendar = new ICAL.Component(ICAL.parse(file.toString('utf8')) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const entry = new ICAL.Event(component);
    return { start: entry.startDate.toString(), end: entry.endDate.toString(), summary: entry.summary };
  });
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('bank transfer: the acknowledgement', () => {
  it('arrives with the reference, amount, bank details, remittance instructions and the invoice, whose text reads back', async () => {
    const { payload, body } = await register({ payment_method: 'bank', family_name: '陳', given_name: '大文' });
    const answeredAt = Date.now();
    const [mail] = await arrival(payload.email, body.reference);
    console.log(
      `Acknowledgement with invoice accepted by SMTP ${Date.now() - answeredAt} ms after the registration was answered.`,
    );
    expect(mail).toBeDefined();
    const fee = fees.options.find((option) => option.value === payload.fee_category);
    const amount = money(fee!.price);
    expect(mail.from?.value).toEqual([{ name: 'Seminar Secretariat', address: 'secretariat@example.org' }]);
    expect(mail.subject).toBe(
      englishMessages['email.bankAcknowledgement.subject']
        .replace('{acronym}', event.bodyAcronym)
        .replace('{year}', String(event.year))
        .replace('{reference}', body.reference),
    );
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain(body.reference);
      expect(part).toContain(amount);
      expect(part).toContain(organiser.bank.accountNumber);
      expect(part).toContain(organiser.bank.swiftCode);
      expect(part).toContain(englishMessages['part.d.bank.charges']);
    }
    // An English e-mail keeps a Chinese name in its own order: family name first, no space.
    expect(mail.text).toContain(`${payload.title} 陳大文`);
    const registration = await outboxOf(body.reference);
    expect(mail.attachments).toHaveLength(2);
    const [invoice, calendar] = mail.attachments;
    expect(calendar.filename).toBe(`${body.reference}.ics`);
    expect(calendar.contentType).toBe('text/calendar');
    expect(calendarEntries(calendar.content).length).toBeGreaterThan(0);
    pageLinkOf(mail, registration.id);
    expect(invoice.contentType).toBe('application/pdf');
    expect(invoice.filename).toBe(`invoice-${registration.invoiceNumber}.pdf`);
    const text = collapse(await pdfText(invoice.content));
    for (const expected of [
      registration.invoiceNumber!,
      body.reference,
      amount,
      organiser.bank.accountNumber,
      organiser.bank.swiftCode,
      organiser.issuer.name,
      '陳大文',
      payload.organization_name,
      longDate(instants.earlyBird.slice(0, 10)),
    ]) {
      expect(text).toContain(expected);
    }
    expect(registration.messages).toEqual([
      expect.objectContaining({ kind: 'bank_acknowledgement', status: 'sent', attempts: 1 }),
    ]);
  });

  it("comes in the delegate's language where the catalogue has the text, and whole English where it has not", async () => {
    const { payload, body } = await register(
      { payment_method: 'bank', family_name: '陳', given_name: '美玲' },
      'zh-Hant',
    );
    const [mail] = await arrival(payload.email, body.reference);
    expect((await outboxOf(body.reference)).language).toBe('zh-Hant');
    const catalogue = zhHant as Record<string, string>;
    // The name as Chinese writes it, the title after it, in the greeting and the details.
    const name = `陳美玲${catalogue[`option.title.${payload.title}`]}`;
    expect(mail.text).toContain(catalogue['email.greeting'].replace('{name}', name));
    expect(mail.text).toContain(`${catalogue['email.details.delegate']}: ${name}`);
    // Each text as the Traditional Chinese catalogue has it, else the English text whole.
    for (const key of ['part.d.bank.charges', 'invoice.remittance.title', 'email.details.title', 'email.signoff']) {
      expect(mail.text).toContain(catalogue[key] ?? englishMessages[key]);
    }
    const invoiceText = collapse(await pdfText(mail.attachments[0].content));
    expect(invoiceText).toContain(collapse(catalogue['part.d.bank.charges'] ?? englishMessages['part.d.bank.charges']));
  });

  it.each([
    ['zh-Hant', zhHant],
    ['zh-Hans', zhHans],
  ] as const)('is signed in %s, with no English sign-off or signature', async (language, catalogue) => {
    const { payload, body } = await register({ payment_method: 'bank' }, language);
    const [mail] = await arrival(payload.email, body.reference);
    const signature = catalogue['email.signature'].replace('{issuer}', organiser.issuer[`name-${language}`]);
    // The message ends with the sign-off and the signature, both as the delegate's catalogue writes them.
    const lines = (mail.text ?? '').split('\n').filter((line) => line.trim() !== '');
    expect(lines.slice(-2)).toEqual([catalogue['email.signoff'], signature]);
    const html = mail.html || '';
    expect(html).toContain(`<p>${catalogue['email.signoff']}</p>\n<p>${signature}</p>`);
    // The issuer's English name is only the bank account's name (which a transfer must quote as it is), never a line.
    expect(lines).not.toContain(organiser.issuer.name);
    expect(html).not.toContain(`<p>${organiser.issuer.name}</p>`);
    expect(html).not.toMatch(/Yours sincerely/);
  });

  it('keeps an unknown Content-Language as English', async () => {
    // A language the event's catalogues do not offer (the next seminar offers French).
    const unknown = ['fr-FR', 'de-DE', 'ja-JP', 'ko-KR'].find((tag) => !matchLocale(tag, offeredLocales));
    const { body } = await register({ payment_method: 'bank' }, unknown);
    expect((await outboxOf(body.reference)).language).toBe('en');
  });
});

describe('the other messages', () => {
  it('online: nothing before payment, the confirmation with a receipt after Pay on the local checkout', async () => {
    const { client, payload, body } = await register({ payment_method: 'online' });
    expect((await outboxOf(body.reference)).messages).toEqual([]);
    const page = await (await client.get(body.url!)).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const paid = await client.send(`${body.url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(paid.status).toBe(303);
    const [mail] = await arrival(payload.email, body.reference);
    expect(mail.subject).toContain(body.reference);
    expect(mail.text).toContain(englishMessages['email.receipt.title']);
    expect(mail.text).toContain(englishMessages['email.receipt.method.online']);
    expect(mail.text).toContain(money(fees.options.find((option) => option.value === payload.fee_category)!.price));
    // The receipt and the calendar file, read back; the link to the page in both parts.
    const registration = await outboxOf(body.reference);
    pageLinkOf(mail, registration.id);
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      `receipt-${body.reference}.pdf`,
      `${body.reference}.ics`,
    ]);
    const receipt = collapse(await pdfText(mail.attachments[0].content));
    for (const expected of [
      englishMessages['email.receipt.title'],
      body.reference,
      `${payload.given_name} ${payload.family_name}`,
      money(fees.options.find((option) => option.value === payload.fee_category)!.price),
      englishMessages['email.receipt.method.online'],
      organiser.issuer.name,
    ]) {
      expect(receipt).toContain(expected);
    }
    const entries = calendarEntries(mail.attachments[1].content);
    const covered = meetingsOfFee(fees, meetings, payload.fee_category);
    expect(entries).toHaveLength(covered.length + (payload.join_gala_dinner === 'Yes' ? 1 : 0));
    for (const meeting of covered) {
      expect(entries).toContainEqual(expect.objectContaining({ start: event.dates[meeting.firstDay] }));
    }
  });

  it('bank: the receipt once staff confirm the transfer, and the cancellation notice with the refund of the rule', async () => {
    const { payload, body } = await register({ payment_method: 'bank' });
    const registration = await outboxOf(body.reference);
    await arrival(payload.email, body.reference);
    const staff = { actor: 'staff alice@example.org', at: now };
    await database.store.applyEvent(
      registration.id,
      {
        type: 'payment_confirmed',
        cause: 'staff',
        amount: registration.feeAmount,
        currency: fees.currency,
        paidOn: addDays(registrationDay, 2),
      },
      staff,
    );
    await database.store.applyEvent(
      registration.id,
      { type: 'cancelled', cause: 'staff', reason: 'Cannot travel' },
      staff,
    );
    const mails = await arrival(payload.email, body.reference, 3);
    expect(mails).toHaveLength(3);
    const [, confirmation, notice] = mails;
    expect(confirmation.text).toContain(englishMessages['email.receipt.method.bank']);
    expect(confirmation.text).toContain(longDate(addDays(registrationDay, 2)));
    const refund = refundFor(event, now, registration.feeAmount);
    expect(refund.percent).toBe(75);
    expect(notice.text).toContain('Reason: Cannot travel');
    expect(notice.text).toContain(money(refund.amount));
    expect(notice.text).toContain(`${refund.percent}%`);
  });
});

describe('the messages the delegate asks for', () => {
  it('the link goes to the registered address; an e-mail change confirmation only to the new one, a resend too', async () => {
    const { payload, body } = await register({ payment_method: 'bank' }, 'zh-Hant');
    await arrival(payload.email, body.reference);
    const registration = await outboxOf(body.reference);
    const newEmail = `changed.${payload.email}`;
    const expires = Math.floor(now.getTime() / 1000) + 24 * 3600;
    // Queued as the page's routes queue them: one row of each kind in the outbox.
    await database.db.query(
      `insert into outbox (registration_id, kind, recipient, language, details)
       values ($1, 'delegate_link', $2, 'zh-Hant', '{}'), ($1, 'email_change_confirmation', $3, 'zh-Hant', $4::jsonb)`,
      [registration.id, payload.email, newEmail, JSON.stringify({ newEmail, expires })],
    );
    sender.wake();
    const catalogue = zhHant as Record<string, string>;
    const [, link] = await arrival(payload.email, body.reference, 2);
    expect(pageLinkOf(link, registration.id)).toMatch(/\?lang=zh-Hant$/);
    const [confirmation] = await arrival(newEmail, body.reference);
    expect(confirmation.text).toContain(`${server.baseUrl}/confirm-email/`);
    expect(confirmation.text).not.toContain(`${server.baseUrl}/my/`);
    expect(confirmation.subject).toContain(catalogue['email.emailChange.subject'].split('{reference}')[1].trim());
    // Staff resend it: the store addresses the copy to the new address as well.
    const resent = await database.store.resendMessage(registration.id, 'email_change_confirmation', {
      actor: 'staff alice@example.org',
      at: now,
    });
    expect(resent.outcome).toBe('queued');
    await arrival(newEmail, body.reference, 2);
    const messages = (await outboxOf(body.reference)).messages;
    expect(messages.filter((message) => message.kind === 'email_change_confirmation')).toEqual([
      expect.objectContaining({ recipient: newEmail, status: 'sent' }),
      expect.objectContaining({ recipient: newEmail, status: 'sent' }),
    ]);
    expect(messageTo(payload.email, body.reference)).toHaveLength(2);
  });
});

describe('delivery faults', () => {
  it('a recipient the SMTP server refuses for good (550) is marked failed with the reason; the registration stands', async () => {
    const { body } = await register({ payment_method: 'bank', email: refused });
    const registration = await waitFor(
      () => outboxOf(body.reference),
      (found) => found.messages[0]?.status === 'failed',
    );
    expect(registration.messages[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(registration.messages[0].lastError).toMatch(/^550 /);
    expect(registration.state).toBe('awaiting_payment');
  });

  it('SMTP down: registrations succeed, messages wait and retry, and all go out once when it is back', async () => {
    await sink.stop();
    const before = sink.received.length;
    const registered = await Promise.all(Array.from({ length: 3 }, () => register({ payment_method: 'bank' })));
    const answeredAt = Date.now();
    // Each has failed at least twice against the closed port, and says why.
    for (const { body } of registered) {
      const waiting = await waitFor(
        () => outboxOf(body.reference),
        (found) => found.messages[0].attempts >= 2,
      );
      expect(waiting.messages[0]).toMatchObject({ status: 'pending' });
      expect(waiting.messages[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    }
    const downFor = Date.now() - answeredAt;
    await sink.start();
    const back = Date.now();
    await sink.waitForCount(before + 3);
    const recovered = Date.now() - back;
    // Nothing more arrives: each message once.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const received = sink.received.slice(before);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(3);
    for (const { body } of registered) expect((await outboxOf(body.reference)).messages[0].status).toBe('sent');
    console.log(
      `SMTP outage: down ${downFor} ms with 3 messages waiting; all delivered ${recovered} ms after it came back.`,
    );
  });
});
