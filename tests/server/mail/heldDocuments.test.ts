/**
 * On a machine with no fonts of its own, the server's e-mails still carry Chinese invoices from the fonts its npm
 * dependencies bring; and an invoice with characters no font draws is never sent: the message is held and staff see
 * why, while the same invoice downloaded says so on its face.
 */
import organiser from '@schemas/organiser.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RegistrationAnswer } from '../../../core/api/staffTypes';
import { temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { fixedClock } from '../../../server/clock';
import { stopDocumentWorkers } from '../../../server/documents/documentPool';
import { receiptFileName } from '../../../server/documents/receiptPdf';
import { messagesFor } from '../../../server/i18n/catalogues';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { smtpTransport } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../../server/staff/StaffStore';
import { periods } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { instants, uniqueEmail, validPayload } from '../helpers/payload';
import { senderLinks } from '../helpers/senderLinks';
import { pdfText, type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';

// No system fonts: the document workers, started after this, read only what the npm packages installed. The server
// files share one process (scripts/testKinds.ts), so the settings are put back, and the workers started again, after.
const noSystemFonts = temporaryDirectory('seminar-no-fonts-');
const fontSettings = ['SYSTEM_FONT_DIR', 'INVOICE_FALLBACK_FONTS', 'INVOICE_FONT'] as const;
const settingsBefore = fontSettings.map((name) => [name, process.env[name]] as const);

let database: TestDatabase;
let staff: StaffStore;
let server: TestServer;
let sink: SmtpSink;
let sender: OutboxSender;
let manager: StaffClient;

beforeAll(async () => {
  // Workers an earlier file started read the machine's fonts: these must start with the settings below.
  await stopDocumentWorkers();
  process.env.SYSTEM_FONT_DIR = noSystemFonts.dir;
  delete process.env.INVOICE_FALLBACK_FONTS;
  delete process.env.INVOICE_FONT;
  database = await openTestPglite();
  staff = sqlStaffStore(database.db);
  sink = await startSmtpSink();
  const clock = fixedClock(new Date(instants.earlyBird));
  server = await startTestServer({ store: database.store, staffStore: staff, clock });
  sender = startOutboxSender({
    store: database.store,
    transport: smtpTransport(sink.url),
    from: 'Seminar <seminar@example.org>',
    font: loadInvoiceFont(undefined),
    pollMs: 100,
    ...senderLinks(server.baseUrl, undefined, clock),
  });
  manager = await signedIn(server.baseUrl, staff, 'manager');
}, 60_000);

afterAll(async () => {
  await sender?.stop();
  await server?.close();
  await database?.close();
  await stopDocumentWorkers();
  for (const [name, value] of settingsBefore) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  noSystemFonts.remove();
});

/** Registers for a bank transfer in `language`; answers the registration's id and its address. */
async function register(language: string, family: string, given: string): Promise<{ id: number; email: string }> {
  const client = new Client(server.baseUrl);
  await client.handshake();
  const email = uniqueEmail(language);
  const payload = validPayload(periods.first, {
    payment_method: 'bank',
    family_name: family,
    given_name: given,
    email,
  });
  const answer = await client.postJson('/web/registrations', payload, { headers: { 'content-language': language } });
  expect(answer.status).toBe(201);
  const { reference } = (await answer.json()) as { reference: string };
  const stored = await database.store.findRegistrationByReference(reference);
  return { id: stored!.id, email };
}

/** The staff's list of a registration's e-mails once none is pending. */
async function settledMessages(id: number) {
  const page = await eventually(
    async () =>
      ((await (await manager.get(`/staff/api/registrations/${id}`)).json()) as RegistrationAnswer).registration,
    (registration) => registration.messages.length > 0 && registration.messages.every((m) => m.status !== 'pending'),
    60_000,
  );
  return page.messages;
}

const collapse = (text: string): string => text.replace(/\s+/g, '');
const recipientOf = (mail: SmtpSink['received'][number]) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');

describe('documents sent by e-mail', () => {
  it('a Chinese invoice prints its texts and the name from the packaged fonts, nothing as ?', async () => {
    const { id, email } = await register('zh-Hant', '陳', '美玲');
    expect((await settledMessages(id)).map((message) => message.status)).toEqual(['sent']);
    const received = await eventually(
      () => sink.received.find((mail) => recipientOf(mail) === email),
      (mail) => mail !== undefined,
    );
    const invoice = received?.attachments.find((file) => file.filename?.endsWith('.pdf'));
    expect(invoice, 'the invoice attached').toBeDefined();
    const text = collapse(await pdfText(invoice!.content));
    const catalogue = messagesFor('zh-Hant');
    for (const key of ['invoice.title', 'invoice.billTo', 'invoice.bank.title']) {
      expect(text).toContain(collapse(catalogue[key] ?? ''));
    }
    expect(text).toContain('陳美玲');
    for (const line of organiser.issuer['addressLines-zh-Hant']) expect(text).toContain(collapse(line));
    expect(text).not.toContain('?');
  }, 120_000);

  it('a Chinese receipt, once the transfer is booked, likewise', async () => {
    const { id, email } = await register('zh-Hant', '陳', '大文');
    const stored = await database.store.findRegistration(id);
    const booked = await manager.post(`/staff/api/registrations/${id}/confirm-payment`, {
      amount: stored!.feeAmount,
      paidOn: instants.earlyBird.slice(0, 10),
      bankReference: `TT-${id}`,
    });
    expect(booked.status).toBe(200);
    expect((await settledMessages(id)).map((message) => message.status)).toEqual(['sent', 'sent']);
    const confirmation = await eventually(
      () => sink.received.filter((mail) => recipientOf(mail) === email),
      (mails) => mails.length === 2,
    );
    const receipt = confirmation
      .flatMap((mail) => mail.attachments)
      .find((file) => file.filename === receiptFileName(stored!));
    expect(receipt, 'the receipt attached').toBeDefined();
    const text = collapse(await pdfText(receipt!.content));
    const catalogue = messagesFor('zh-Hant');
    for (const key of ['email.receipt.title', 'email.receipt.amountPaid', 'email.details.delegate']) {
      expect(text).toContain(collapse(catalogue[key] ?? ''));
    }
    expect(text).toContain('陳大文');
    for (const line of organiser.issuer['addressLines-zh-Hant']) expect(text).toContain(collapse(line));
    expect(text).not.toContain('?');
  }, 120_000);

  it('an invoice with a name no font draws is held, not sent, and staff are told which characters', async () => {
    // Ethiopic: neither the packaged Noto Sans Hant and Hans nor Helvetica has it.
    const { id, email } = await register('en', 'ሀይሌ', 'Abebe');
    const [held] = await settledMessages(id);
    expect(held?.status).toBe('failed');
    expect(held?.lastError).toMatch(/^held: the invoice cannot print U\+1200, U\+12ED, U\+120C/);
    expect(held?.sentAt).toBeNull();
    // Held before any send: nothing reached the SMTP server.
    expect(sink.received.some((mail) => recipientOf(mail) === email)).toBe(false);
  }, 120_000);
});
