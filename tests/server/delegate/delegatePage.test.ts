// @vitest-environment node
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fixedClock } from '../../../server/clock';
import { delegatePagePath } from '../../../server/delegate/delegateLink';
import { delegateLinkKey, mintDelegateToken } from '../../../server/delegate/delegateToken';
import { event, fees } from '../../../src/model/schemaData';
import { calendarEntries } from '../../../src/rules/calendarEntries';
import { instants, validPayload } from '../helpers/payload';
import { pdfText } from '../helpers/smtpSink';
import { forEachStore } from '../helpers/stores';
import type { TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';

const clock = fixedClock(new Date(instants.earlyBird));
const serverSecret = randomBytes(32);
const key = delegateLinkKey(serverSecret);
const siteUrl = 'https://seminar.example.org';

interface Registered {
  state: string;
  reference: string;
  amount: number;
  currency: string;
  link: string;
  url?: string;
}

/** The token at the end of a link. */
const tokenOf = (link: string) => new URL(link).pathname.slice(delegatePagePath.length);

/** The e-mails queued for a registration, by kind. */
async function queuedKinds(database: TestDatabase, email: string): Promise<string[]> {
  const rows = await database.db.query<{ kind: string }>(
    'select o.kind from outbox o join registrations r on r.id = o.registration_id where lower(r.email) = lower($1) order by o.id',
    [email],
  );
  return rows.map((row) => row.kind);
}

/** A calendar's events, unfolded (RFC 5545 3.1), each as its properties by name. */
function calendarEvents(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

forEachStore((database) => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startTestServer({ store: database().store, clock, serverSecret, siteUrl });
    client = new Client(server.baseUrl);
    await client.handshake();
  });
  afterAll(() => server.close());

  async function register(overrides = {}): Promise<{ payload: ReturnType<typeof validPayload>; body: Registered }> {
    const payload = validPayload('earlyBird', overrides);
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status).toBe(201);
    return { payload, body: (await response.json()) as Registered };
  }

  describe('the personal link', () => {
    it('comes with the first answer: reference, amount and the absolute link to the page', async () => {
      const { payload, body } = await register({ payment_method: 'bank' });
      const fee = fees.options.find((option) => option.value === payload.fee_category);
      expect(body).toMatchObject({ state: 'success', amount: fee?.price, currency: fees.currency });
      expect(body.link.startsWith(`${siteUrl}${delegatePagePath}`)).toBe(true);

      const page = await client.get(`/web/delegate/${tokenOf(body.link)}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('x-robots-tag')).toContain('noindex');
      const { data } = (await page.json()) as { data: Record<string, unknown> & { fields: { key: string }[] } };
      expect(data.reference).toBe(body.reference);
      expect(data.state).toBe('awaiting_payment');
      expect(data.fields.map((field) => field.key)).toEqual(expect.arrayContaining(Object.keys(payload)));
      expect(data.documents).toEqual({ invoice: true, receipt: false, calendar: true });
      // Nothing of staff: the history names kinds of actors only.
      expect(JSON.stringify(data)).not.toMatch(/staff [^"]*@/);
    });

    it('answers 404 with nothing for a wrong, truncated, revoked, another key’s or a deleted registration’s token', async () => {
      const { body } = await register({ payment_method: 'bank' });
      const token = tokenOf(body.link);
      const { data } = (await (await client.get(`/web/delegate/${token}`)).json()) as { data: { reference: string } };
      const detail = await database().store.findRegistrationByReference(data.reference);
      if (!detail) throw new Error('not stored');
      const wrong = [
        `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
        token.slice(0, -1),
        mintDelegateToken(delegateLinkKey(randomBytes(32)), detail.id, 1),
        'not-a-token',
      ];
      const answers = await Promise.all(wrong.map((text) => client.get(`/web/delegate/${encodeURIComponent(text)}`)));
      const bodies = await Promise.all(answers.map((answer) => answer.json()));
      expect(answers.map((answer) => answer.status)).toEqual(wrong.map(() => 404));
      expect(new Set(bodies.map((answer) => JSON.stringify(answer))).size).toBe(1);
      const notFound = bodies[0];

      await database().store.revokeDelegateLink(detail.id, { actor: 'staff alice@example.org', at: clock() });
      const revoked = await client.get(`/web/delegate/${token}`);
      expect(revoked.status).toBe(404);
      expect(await revoked.json()).toEqual(notFound);
      const current = mintDelegateToken(key, detail.id, 2);
      expect((await client.get(`/web/delegate/${current}`)).status).toBe(200);
      for (const document of ['invoice.pdf', 'calendar.ics'])
        expect((await client.get(`/web/delegate/${token}/${document}`)).status).toBe(404);

      await database().db.query('delete from registrations where id = $1', [detail.id]);
      expect((await client.get(`/web/delegate/${current}`)).status).toBe(404);
    });
  });

  describe('the documents', () => {
    it('a bank transfer’s invoice; the receipt once paid, with what was paid; a calendar of the meetings and the dinner', async () => {
      const { payload, body } = await register({ payment_method: 'bank', join_gala_dinner: 'Yes' });
      const token = tokenOf(body.link);
      const invoice = await client.get(`/web/delegate/${token}/invoice.pdf`);
      expect(invoice.status).toBe(200);
      expect(invoice.headers.get('content-type')).toBe('application/pdf');
      expect(await pdfText(Buffer.from(await invoice.arrayBuffer()))).toContain(body.reference);
      expect((await client.get(`/web/delegate/${token}/receipt.pdf`)).status).toBe(404);

      const calendar = await client.get(`/web/delegate/${token}/calendar.ics`);
      expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
      const events = calendarEvents(await calendar.text());
      const expected = calendarEntries(event, fees, { feeCategory: payload.fee_category, joinGalaDinner: 'Yes' });
      expect(events.map((entry) => entry['DTSTART;VALUE=DATE'])).toEqual(
        expected.map((entry) => entry.firstDay.replace(/-/g, '')),
      );
      expect(expected.some((entry) => entry.kind === 'dinner')).toBe(true);
      expect(events.every((entry) => entry.LOCATION?.includes(event.venue.name.en))).toBe(true);

      const detail = await database().store.findRegistrationByReference(body.reference);
      if (!detail) throw new Error('not stored');
      await database().store.applyEvent(
        detail.id,
        {
          type: 'payment_confirmed',
          cause: 'staff',
          amount: body.amount,
          currency: body.currency,
          paidOn: '2025-09-02',
        },
        { actor: 'staff alice@example.org', at: clock() },
      );
      const receipt = await client.get(`/web/delegate/${token}/receipt.pdf`);
      expect(receipt.status).toBe(200);
      const text = await pdfText(Buffer.from(await receipt.arrayBuffer()));
      expect(text).toContain(body.reference);
      expect(text).toContain(body.amount.toLocaleString('en-US'));
    });
  });

  describe('a repeat submission', () => {
    it('hands out nothing of the registration kept, and e-mails its link at most once per 10 minutes', async () => {
      const { payload } = await register({ payment_method: 'online' });
      const again = await client.postJson('/web/registrations', { ...payload, email: payload.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ state: 'duplicate' });
      const third = await client.postJson('/web/registrations', { ...payload, payment_method: 'bank' });
      expect(third.status).toBe(409);
      expect(await queuedKinds(database(), payload.email)).toEqual(['delegate_link']);
    });

    it('answers the 422 "already registered" for a bank registration, without its reference, and e-mails the link', async () => {
      const { payload, body } = await register({ payment_method: 'bank' });
      const again = await client.postJson('/web/registrations', { ...payload, payment_method: 'online' });
      expect(again.status).toBe(422);
      const text = await again.text();
      expect(text).not.toContain(body.reference);
      expect(text).not.toMatch(/https?:|checkout|registration\//);
      expect(await queuedKinds(database(), payload.email)).toEqual(['bank_acknowledgement', 'delegate_link']);
    });
  });

  describe('Find my registration', () => {
    it('always answers the same; e-mails the link when the address is registered; limits each address', async () => {
      const { payload } = await register({ payment_method: 'bank' });
      const known = await client.postJson('/web/registration-link', { email: ` ${payload.email.toUpperCase()} ` });
      const unknown = await client.postJson('/web/registration-link', { email: `nobody.${payload.email}` });
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(await known.json()).toEqual(await unknown.json());
      expect(await queuedKinds(database(), payload.email)).toEqual(['bank_acknowledgement', 'delegate_link']);
      // Asked again within 10 minutes: the same answer, no second e-mail.
      expect((await client.postJson('/web/registration-link', { email: payload.email })).status).toBe(202);
      expect(await queuedKinds(database(), payload.email)).toEqual(['bank_acknowledgement', 'delegate_link']);

      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push((await client.postJson('/web/registration-link', { email: payload.email })).status);
      expect(statuses.at(-1)).toBe(429);
      expect((await client.postJson('/web/registration-link', { email: 'not an address' })).status).toBe(422);
    });
  });
});
