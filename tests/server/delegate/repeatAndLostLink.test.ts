/**
 * A repeat submission and "find my registration" over real HTTP, e-mails read back from a real SMTP server: the link
 * goes to the registered address whatever the registration's state, a cancelled registration frees its address for a
 * new one, and what the answers say is what the server did, on a clock standing still as the demo's does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import { delegatePaths } from '../../../core/paths/delegatePaths';
import { fixedClock } from '../../../server/clock';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { smtpTransport } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { periods } from '../../support/eventTimes';
import { text } from '../../support/schemaTexts';
import { eventually } from '../helpers/eventually';
import { pressOnCheckout } from '../helpers/localCheckout';
import { instants, uniqueEmail, validPayload } from '../helpers/payload';
import { senderLinks, testServerSecret } from '../helpers/senderLinks';
import { type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';

const siteUrl = 'https://seminar.example.org';
// Long enough that the requests of one step fall inside it, short enough to wait out.
const linkMailIntervalMs = 1500;

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
  server = await startTestServer({
    store: database.store,
    // The demo's clock: it never moves, so only real time can let the interval pass.
    clock: fixedClock(new Date(instants.earlyBird)),
    serverSecret: secret,
    linkMailIntervalMs,
    refunds: { pollMs: 200, retryBaseMs: 200, leaseMs: 10_000 },
  });
  client = new Client(server.baseUrl);
  await client.handshake();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await sender?.stop();
  await sink?.stop();
  await database?.close();
}, 60_000);

async function register(payload: ReturnType<typeof validPayload>) {
  const response = await client.postJson('/web/registrations', payload);
  expect(response.status).toBe(201);
  return (await response.json()) as { token: string; reference: string; url?: string };
}

const view = async (token: string) => (await (await client.get(`/web/delegate/${token}`)).json()) as DelegateView;

/** The personal links the link e-mails delivered to an address carry, once the outbox has nothing left to send. */
async function linksMailedTo(email: string): Promise<string[]> {
  await eventually(
    () => database.db.query<{ count: number }>(`select count(*)::int as count from outbox where status = 'pending'`),
    (rows) => rows[0]?.count === 0,
  );
  const page = `${siteUrl}${delegatePaths.page}`;
  const links = () =>
    sink.received
      // Every e-mail to a delegate carries the link; the link e-mail alone is sent on request.
      .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.toLowerCase() === email.toLowerCase())
      .filter((mail) => (mail.subject ?? '').startsWith(linkSubject))
      .flatMap((mail) => (mail.text ?? '').match(new RegExp(`${page}[\\w.-]+`, 'g')) ?? []);
  // A message is marked sent when the SMTP server took it, which may be before the sink has parsed it.
  return eventually(
    async () => links(),
    (found) => found.length > 0,
  );
}

/** The link e-mail's subject up to the registration's reference. */
const linkSubject = text('email.delegateLink.subject', { reference: '' });

const linkMessages = async (email: string) =>
  (
    await database.db.query<{ count: number }>(
      `select count(*)::int as count from outbox o join registrations r on r.id = o.registration_id
       where lower(r.email) = lower($1) and o.kind = 'delegate_link'`,
      [email],
    )
  )[0]?.count;

describe('a repeat submission', () => {
  it('mails a paid registration its link and says so, then says it was already sent within the interval', async () => {
    const payload = validPayload(periods.first, { email: uniqueEmail('repeat'), payment_method: 'online' });
    const first = await register(payload);
    await pressOnCheckout(client, first.url ?? '', 'pay');
    expect((await view(first.token)).state).toBe('paid');

    const again = await client.postJson('/web/registrations', payload);
    expect(again.status).toBe(422);
    expect(await again.json()).toMatchObject({ linkSent: true });
    const soon = await client.postJson('/web/registrations', payload);
    expect(await soon.json()).toMatchObject({ linkSent: false });
    expect(await linksMailedTo(payload.email)).toEqual([`${siteUrl}${delegatePaths.page}${first.token}`]);

    // The server's clock stands still; the interval passes in real time all the same.
    await eventually(
      async () => (await (await client.postJson('/web/registrations', payload)).json()) as { linkSent?: boolean },
      (answer) => answer.linkSent === true,
      10_000,
    );
    expect(await linkMessages(payload.email)).toBe(2);
  });
});

describe('a cancelled registration', () => {
  it('gets its link on request, and its page shows the cancellation and the refund', async () => {
    const payload = validPayload(periods.first, { email: uniqueEmail('cancelled'), payment_method: 'online' });
    const first = await register(payload);
    await pressOnCheckout(client, first.url ?? '', 'pay');
    expect((await client.postJson(`/web/delegate/${first.token}/cancellation`, {})).status).toBe(200);

    const asked = await client.postJson('/web/delegate-links', { email: payload.email });
    expect(asked.status).toBe(202);
    const [link] = await linksMailedTo(payload.email);
    expect(link).toBe(`${siteUrl}${delegatePaths.page}${first.token}`);
    const page = await eventually(
      () => view(first.token),
      (shown) => shown.refund?.status === 'paid',
    );
    expect(page.state).toBe('cancelled');
    expect(page.history.map((entry) => entry.event)).toContain('cancelled');
  });

  it('does not keep its address from a new registration, whose link is the one sent on request', async () => {
    const payload = validPayload(periods.first, { email: uniqueEmail('again'), payment_method: 'bank' });
    const first = await register(payload);
    expect((await client.postJson(`/web/delegate/${first.token}/cancellation`, {})).status).toBe(200);

    const second = await register({ ...payload, email: payload.email.toUpperCase() });
    expect(second.reference).not.toBe(first.reference);
    expect((await view(second.token)).state).toBe('awaiting_payment');
    expect((await view(first.token)).state).toBe('cancelled');

    expect((await client.postJson('/web/delegate-links', { email: payload.email })).status).toBe(202);
    expect(await linksMailedTo(payload.email)).toEqual([`${siteUrl}${delegatePaths.page}${second.token}`]);
    // The new registration holds the address now: a third is refused as a repeat of the second, and whether or not
    // the interval has passed on a busy machine, any link it mails is the second's.
    const third = await client.postJson('/web/registrations', payload);
    expect(third.status).toBe(422);
    expect(await third.json()).toMatchObject({ linkSent: expect.any(Boolean), errors: { email: expect.any(Array) } });
    expect(new Set(await linksMailedTo(payload.email))).toEqual(
      new Set([`${siteUrl}${delegatePaths.page}${second.token}`]),
    );
  });
});
