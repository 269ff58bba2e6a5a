/**
 * A confirmed e-mail change, told to the address it replaced, and undone from there, over real HTTP: the notice goes
 * through the outbox to a real SMTP server once, in the delegate's language, with the new address masked; its undo
 * link works once, and no longer after another change or a staff revocation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import { maskedEmail } from '../../../core/rules/email';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { smtpTransport } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { textsFor } from '../../../server/mail/texts';
import { periods } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { instants, uniqueEmail, validPayload } from '../helpers/payload';
import { senderLinks, testServerSecret } from '../helpers/senderLinks';
import { type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';

const siteUrl = 'https://seminar.example.org';
let now = new Date(instants.earlyBird);

describe('undoing a confirmed e-mail change from the address it replaced', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let sender: OutboxSender;
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    const secret = testServerSecret();
    database = await openTestDatabase('pglite');
    sink = await startSmtpSink();
    sender = startOutboxSender({
      store: database.store,
      transport: smtpTransport(sink.url),
      from: 'Seminar <seminar@example.org>',
      font: loadInvoiceFont('none'),
      pollMs: 200,
      ...senderLinks(siteUrl, secret),
    });
    server = await startTestServer({ store: database.store, clock: () => now, serverSecret: secret });
    client = new Client(server.baseUrl);
    await client.handshake();
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await sender?.stop();
    await sink?.stop();
    await database?.close();
  }, 60_000);

  async function register(language = 'en') {
    const payload = validPayload(periods.first, { email: uniqueEmail('undo'), payment_method: 'bank' });
    const response = await client.postJson('/web/registrations', payload, {
      headers: { 'content-language': language },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { token: string; reference: string };
    return { email: payload.email, id: Number(body.token.split('.')[0]), ...body };
  }

  /** The e-mails delivered to an address once nothing is left to send. */
  async function mailsTo(email: string) {
    await eventually(
      () => database.db.query<{ count: number }>(`select count(*)::int as count from outbox where status = 'pending'`),
      (rows) => rows[0]?.count === 0,
    );
    return sink.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
  }

  /** The token after `path` in the last e-mail to `email` that holds such a link. */
  async function linkTokenTo(email: string, path: string): Promise<string> {
    const pattern = new RegExp(`${siteUrl.replace(/\./g, '\\.')}${path}([^\\s?"<]+)`);
    const mail = (await mailsTo(email)).findLast((candidate) => pattern.test(candidate.text ?? ''));
    const found = pattern.exec(mail?.text ?? '');
    expect(found, `a ${path} link to ${email}`).not.toBeNull();
    return decodeURIComponent(found![1]);
  }

  /** Moves the registration behind `token` to `newEmail` as its delegate would; answers the new personal link. */
  async function changeEmail(token: string, newEmail: string): Promise<string> {
    expect((await client.postJson(`/web/delegate/${token}/email`, { email: newEmail })).status).toBe(202);
    const confirmation = await linkTokenTo(newEmail, '/confirm-email/');
    const confirmed = await client.postJson('/web/email-confirmations', { token: confirmation });
    expect(confirmed.status).toBe(200);
    return ((await confirmed.json()) as { token: string }).token;
  }

  const undo = (token: unknown) => client.postJson('/web/email-undo', { token });

  it('tells the replaced address once, in the delegate’s language, with the new address masked and an undo link', async () => {
    const { token, email, reference } = await register('zh-Hant');
    const newEmail = uniqueEmail('taker');
    expect((await client.postJson(`/web/delegate/${token}/email`, { email: newEmail })).status).toBe(202);
    const confirmation = await linkTokenTo(newEmail, '/confirm-email/');
    // A confirmation pressed again (a retried request): one change, one notice.
    const confirm = () => client.postJson('/web/email-confirmations', { token: confirmation });
    expect((await confirm()).status).toBe(200);
    expect((await confirm()).status).toBe(404);
    const text = textsFor('zh-Hant').text;
    const notices = (await mailsTo(email)).filter(
      (mail) => mail.subject === text('email.emailChangeNotice.subject', { reference }),
    );
    expect(notices).toHaveLength(1);
    const body = notices[0]?.text ?? '';
    expect(body).toContain(text('email.emailChangeNotice.intro', { reference, newEmail: maskedEmail(newEmail) }));
    expect(body).not.toContain(newEmail);
    expect(body).toMatch(new RegExp(`/undo-email/[^\\s?]+\\?lang=zh-Hant`));
    // The replaced address holds no way into the page, only the undo.
    expect(body).not.toContain('/my/');
  });

  it('restores the old address, shuts the new address out, records it and mails the old one its new link; only once', async () => {
    const { token, email, id } = await register();
    const newEmail = uniqueEmail('taker');
    const takersToken = await changeEmail(token, newEmail);
    const undoToken = await linkTokenTo(email, '/undo-email/');

    const undone = await undo(undoToken);
    expect(undone.status).toBe(200);
    expect((await client.get(`/web/delegate/${takersToken}`)).status).toBe(404);
    expect((await database.store.findRegistration(id))?.email).toBe(email);

    const restoredToken = await linkTokenTo(email, '/my/');
    expect([token, takersToken]).not.toContain(restoredToken);
    const page = await client.get(`/web/delegate/${restoredToken}`);
    expect(page.status).toBe(200);
    const view = (await page.json()) as DelegateView;
    expect(view.fields).toContainEqual(expect.objectContaining({ key: 'email', value: email }));
    expect(view.history.at(-1)).toMatchObject({ event: 'email_change_undone', by: 'delegate' });

    const again = await undo(undoToken);
    expect(again.status).toBe(404);
    expect(((await again.json()) as { message: string }).message).toBe(
      textsFor('en').text('delegateApi.emailUndoInvalid'),
    );
    expect((await client.get(`/web/delegate/${restoredToken}`)).status).toBe(200);
  });

  it('refuses the undo of a change that another change has followed, and undoes the latest', async () => {
    const { token, email, id } = await register();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const firstToken = await changeEmail(token, first);
    const firstUndo = await linkTokenTo(email, '/undo-email/');
    await changeEmail(firstToken, second);
    const secondUndo = await linkTokenTo(first, '/undo-email/');

    expect((await undo(firstUndo)).status).toBe(404);
    expect((await database.store.findRegistration(id))?.email).toBe(second);
    expect((await undo(secondUndo)).status).toBe(200);
    expect((await database.store.findRegistration(id))?.email).toBe(first);
  });

  it('refuses the undo once staff have revoked the links', async () => {
    const { token, email, id } = await register();
    const newEmail = uniqueEmail('revoked');
    await changeEmail(token, newEmail);
    const undoToken = await linkTokenTo(email, '/undo-email/');
    await database.store.revokeLinks(id, { actor: 'staff test', at: now });
    expect((await undo(undoToken)).status).toBe(404);
    expect((await database.store.findRegistration(id))?.email).toBe(newEmail);
  });

  it('refuses an expired, altered, missing or malformed undo link with a 4xx, never a 5xx', async () => {
    const { token, email, id } = await register();
    const newEmail = uniqueEmail('expiring');
    await changeEmail(token, newEmail);
    const undoToken = await linkTokenTo(email, '/undo-email/');
    const [registration, version, expires, mac] = undoToken.split('.');
    const altered = [
      `${registration}.${version}.${Number(expires) + 86_400}.${mac}`,
      `${registration}.${Number(version) - 1}.${expires}.${mac}`,
      `${registration}.${version}.${expires}.${mac.slice(1)}x`,
      `${registration}.${version}.${expires}`,
      '',
    ];
    for (const candidate of [...altered, 42, null, ['x']]) expect((await undo(candidate)).status).toBe(404);
    expect((await client.postJson('/web/email-undo', 'not an object')).status).toBe(422);

    const saved = now;
    now = new Date(now.getTime() + 8 * 24 * 3600 * 1000);
    try {
      expect((await undo(undoToken)).status).toBe(404);
    } finally {
      now = saved;
    }
    expect((await database.store.findRegistration(id))?.email).toBe(newEmail);
  });

  it('refuses to restore an address another registration has taken since, with a 422 that says so', async () => {
    const { token, email, id } = await register();
    await changeEmail(token, uniqueEmail('moved'));
    const undoToken = await linkTokenTo(email, '/undo-email/');
    const payload = validPayload(periods.first, { email, payment_method: 'bank' });
    expect((await client.postJson('/web/registrations', payload)).status).toBe(201);
    const refused = await undo(undoToken);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(textsFor('en').text('error.email.taken'));
    expect((await database.store.findRegistration(id))?.email).not.toBe(email);
  });
});
