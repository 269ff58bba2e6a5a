/**
 * The delegate's own page over real HTTP: the personal link's token, its view and documents, what the delegate does
 * there, a repeat submission that hands out nothing, and the lost-link request. E-mails go through the outbox to a
 * real SMTP server and are read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import { extras } from '../../../core/model/extras';
import { event } from '../../../core/model/schemaData';
import { delegatePaths } from '../../../core/paths/delegatePaths';
import { refundFor } from '../../../core/rules/refund';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { smtpTransport } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../../server/staff/StaffStore';
import { extra, followUps, joining, notJoining } from '../../support/eventExtra';
import { periods } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { pressOnCheckout } from '../helpers/localCheckout';
import { instants, uniqueEmail, validPayload } from '../helpers/payload';
import { senderLinks, testServerSecret } from '../helpers/senderLinks';
import { type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn } from '../staff/staffClient';

const siteUrl = 'https://seminar.example.org';
let now = new Date(instants.earlyBird);

describe("the delegate's own page", () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let sender: OutboxSender;
  let server: TestServer;
  let client: Client;
  let staffStore: StaffStore;

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
    staffStore = sqlStaffStore(database.db);
    server = await startTestServer({
      store: database.store,
      staffStore,
      clock: () => now,
      serverSecret: secret,
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

  async function register(overrides: Parameters<typeof validPayload>[1] = {}) {
    const payload = validPayload(periods.first, { email: uniqueEmail('page'), ...overrides });
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { token: string; reference: string; url?: string };
    return { payload, ...body };
  }

  const view = async (token: string) => {
    const response = await client.get(`/web/delegate/${token}`);
    expect(response.status).toBe(200);
    return (await response.json()) as DelegateView;
  };
  const act = (token: string, action: string, body: object = {}) =>
    client.postJson(`/web/delegate/${token}/${action}`, body);

  /** The e-mails delivered to an address once nothing is left to send. */
  async function mailsTo(email: string) {
    await eventually(
      () => database.db.query<{ count: number }>(`select count(*)::int as count from outbox where status = 'pending'`),
      (rows) => rows[0]?.count === 0,
    );
    return sink.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
  }

  it('opens with the token the registration answered: reference, fields, fee, documents, and what may be done', async () => {
    const { token, reference, payload } = await register({ payment_method: 'bank' });
    const page = await view(token);
    expect(page).toMatchObject({ reference, state: 'awaiting_payment', paymentMethod: 'bank' });
    expect(page.fields).toContainEqual({ key: 'given_name', value: payload.given_name, editable: true });
    expect(page.fields).toContainEqual({ key: 'region', value: payload.region, editable: false });
    expect(page.fee.category).toBe(payload.fee_category);
    expect(page.documents).toEqual({ invoice: true, receipt: false, calendar: true });
    expect(page.can).toMatchObject({ pay: true, switchToBank: false, cancel: true });
    expect(page.extras.map((item) => item.canChange)).toEqual(extras.map(() => true));

    const invoice = await client.get(`/web/delegate/${token}/invoice.pdf`);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect(invoice.headers.get('cache-control')).toBe('no-store');
    expect((await client.get(`/web/delegate/${token}/receipt.pdf`)).status).toBe(404);
    const calendar = await client.get(`/web/delegate/${token}/calendar.ics`);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toContain('BEGIN:VCALENDAR');
  });

  it('answers the same 404 to a wrong, truncated, foreign-looking or revoked token', async () => {
    const { token } = await register({ payment_method: 'bank' });
    const [id, version, mac] = token.split('.');
    const tried = [
      `${id}.${version}.${mac.slice(0, -1)}A`,
      token.slice(0, -3),
      `${Number(id) + 1}.${version}.${mac}`,
      `${id}.${Number(version) + 1}.${mac}`,
      'nothing',
    ];
    const answers = await Promise.all(tried.map((wrong) => client.get(`/web/delegate/${encodeURIComponent(wrong)}`)));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(tried.map(() => 404));
    expect(new Set(bodies).size).toBe(1);

    // A manager revokes the links sent so far: the old one shows nothing; a viewer cannot.
    const viewer = await signedIn(server.baseUrl, staffStore, 'viewer');
    expect((await viewer.post(`/staff/api/registrations/${id}/revoke-links`, {})).status).toBe(403);
    expect((await client.get(`/web/delegate/${token}`)).status).toBe(200);
    const manager = await signedIn(server.baseUrl, staffStore, 'manager');
    expect((await manager.post(`/staff/api/registrations/${id}/revoke-links`, {})).status).toBe(200);
    expect((await client.get(`/web/delegate/${token}`)).status).toBe(404);
  });

  it('is served noindex, no-store and without a referrer', async () => {
    const { token } = await register({ payment_method: 'bank' });
    const response = await client.get(`${delegatePaths.page}${token}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('hands out nothing on a repeat submission, and mails the link to the registered address once in 10 minutes', async () => {
    const first = await register({ payment_method: 'online' });
    const again = () => client.postJson('/web/registrations', { ...first.payload, payment_method: 'online' });
    const answers = await Promise.all([again(), again()]);
    const bodies: unknown[] = [];
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      bodies.push(await answer.json());
    }
    // Nothing of the registration, only whether this answer's request mailed the link: one of the two did.
    expect(bodies).toEqual(
      expect.arrayContaining([
        { state: 'duplicate', linkSent: true },
        { state: 'duplicate', linkSent: false },
      ]),
    );
    const bank = await again();
    expect(bank.status).toBe(409);
    const mails = await mailsTo(first.payload.email);
    const links = mails.filter((mail) => (mail.text ?? '').includes(`${siteUrl}${delegatePaths.page}${first.token}`));
    expect(links.length).toBeGreaterThanOrEqual(1);
    const linkMessages = await database.db.query<{ count: number }>(
      `select count(*)::int as count from outbox o join registrations r on r.id = o.registration_id
       where r.email = $1 and o.kind = 'delegate_link'`,
      [first.payload.email],
    );
    expect(linkMessages[0]?.count).toBe(1);

    const paid = await register({ payment_method: 'bank' });
    const taken = await client.postJson('/web/registrations', paid.payload);
    expect(taken.status).toBe(422);
    const body = JSON.stringify(await taken.json());
    expect(body).not.toContain(paid.reference);
    expect(body).not.toContain(paid.token);
  });

  it('brings a cancelled checkout to the page, where the delegate pays, or switches to bank transfer', async () => {
    const online = await register({ payment_method: 'online' });
    const cancelled = await pressOnCheckout(client, online.url ?? '', 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${delegatePaths.page}?checkout=cancelled`);
    expect(await view(online.token)).toMatchObject({
      state: 'checkout_expired',
      can: { pay: true, switchToBank: true },
    });

    const pay = await act(online.token, 'checkout');
    expect(pay.status).toBe(200);
    const { url } = (await pay.json()) as { url: string };
    const paid = await pressOnCheckout(client, url, 'pay');
    expect(paid.headers.get('location')).toBe('/thankMessage?payment=online');
    expect((await view(online.token)).state).toBe('paid');

    const other = await register({ payment_method: 'online' });
    await pressOnCheckout(client, other.url ?? '', 'cancel');
    const switched = await act(other.token, 'bank-transfer');
    expect(switched.status).toBe(200);
    const afterSwitch = (await switched.json()) as DelegateView;
    expect(afterSwitch).toMatchObject({
      paymentMethod: 'bank',
      state: 'awaiting_payment',
      documents: { invoice: true },
    });
    expect(afterSwitch.history.at(-1)).toMatchObject({ event: 'payment_method_switched', by: 'delegate' });
    const mails = await mailsTo(other.payload.email);
    expect(mails.some((mail) => mail.attachments.some((file) => file.filename?.startsWith('invoice-')))).toBe(true);
  });

  it('changes an extra (the dinner) until its cut-off, and refuses it after with nothing changed', async () => {
    const followUpKey = extra.followUp ?? '';
    const [, chosen = ''] = followUps;
    const { token } = await register({ payment_method: 'bank', [extra.question]: notJoining, [followUpKey]: '' });
    const action = `extras/${extra.id}`;
    const joined = await act(token, action, { [extra.question]: joining, [followUpKey]: chosen });
    expect(joined.status).toBe(200);
    const joinedView = (await joined.json()) as DelegateView;
    expect(joinedView.extras[0]).toEqual({
      id: extra.id,
      answer: joining,
      joins: true,
      followUp: chosen,
      canChange: true,
    });
    expect(joinedView.history.at(-1)).toMatchObject({ event: `${extra.id}_changed`, by: 'delegate' });
    expect((await act(token, action, { [extra.question]: 'Maybe' })).status).toBe(422);
    expect((await act(token, 'extras/no-such-extra', { [extra.question]: joining })).status).toBe(404);
    const saved = now;
    now = new Date(`${event.dates[extra.day]}T12:00:00Z`);
    try {
      const late = await act(token, action, { [extra.question]: notJoining });
      expect(late.status).toBe(409);
      const after = await view(token);
      expect(after.extras[0]).toMatchObject({ joins: true, followUp: chosen, canChange: false });
    } finally {
      now = saved;
    }
  });

  it('corrects personal details by the form’s rules, and never the region', async () => {
    const { token } = await register({ payment_method: 'bank' });
    const corrected = await act(token, 'details', { given_name: ' Mei-Ling ', title: 'Dr' });
    expect(corrected.status).toBe(200);
    const fields = ((await corrected.json()) as DelegateView).fields;
    expect(fields).toContainEqual({ key: 'given_name', value: 'Mei-Ling', editable: true });
    const blank = await act(token, 'details', { family_name: '\u200b' });
    expect(blank.status).toBe(422);
    expect(Object.keys(((await blank.json()) as { errors: object }).errors)).toEqual(['family_name']);
    expect((await act(token, 'details', { title: 'King' })).status).toBe(422);
    expect((await act(token, 'details', { region: 'Austria' })).status).toBe(422);
  });

  /** The confirmation token in the last e-mail to `email`. */
  async function confirmationTokenTo(email: string): Promise<string> {
    const confirmation = (await mailsTo(email)).at(-1);
    const link = /https:\/\/seminar\.example\.org\/confirm-email\/([^\s?"<]+)/.exec(confirmation?.text ?? '');
    expect(link).not.toBeNull();
    return decodeURIComponent(link![1]);
  }

  it('changes the e-mail only once the new address opens its confirmation link, and then the old link stops working', async () => {
    const { token, payload } = await register({ payment_method: 'bank' });
    const newEmail = uniqueEmail('moved');
    expect((await act(token, 'email', { email: newEmail })).status).toBe(202);
    expect((await view(token)).pendingEmail).toBe(newEmail);
    const confirmationToken = await confirmationTokenTo(newEmail);
    const confirmed = await client.postJson('/web/email-confirmations', { token: confirmationToken });
    expect(confirmed.status).toBe(200);
    const newToken = ((await confirmed.json()) as { token: string }).token;
    // A new personal link: whoever held the old one (whoever asked for the change, say) holds nothing now.
    expect(newToken).not.toBe(token);
    expect((await client.get(`/web/delegate/${token}`)).status).toBe(404);
    const after = await view(newToken);
    expect(after.fields).toContainEqual(expect.objectContaining({ key: 'email', value: newEmail }));
    expect(after.fields).not.toContainEqual(expect.objectContaining({ value: payload.email }));
    expect((await client.postJson('/web/email-confirmations', { token: confirmationToken })).status).toBe(404);
  });

  it('answers the same for an address another registration uses, and tells that address, not the requester', async () => {
    const { token } = await register({ payment_method: 'bank' });
    const other = await register({ payment_method: 'bank' });
    const fresh = await act(token, 'email', { email: uniqueEmail('fresh') });
    const taken = await act(token, 'email', { email: other.payload.email.toUpperCase() });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    // The owner of the address is sent their own page's link; no confirmation for it exists.
    const toOwner = await mailsTo(other.payload.email);
    expect(toOwner.some((mail) => (mail.text ?? '').includes(`/my/${encodeURIComponent(other.token)}`))).toBe(true);
    expect(toOwner.some((mail) => /confirm-email/.test(mail.text ?? ''))).toBe(false);
  });

  it('voids a change asked for before staff revoked the links: its confirmation no longer works', async () => {
    const { token, reference } = await register({ payment_method: 'bank' });
    const newEmail = uniqueEmail('before-revoke');
    expect((await act(token, 'email', { email: newEmail })).status).toBe(202);
    const confirmationToken = await confirmationTokenTo(newEmail);
    const id = Number(token.split('.')[0]);
    await database.store.revokeLinks(id, { actor: 'staff test', at: now });
    expect((await client.postJson('/web/email-confirmations', { token: confirmationToken })).status).toBe(404);
    const detail = await database.store.findRegistration(id);
    expect(detail?.reference).toBe(reference);
    expect(detail?.email).not.toBe(newEmail);
    expect(detail?.pendingEmail ?? undefined).toBeUndefined();
  });

  it('cancels once, with the refund the rule gives paid back and one cancellation e-mail', async () => {
    const online = await register({ payment_method: 'online' });
    await pressOnCheckout(client, online.url ?? '', 'pay');
    const before = await view(online.token);
    const expected = refundFor(event, now, before.paid?.amount ?? 0);
    expect(before.refundIfCancelledNow).toMatchObject({ amount: expected.amount, percent: expected.percent });
    const answers = await Promise.all([act(online.token, 'cancellation'), act(online.token, 'cancellation')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refunded = await eventually(
      () => view(online.token),
      (page) => page.refund?.status === 'paid',
    );
    expect(refunded.refund).toMatchObject({ amount: expected.amount, method: 'card', status: 'paid' });
    expect(refunded.history.find((entry) => entry.event === 'cancelled')?.by).toBe('delegate');
    const notices = (await mailsTo(online.payload.email)).filter((mail) => /cancel/i.test(mail.subject ?? ''));
    expect(notices).toHaveLength(1);
  });

  it('answers a lost-link request with the same sentence whether or not the address registered', async () => {
    const { payload } = await register({ payment_method: 'bank' });
    const known = await client.postJson('/web/delegate-links', { email: payload.email.toUpperCase() });
    const unknown = await client.postJson('/web/delegate-links', { email: uniqueEmail('nobody') });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    expect((await client.postJson('/web/delegate-links', { email: 'not an address' })).status).toBe(422);
    await client.postJson('/web/delegate-links', { email: payload.email });
    const links = (await mailsTo(payload.email)).filter((mail) => (mail.text ?? '').includes(delegatePaths.page));
    const queued = await database.db.query<{ count: number }>(
      `select count(*)::int as count from outbox o join registrations r on r.id = o.registration_id
       where r.email = $1 and o.kind = 'delegate_link'`,
      [payload.email],
    );
    expect(queued[0]?.count).toBe(1);
    expect(links.length).toBeGreaterThanOrEqual(1);
  });
});
