import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { event, fees } from '../../core/model/schemaData';
import { fixedClock } from '../../server/clock';
import { parseStripeApiUrl } from '../../server/config';
import { loadInvoiceFont } from '../../server/invoice/invoiceFont';
import { smtpTransport } from '../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../server/mail/outboxSender';
import { feeCategoryText, textsFor } from '../../server/mail/texts';
import { stripeCheckout } from '../../server/payments/stripeCheckout';
import { stripeWebhookPath } from '../../server/payments/stripeWebhook';
import { englishText } from '../../server/text';
import { periods } from '../support/eventTimes';
import { eventually } from './helpers/eventually';
import { instants, validPayload } from './helpers/payload';
import { senderLinks } from './helpers/senderLinks';
import { type SmtpSink, startSmtpSink } from './helpers/smtpSink';
import { countRegistrations, onDefaultStore } from './helpers/stores';
import {
  signedWebhookHeaders,
  type StandInSession,
  startStripeStandIn,
  stripeError,
  type StripeStandIn,
} from './helpers/stripeStandIn';
import type { TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

const clock = fixedClock(new Date(instants.earlyBird));
const webhookSecret = 'whsec_test_standin_secret';
const siteUrl = 'https://seminar.example.org';
const checkoutUnavailable = {
  message: 'The payment page could not be opened. Please try again later.',
  messageText: { key: 'server.api.checkoutUnavailable' },
};

interface RegistrationFacts {
  id: number;
  reference: string;
  state: string;
  checkouts: { sessionId: string; status: string }[];
  confirmations: number;
  historyEvents: string[];
}

/** What the database holds about the registration of an e-mail: state, checkouts, queued confirmations, history. */
async function factsOf(database: TestDatabase, email: string): Promise<RegistrationFacts> {
  const { db } = database;
  const rows = await db.query<{ id: number; reference: string; state: string }>(
    'select id, reference, state from registrations where lower(email) = lower($1)',
    [email],
  );
  const registration = rows[0];
  if (!registration) throw new Error(`no registration for ${email}`);
  const checkouts = await db.query<{ session_id: string; status: string }>(
    'select session_id, status from payments where registration_id = $1 order by id',
    [registration.id],
  );
  const confirmations = await db.query<{ count: number }>(
    "select count(*)::int as count from outbox where registration_id = $1 and kind = 'online_confirmation'",
    [registration.id],
  );
  const history = await db.query<{ event: string }>(
    'select event from registration_history where registration_id = $1 order by id',
    [registration.id],
  );
  return {
    ...registration,
    checkouts: checkouts.map((row) => ({ sessionId: row.session_id, status: row.status })),
    confirmations: confirmations[0]?.count ?? 0,
    historyEvents: history.map((row) => row.event),
  };
}

onDefaultStore((database) => {
  let standIn: StripeStandIn;
  let server: TestServer;
  let client: Client;
  let sink: SmtpSink;
  let sender: OutboxSender;

  beforeAll(async () => {
    sink = await startSmtpSink();
    sender = startOutboxSender({
      store: database().store,
      transport: smtpTransport(sink.url),
      from: 'Seminar <seminar@example.org>',
      font: loadInvoiceFont('none'),
      pollMs: 500,
      ...senderLinks(siteUrl),
    });
    standIn = await startStripeStandIn();
    const provider = stripeCheckout({
      secretKey: standIn.secretKey,
      webhookSecret,
      apiAddress: parseStripeApiUrl(standIn.url),
      siteUrl,
    });
    server = await startTestServer({ store: database().store, clock, paymentProvider: provider });
    client = new Client(server.baseUrl);
    await client.handshake();
  });
  afterAll(async () => {
    await sender.stop();
    await server.close();
    await standIn.close();
    await sink.stop();
  });

  /** The e-mails the SMTP server received for an address, once the registration's outbox holds nothing unsent. */
  async function mailsTo(email: string) {
    const unsent = () =>
      database().db.query<{ count: number }>(
        "select count(*)::int as count from outbox o join registrations r on r.id = o.registration_id where lower(r.email) = lower($1) and o.status <> 'sent'",
        [email],
      );
    const left = await eventually(unsent, (rows) => rows[0]?.count === 0);
    expect(left[0]?.count).toBe(0);
    return sink.received.filter(
      (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text.toLowerCase() === email.toLowerCase(),
    );
  }
  beforeEach(() => standIn.answerNormally());

  /** Registers online; answers the payload, the answer's url and the stand-in's session. */
  async function registerOnline(overrides = {}) {
    const payload = validPayload(periods.first, { payment_method: 'online', ...overrides });
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { state: string; url: string; reference: string; token: string };
    expect(body.state).toBe('success_stripe');
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === body.url);
    if (!session) throw new Error(`the answer's url ${body.url} is no session of the stand-in`);
    return { payload, url: body.url, reference: body.reference, token: body.token, session };
  }

  /** Pay on the delegate's own page: the only way to a checkout after the first one. */
  function payAgain(token: string, on: Client = client): Promise<Response> {
    return on.postJson(`/web/delegate/${token}/checkout`, {});
  }

  /** Posts an event as Stripe delivers it: raw JSON, signed (by default with the right secret, now). */
  function deliver(
    payload: unknown,
    options: { secret?: string; timestamp?: number; body?: string } = {},
  ): Promise<Response> {
    const body = options.body ?? JSON.stringify(payload);
    const headers = signedWebhookHeaders(JSON.stringify(payload), options.secret ?? webhookSecret, options.timestamp);
    return fetch(new URL(stripeWebhookPath, server.baseUrl), { method: 'POST', headers, body });
  }

  function sessionEvent(type: string, session: StandInSession) {
    return standIn.event(type, session);
  }

  async function providerEventCount(eventId: string): Promise<number> {
    const rows = await database().db.query<{ count: number }>(
      'select count(*)::int as count from provider_events where event_id = $1',
      [eventId],
    );
    return rows[0]?.count ?? 0;
  }

  describe('opening the checkout', () => {
    it("answers success_stripe with the Stripe session's url, the session built from the stored registration alone", async () => {
      const before = standIn.requestsTo('POST', '/v1/checkout/sessions').length;
      const { payload, url, reference, token, session } = await registerOnline();
      const fee = fees.options.find((option) => option.value === payload.fee_category);
      if (!fee) throw new Error('the payload has no fee of schemas/fees.json');

      expect(url).toBe(`${standIn.url}/c/pay/${session.id}`);
      const facts = await factsOf(database(), payload.email);
      expect(reference).toBe(facts.reference);
      expect(facts.checkouts).toEqual([{ sessionId: session.id, status: 'pending' }]);

      const creates = standIn.requestsTo('POST', '/v1/checkout/sessions');
      expect(creates).toHaveLength(before + 1);
      const sent = creates.at(-1);
      const eventTitle = englishText('header.eventTitle', { acronym: event.bodyAcronym, year: String(event.year) });
      const metadata = { reference: facts.reference, registration_id: String(facts.id) };
      const expiresAt = Number(sent?.form.expires_at);
      expect(sent?.form).toEqual({
        mode: 'payment',
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: fees.currency.toLowerCase(),
              unit_amount: String(fee.price * 100),
              product_data: { name: feeCategoryText(textsFor('en').text, fee.value), description: eventTitle },
            },
          },
        ],
        customer_email: payload.email,
        client_reference_id: facts.reference,
        metadata,
        payment_intent_data: { description: `${eventTitle}: ${facts.reference}`, metadata },
        // Registered in English: Stripe's page in English.
        locale: 'en',
        // The provider keeps both return addresses: no token in either (the tab that left for the checkout kept it).
        success_url: `${siteUrl}/thankMessage?payment=online`,
        cancel_url: `${siteUrl}/my/?checkout=cancelled`,
        expires_at: String(expiresAt),
      });
      expect(JSON.stringify(sent?.form)).not.toContain(token.split('.')[2]);
      // About 30 minutes from Stripe's now (the real clock, not the registration clock on the event's days): 31 to 36.
      const now = Date.now() / 1000;
      expect(expiresAt - now).toBeGreaterThan(30 * 60);
      expect(expiresAt - now).toBeLessThanOrEqual(36 * 60 + 1);
      expect(sent?.headers.authorization).toBe(`Bearer ${standIn.secretKey}`);
      // The attempt's key, with the five-minute window that the expiry is counted from.
      const window = (expiresAt - 31 * 60) / 300 - 1;
      expect(Number.isInteger(window)).toBe(true);
      expect(sent?.headers['idempotency-key']).toBe(
        `${facts.reference}/${(await createdAt(facts.id)).toISOString()}/checkout-1/${window}`,
      );
      // The category's text in the line item is the one the form's fee grid shows.
      expect(feeCategoryText(textsFor('en').text, fee.value)).toContain(englishText('fees.row.cm'));
      expect(session.amount_total).toBe(fee.price * 100);
    });

    it("opens Stripe's page in the language the delegate registered in, names the fee in it, and leads back in it", async () => {
      const expected = { 'zh-Hant': 'zh-TW', 'zh-Hans': 'zh', en: 'en' } as const;
      const englishFee = (fee: string) => feeCategoryText(textsFor('en').text, fee);
      for (const [language, locale] of Object.entries(expected)) {
        const payload = validPayload(periods.first, { payment_method: 'online' });
        const { text } = textsFor(language);
        const response = await client.postJson('/web/registrations', payload, {
          headers: { 'content-language': language },
        });
        expect(response.status).toBe(201);
        const { token } = (await response.json()) as { token: string };
        const sent = standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1);
        const lang = language === 'en' ? '' : `&lang=${language}`;
        const fee = feeCategoryText(text, payload.fee_category);
        const eventTitle = text('header.eventTitle', { acronym: event.bodyAcronym, year: String(event.year) });
        // The line item Stripe's page shows: the fee as the form's grid names it, under the event's title, both in the
        // delegate's language; not a word of the English in a Chinese one.
        if (language !== 'en') expect(fee).not.toContain(englishFee(payload.fee_category).split(' - ')[0]);
        expect(sent?.form).toMatchObject({
          line_items: [{ price_data: { product_data: { name: fee, description: eventTitle } } }],
          locale,
          success_url: `${siteUrl}/thankMessage?payment=online${lang}`,
          cancel_url: `${siteUrl}/my/?checkout=cancelled${lang}`,
        });
        expect(JSON.stringify(sent?.form)).not.toContain(token.split('.')[2]);
      }
    });

    it("opens one session when Stripe's answer is lost on the way: the SDK's retry repeats the idempotency key", async () => {
      const before = standIn.sessions.size;
      standIn.dropNextAnswer();
      const { payload, session } = await registerOnline();
      const creates = standIn.requestsTo('POST', '/v1/checkout/sessions').slice(-2);
      expect(creates).toHaveLength(2);
      expect(creates[0]?.headers['idempotency-key']).toBe(creates[1]?.headers['idempotency-key']);
      expect(standIn.sessions.size).toBe(before + 1);
      expect((await factsOf(database(), payload.email)).checkouts).toEqual([
        { sessionId: session.id, status: 'pending' },
      ]);
    });

    it('answers 502 with the section 8 message and keeps no registration when Stripe answers an error; a retry registers', async () => {
      const payload = validPayload(periods.first, { payment_method: 'online' });
      standIn.answerWith(stripeError(500, 'api_error', 'Something went wrong on our end.'));
      const failed = await client.postJson('/web/registrations', payload);
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual(checkoutUnavailable);
      expect(await countRegistrations(database(), payload.email)).toBe(0);

      standIn.answerNormally();
      const retry = await client.postJson('/web/registrations', payload);
      expect(retry.status).toBe(201);
      expect(((await retry.json()) as { state: string }).state).toBe('success_stripe');
    });

    it('answers 502 and keeps nothing when Stripe answers nonsense: not JSON, no url, or another amount', async () => {
      const nonsense = [
        { status: 200, body: '<html>gateway</html>', contentType: 'text/html' },
        {
          status: 200,
          body: JSON.stringify({
            id: 'cs_test_x',
            object: 'checkout.session',
            url: null,
            amount_total: 1,
            currency: 'usd',
          }),
        },
        {
          status: 200,
          body: JSON.stringify({
            id: 'cs_test_y',
            object: 'checkout.session',
            url: 'https://checkout.example/pay',
            amount_total: 1,
            currency: 'usd',
          }),
        },
        { status: 200, body: '[]' },
      ];
      for (const answer of nonsense) {
        standIn.answerWith(answer);
        const payload = validPayload(periods.first, { payment_method: 'online' });
        const response = await client.postJson('/web/registrations', payload);
        expect(response.status, answer.body).toBe(502);
        expect(await response.json()).toEqual(checkoutUnavailable);
        expect(await countRegistrations(database(), payload.email)).toBe(0);
      }
    });
  });

  async function createdAt(id: number): Promise<Date> {
    const rows = await database().db.query<{ created_at: Date }>('select created_at from registrations where id = $1', [
      id,
    ]);
    if (!rows[0]) throw new Error('no registration');
    return rows[0].created_at;
  }

  describe('the webhook', () => {
    it('checkout.session.completed makes the registration paid and sends exactly one confirmation e-mail, even when replayed', async () => {
      const { payload, session } = await registerOnline();
      const completed = sessionEvent('checkout.session.completed', standIn.complete(session.id));

      const first = await deliver(completed);
      expect(first.status).toBe(200);
      let facts = await factsOf(database(), payload.email);
      expect(facts.state).toBe('paid');
      expect(facts.checkouts).toEqual([{ sessionId: session.id, status: 'paid' }]);
      expect(facts.confirmations).toBe(1);
      const mails = await mailsTo(payload.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(
        englishText('email.onlineConfirmation.subject', {
          acronym: event.bodyAcronym,
          year: String(event.year),
          reference: facts.reference,
        }),
      );

      const again = await deliver(completed);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, repeat: true });
      facts = await factsOf(database(), payload.email);
      expect(facts.confirmations).toBe(1);
      expect(facts.historyEvents.filter((name) => name === 'payment_confirmed')).toHaveLength(1);
      expect(await providerEventCount(String(completed.id))).toBe(1);
      expect(await mailsTo(payload.email)).toHaveLength(1);

      const paid = await database().db.query<{ paid_amount: number; paid_currency: string }>(
        'select paid_amount, paid_currency from registrations where lower(email) = lower($1)',
        [payload.email],
      );
      expect(paid[0]).toEqual({
        paid_amount: fees.options.find((option) => option.value === payload.fee_category)?.price,
        paid_currency: fees.currency,
      });

      // Paid, the e-mail is taken.
      const taken = await client.postJson('/web/registrations', payload);
      expect(taken.status).toBe(422);
    });

    it('the same event delivered at once on several connections confirms once and e-mails once', async () => {
      const { payload, session } = await registerOnline();
      const completed = sessionEvent('checkout.session.completed', standIn.complete(session.id));
      const answers = await Promise.all([deliver(completed), deliver(completed), deliver(completed)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const facts = await factsOf(database(), payload.email);
      expect(facts.state).toBe('paid');
      expect(facts.confirmations).toBe(1);
      expect(await mailsTo(payload.email)).toHaveLength(1);
    });

    it('refuses a forged signature, a tampered body and a missing signature with 400, changing nothing', async () => {
      const { payload, session } = await registerOnline();
      const completed = sessionEvent('checkout.session.completed', standIn.complete(session.id));

      const forged = await deliver(completed, { secret: 'whsec_not_the_one' });
      expect(forged.status).toBe(400);
      expect(await forged.json()).toEqual({ message: 'The webhook signature could not be verified.' });

      const tampered = await deliver(completed, {
        body: JSON.stringify({ ...completed, type: 'checkout.session.completed', extra: 1 }),
      });
      expect(tampered.status).toBe(400);

      const unsigned = await fetch(new URL(stripeWebhookPath, server.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(completed),
      });
      expect(unsigned.status).toBe(400);

      const facts = await factsOf(database(), payload.email);
      expect(facts.state).toBe('awaiting_payment');
      expect(facts.confirmations).toBe(0);
      expect(await providerEventCount(String(completed.id))).toBe(0);
    });

    it('refuses an event signed more than five minutes ago (a replayed old delivery) with 400', async () => {
      const { payload, session } = await registerOnline();
      const completed = sessionEvent('checkout.session.completed', standIn.complete(session.id));
      const old = await deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      expect(old.status).toBe(400);
      expect((await factsOf(database(), payload.email)).state).toBe('awaiting_payment');
      // Within the tolerance the same event is taken.
      const recent = await deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 60 });
      expect(recent.status).toBe(200);
      expect((await factsOf(database(), payload.email)).state).toBe('paid');
    });

    it('answers 400 to a signed body that is not an event it can read, never 5xx', async () => {
      const bodies = [
        'not json',
        '{}',
        '[]',
        'null',
        JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { object: 'charge' } } }),
      ];
      for (const body of bodies) {
        const headers = signedWebhookHeaders(body, webhookSecret);
        const response = await fetch(new URL(stripeWebhookPath, server.baseUrl), { method: 'POST', headers, body });
        expect(response.status, body).toBe(400);
      }
      const empty = await fetch(new URL(stripeWebhookPath, server.baseUrl), {
        method: 'POST',
        headers: signedWebhookHeaders('', webhookSecret),
      });
      expect(empty.status).toBe(400);
      for (const signature of ['garbage', 't=1,v1=00', 't=,v1=', 'v1=abc', `t=${Math.floor(Date.now() / 1000)}`]) {
        const odd = await fetch(new URL(stripeWebhookPath, server.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: '{}',
        });
        expect(odd.status, signature).toBe(400);
      }
      // The body is read as bytes whatever its type: the signature is the check, not the content type.
      const payload = JSON.stringify({
        id: 'evt_bytes',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      const asBytes = await fetch(new URL(stripeWebhookPath, server.baseUrl), {
        method: 'POST',
        headers: { 'stripe-signature': signedWebhookHeaders(payload, webhookSecret)['stripe-signature'] },
        body: new TextEncoder().encode(payload),
      });
      expect(asBytes.status).toBe(200);
    });

    it('acknowledges other event types and sessions it never opened with 200, changing nothing', async () => {
      const { payload, session } = await registerOnline();
      const other = {
        ...sessionEvent('payment_intent.succeeded', session),
        data: { object: { id: 'pi_1', object: 'payment_intent' } },
      };
      expect((await deliver(other)).status).toBe(200);
      const stranger = sessionEvent('checkout.session.completed', {
        ...standIn.complete(session.id),
        id: 'cs_test_someone_else',
      });
      expect((await deliver(stranger)).status).toBe(200);
      const facts = await factsOf(database(), payload.email);
      expect(facts.state).toBe('awaiting_payment');
      expect(facts.checkouts).toEqual([{ sessionId: session.id, status: 'pending' }]);
    });

    it('records an amount or currency that differs from the fee and does not accept it', async () => {
      const { payload, session } = await registerOnline();
      const paidSession = standIn.complete(session.id);
      const cheaper = sessionEvent('checkout.session.completed', {
        ...paidSession,
        amount_total: paidSession.amount_total - 100,
      });
      // A currency other than the event's (schemas/fees.json).
      const expectedCurrency = fees.currency.toLowerCase();
      const otherCurrency = expectedCurrency === 'eur' ? 'usd' : 'eur';
      const elsewhere = sessionEvent('checkout.session.completed', { ...paidSession, currency: otherCurrency });
      for (const wrong of [cheaper, elsewhere]) {
        const response = await deliver(wrong);
        expect(response.status).toBe(200);
        const rows = await database().db.query<{
          action: string;
          details: { mismatch?: boolean; expected: unknown; received: unknown };
        }>('select action, details from provider_events where event_id = $1', [String(wrong.id)]);
        expect(rows[0]?.action).toBe('noted');
        expect(rows[0]?.details.mismatch).toBe(true);
        expect(rows[0]?.details.expected).toEqual({ amount: paidSession.amount_total, currency: expectedCurrency });
      }
      const facts = await factsOf(database(), payload.email);
      expect(facts.state).toBe('awaiting_payment');
      expect(facts.confirmations).toBe(0);
    });

    it('a delayed payment method: completed unpaid waits, async_payment_succeeded pays once', async () => {
      const { payload, session } = await registerOnline();
      const processing = standIn.complete(session.id, 'unpaid');
      expect((await deliver(sessionEvent('checkout.session.completed', processing))).status).toBe(200);
      expect((await factsOf(database(), payload.email)).state).toBe('awaiting_payment');

      // Meanwhile the same e-mail submitted again is the spec's duplicate: a second session could charge twice.
      const again = await client.postJson('/web/registrations', payload);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ state: 'duplicate', linkSent: true });

      const succeeded = sessionEvent('checkout.session.async_payment_succeeded', standIn.complete(session.id, 'paid'));
      expect((await deliver(succeeded)).status).toBe(200);
      const facts = await factsOf(database(), payload.email);
      expect(facts.state).toBe('paid');
      expect(facts.confirmations).toBe(1);
    });

    it('async_payment_failed ends the checkout unpaid and the delegate can pay again', async () => {
      const { payload, session, url, token } = await registerOnline();
      standIn.complete(session.id, 'unpaid');
      expect((await deliver(sessionEvent('checkout.session.async_payment_failed', session))).status).toBe(200);
      expect((await factsOf(database(), payload.email)).state).toBe('checkout_expired');
      const again = await payAgain(token);
      expect(again.status).toBe(200);
      const body = (await again.json()) as { url: string };
      expect(body.url).not.toBe(url);
    });
  });

  describe("no dead end for an unpaid online registration: Pay on the delegate's page", () => {
    it('expired: Pay on the page gets a fresh Stripe checkout for the same registration', async () => {
      const { payload, session, url, reference, token } = await registerOnline();
      const expired = sessionEvent('checkout.session.expired', standIn.expire(session.id));
      expect((await deliver(expired)).status).toBe(200);
      let facts = await factsOf(database(), payload.email);
      expect(facts.state).toBe('checkout_expired');

      const again = await payAgain(token);
      expect(again.status).toBe(200);
      const body = (await again.json()) as { url: string };
      expect(body.url).not.toBe(url);
      const fresh = [...standIn.sessions.values()].find((candidate) => candidate.url === body.url);
      expect(fresh?.client_reference_id).toBe(reference);
      // Opened from the personal page, yet neither return address the provider keeps names it.
      expect([fresh?.success_url, fresh?.cancel_url]).toEqual([
        `${siteUrl}/thankMessage?payment=online`,
        `${siteUrl}/my/?checkout=cancelled`,
      ]);
      expect(JSON.stringify(standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.form)).not.toContain(
        token.split('.')[2],
      );
      expect(standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.headers['idempotency-key']).toMatch(
        /\/checkout-2\/\d+$/,
      );

      facts = await factsOf(database(), payload.email);
      expect(await countRegistrations(database(), payload.email)).toBe(1);
      expect(facts.state).toBe('awaiting_payment');
      expect(facts.checkouts.map((checkout) => checkout.status)).toEqual(['expired', 'pending']);
      expect(facts.historyEvents).toEqual(['registered', 'checkout_expired', 'checkout_reopened']);

      // The fresh checkout pays as the first would have.
      if (!fresh) throw new Error('no fresh session');
      expect((await deliver(sessionEvent('checkout.session.completed', standIn.complete(fresh.id)))).status).toBe(200);
      facts = await factsOf(database(), payload.email);
      expect(facts.state).toBe('paid');
      expect(facts.confirmations).toBe(1);
      // The old session's late expiry event changes nothing.
      expect((await deliver(sessionEvent('checkout.session.expired', session))).status).toBe(200);
      expect((await factsOf(database(), payload.email)).state).toBe('paid');
    });

    it("still open (abandoned or cancelled on Stripe's page): the same page again, no second session", async () => {
      const { url, token } = await registerOnline();
      const creates = standIn.requestsTo('POST', '/v1/checkout/sessions').length;
      const again = await payAgain(token);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { url: string }).url).toBe(url);
      expect(standIn.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(creates);
    });

    it('expired at Stripe before its webhook arrived: a fresh checkout, the old one recorded as expired', async () => {
      const { payload, session, url, token } = await registerOnline();
      standIn.expire(session.id);
      const again = await payAgain(token);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { url: string }).url).not.toBe(url);
      const facts = await factsOf(database(), payload.email);
      expect(facts.checkouts.map((checkout) => checkout.status)).toEqual(['expired', 'pending']);
    });

    it('an open session with less than 10 minutes left is closed at Stripe and replaced by a fresh one', async () => {
      const { payload, session, url, token } = await registerOnline();
      session.expires_at = Math.floor(Date.now() / 1000) + 5 * 60;
      const again = await payAgain(token);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { url: string }).url).not.toBe(url);
      expect(standIn.requestsTo('POST', `/v1/checkout/sessions/${session.id}/expire`)).toHaveLength(1);
      expect(session.status).toBe('expired');
      const facts = await factsOf(database(), payload.email);
      expect(facts.checkouts.map((checkout) => checkout.status)).toEqual(['expired', 'pending']);
    });

    it('Pay pressed twice at once opens at most one fresh session', async () => {
      const { payload, session, token } = await registerOnline();
      await deliver(sessionEvent('checkout.session.expired', standIn.expire(session.id)));
      const before = standIn.sessions.size;
      const answers = await Promise.all([payAgain(token), payAgain(token)]);
      const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { url?: string }[];
      // The two requests carry one idempotency key and the same parameters: Stripe answers both with one session.
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(new Set(bodies.map((body) => body.url)).size).toBe(1);
      expect(standIn.sessions.size).toBe(before + 1);
      const facts = await factsOf(database(), payload.email);
      expect(facts.checkouts.map((checkout) => checkout.status)).toEqual(['expired', 'pending']);
    });

    it("a Stripe server error, which Stripe replays for its key, holds only until the key's five-minute window has passed", async () => {
      let now = Math.floor(Date.now() / 1000);
      const clockedProvider = stripeCheckout({
        secretKey: standIn.secretKey,
        webhookSecret,
        apiAddress: parseStripeApiUrl(standIn.url),
        siteUrl,
        nowSeconds: () => now,
      });
      const other = await startTestServer({ store: database().store, clock, paymentProvider: clockedProvider });
      try {
        const otherClient = new Client(other.baseUrl);
        await otherClient.handshake();
        const payload = validPayload(periods.first, { payment_method: 'online' });
        const first = await otherClient.postJson('/web/registrations', payload);
        expect(first.status).toBe(201);
        const { token } = (await first.json()) as { token: string };
        const { checkouts } = await factsOf(database(), payload.email);
        await deliver(sessionEvent('checkout.session.expired', standIn.expire(checkouts[0].sessionId)));

        standIn.answerWith(stripeError(500, 'api_error', 'Something went wrong on our end.'));
        expect((await payAgain(token, otherClient)).status).toBe(502);
        standIn.answerNormally();
        // Same window: Stripe answers the stored error again.
        expect((await payAgain(token, otherClient)).status).toBe(502);
        now += 5 * 60;
        const later = await payAgain(token, otherClient);
        expect(later.status).toBe(200);
        expect(((await later.json()) as { url: string }).url).toMatch(/^http/);
        expect((await factsOf(database(), payload.email)).checkouts.map((checkout) => checkout.status)).toEqual([
          'expired',
          'pending',
        ]);
      } finally {
        await other.close();
      }
    });

    it('paid at Stripe before its webhook arrived: under way, never a second session', async () => {
      const { session, token } = await registerOnline();
      standIn.complete(session.id);
      const creates = standIn.requestsTo('POST', '/v1/checkout/sessions').length;
      const again = await payAgain(token);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        message: englishText('delegateApi.paymentUnderWay'),
        messageText: { key: 'delegateApi.paymentUnderWay' },
      });
      expect(standIn.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(creates);
    });

    it('Stripe unreachable when paying again: 502 with a message, the registration as it was', async () => {
      const { payload, session, token } = await registerOnline();
      standIn.expire(session.id);
      await deliver(sessionEvent('checkout.session.expired', session));
      standIn.answerWith(stripeError(503, 'api_error', 'Service unavailable'));
      const again = await payAgain(token);
      expect(again.status).toBe(502);
      expect(await again.json()).toEqual({
        message: englishText('delegateApi.checkoutUnavailable'),
        messageText: { key: 'delegateApi.checkoutUnavailable' },
      });
      const facts = await factsOf(database(), payload.email);
      expect(facts.state).toBe('checkout_expired');
      expect(facts.checkouts.map((checkout) => checkout.status)).toEqual(['expired']);

      standIn.answerNormally();
      const later = await payAgain(token);
      expect(later.status).toBe(200);
    });
  });
});
