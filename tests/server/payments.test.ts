import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event, fees } from '../../core/model/schemaData';
import { isFeeAllowed } from '../../core/rules/fees';
import { fixedClock } from '../../server/clock';
import type { PaymentProvider } from '../../server/payments/PaymentProvider';
import { periods } from '../support/eventTimes';
import { priceText, thousands } from '../support/schemaTexts';
import { formToken, postForm } from './helpers/localCheckout';
import { instants, regionWithAuthorities, validPayload } from './helpers/payload';
import { countRegistrations, onDefaultStore } from './helpers/stores';
import type { TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

const clock = fixedClock(new Date(instants.earlyBird));

async function paymentStatus(database: TestDatabase, email: string): Promise<string | null | undefined> {
  const rows = await database.db.query<{ status: string | null }>(
    'select p.status from registrations r left join payments p on p.registration_id = r.id where r.email = $1',
    [email],
  );
  return rows[0]?.status;
}

/** The statuses of a registration's checkouts, oldest first. */
async function checkoutStatuses(database: TestDatabase, email: string): Promise<string[]> {
  const rows = await database.db.query<{ status: string }>(
    'select p.status from registrations r join payments p on p.registration_id = r.id where r.email = $1 order by p.id',
    [email],
  );
  return rows.map((row) => row.status);
}

onDefaultStore((database) => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startTestServer({ store: database().store, clock });
    client = new Client(server.baseUrl);
    await client.handshake();
  });
  afterAll(() => server.close());

  /** Registers online and opens the checkout page; answers the page's path, html and the payload. */
  async function registerOnline(overrides = {}) {
    const payload = validPayload(periods.first, { payment_method: 'online', ...overrides });
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { state: string; url: string; token: string };
    expect(body.state).toBe('success_stripe');
    const page = await client.get(body.url);
    return { payload, url: body.url, token: body.token, page, html: await page.text() };
  }

  /** Pay on the delegate's own page: the only way to a checkout after the first one. */
  function payAgain(token: string): Promise<Response> {
    return client.postJson(`/web/delegate/${token}/checkout`, {});
  }

  describe('bank transfer', () => {
    it("answers { state: 'success', reference, token } and keeps the registration without a payment", async () => {
      const payload = validPayload(periods.first, { payment_method: 'bank' });
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(201);
      const reference = new RegExp(`^${event.referencePrefix}-\\d{4,}$`);
      expect(await response.json()).toEqual({
        state: 'success',
        reference: expect.stringMatching(reference),
        token: expect.stringMatching(/^\d+\.\d+\.[\w-]{32}$/),
      });
      expect(await countRegistrations(database(), payload.email)).toBe(1);
      expect(await paymentStatus(database(), payload.email)).toBeNull();
    });
  });

  describe('online payment through the local test checkout', () => {
    it("answers { state: 'success_stripe', url } with the checkout page's address", async () => {
      const { url, payload } = await registerOnline();
      expect(url).toMatch(/^\/checkout\/[\w-]+$/);
      expect(await paymentStatus(database(), payload.email)).toBe('pending');
    });

    it("shows a clearly labelled test page with the delegate's name, the fee category and the amount", async () => {
      const { page, html, payload } = await registerOnline();
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(html).toContain('Local test checkout');
      expect(html).toContain(`${payload.title} ${payload.given_name} ${payload.family_name}`);
      const fee = fees.options.find((option) => option.value === payload.fee_category);
      expect(fee).toBeDefined();
      // The amount as the form's total writes it (the catalogue's price text).
      expect(html).toContain(priceText(fee?.price ?? 0));
      expect(html).toContain('Committee meeting');
      expect(html).toMatch(/<button[^>]*>Pay /);
      expect(html).toMatch(/<button[^>]*>Cancel<\/button>/);
      // No card fields, and nothing that pretends to be a card provider. Random tokens and ids are left out of the
      // reading, since base64url may spell 'cvc' by chance.
      const readable = html.replace(/(value|action)="[^"]*"/g, '');
      expect(readable).not.toMatch(/card number|cvc|cvv|expiry|stripe|<input(?![^>]*type="hidden")/i);
      expect(html).not.toContain('<script');
    });

    it('prints thousands separators in the amount', async () => {
      const expensive = fees.options.find(
        (option) =>
          option.period === periods.first &&
          option.price >= 1000 &&
          isFeeAllowed(fees, option.value, regionWithAuthorities().status, periods.first),
      );
      expect(expensive).toBeDefined();
      const { html } = await registerOnline({ fee_category: expensive?.value });
      expect(thousands(expensive?.price ?? 0)).toContain(',');
      expect(html).toContain(priceText(expensive?.price ?? 0));
    });

    it('serves the page with its own strict CSP, no referrer and no caching', async () => {
      const { page } = await registerOnline();
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('escapes what the delegate typed', async () => {
      const { html } = await registerOnline({ family_name: '<img src=x onerror=alert(1)>' });
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    });

    it('Pay marks the registration paid and sends the delegate to /thankMessage?payment=online with a 303', async () => {
      const { url, html, payload } = await registerOnline();
      const response = await postForm(client, `${url}/pay`, { token: formToken(html) });
      expect(response.status).toBe(303);
      // No token in the address: the browser that went to the checkout kept it.
      expect(response.headers.get('location')).toBe('/thankMessage?payment=online');
      expect(await paymentStatus(database(), payload.email)).toBe('paid');
      const rows = await database().db.query<{ completed_at: Date | null; amount: number }>(
        'select p.completed_at, p.amount from payments p join registrations r on r.id = p.registration_id where r.email = $1',
        [payload.email],
      );
      expect(rows[0]?.completed_at).toBeInstanceOf(Date);
      expect(rows[0]?.amount).toBe(fees.options.find((option) => option.value === payload.fee_category)?.price);

      // Paying twice changes nothing and still lands on the thank-you page.
      const again = await postForm(client, `${url}/pay`, { token: formToken(html) });
      expect(again.status).toBe(303);
      expect(await paymentStatus(database(), payload.email)).toBe('paid');
    });

    it('keeps the language of the page (Content-Language) through Pay and Cancel back to the site', async () => {
      const actions = async (language: string) => {
        const payload = validPayload(periods.first, { payment_method: 'online' });
        const response = await client.postJson('/web/registrations', payload, {
          headers: { 'content-language': language },
        });
        const { url } = (await response.json()) as { url: string };
        const html = await (await client.get(url)).text();
        const action = (name: string) =>
          /action="([^"]+)"/
            .exec(html.split('<form').find((form) => form.includes(`class="${name}"`)) ?? '')?.[1]
            ?.replace(/&#38;|&amp;/g, '&');
        return {
          pay: action('pay')!,
          cancel: action('cancel')!,
          token: formToken(html),
        };
      };
      const paying = await actions('zh-Hant');
      const paid = await postForm(client, paying.pay, { token: paying.token });
      expect(paid.headers.get('location')).toBe('/thankMessage?payment=online&lang=zh-Hant');
      const cancelling = await actions('zh-Hans');
      const cancelled = await postForm(client, cancelling.cancel, { token: cancelling.token });
      // The tab that went to the checkout kept the token: the way back carries none.
      expect(cancelled.headers.get('location')).toBe('/my/?checkout=cancelled&lang=zh-Hans');
      // A language the site does not have is not carried.
      const other = await actions('fr');
      expect((await postForm(client, other.pay, { token: other.token })).headers.get('location')).toBe(
        '/thankMessage?payment=online',
      );
    });

    it('refuses a Pay without the checkout token', async () => {
      const { url, payload } = await registerOnline();
      const missing = await postForm(client, `${url}/pay`, {});
      expect(missing.status).toBe(403);
      const wrong = await postForm(client, `${url}/pay`, { token: 'guessed' });
      expect(wrong.status).toBe(403);
      expect(await paymentStatus(database(), payload.email)).toBe('pending');
    });

    it("Cancel returns to the delegate's page and leaves the registration unpaid; a later Pay is refused", async () => {
      const { url, html, payload } = await registerOnline();
      const response = await postForm(client, `${url}/cancel`, { token: formToken(html) });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/my/?checkout=cancelled');
      expect(await paymentStatus(database(), payload.email)).toBe('cancelled');

      const pay = await postForm(client, `${url}/pay`, { token: formToken(html) });
      expect(pay.status).toBe(409);
      expect(await paymentStatus(database(), payload.email)).toBe('cancelled');
    });

    it('answers 404 for an unknown checkout session', async () => {
      const response = await client.get('/checkout/local_nope');
      expect(response.status).toBe(404);
    });
  });

  describe('the duplicate rules', () => {
    it("answers { state: 'duplicate' } when an unpaid online registration's e-mail asks for a bank transfer, in any case", async () => {
      const { payload } = await registerOnline();
      const again = await client.postJson(
        '/web/registrations',
        validPayload(periods.first, { email: payload.email.toUpperCase(), payment_method: 'bank' }),
      );
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ state: 'duplicate', linkSent: true });
      expect(await countRegistrations(database(), payload.email)).toBe(1);
    });

    it('never hands the checkout to the same e-mail registering online again, in any case: the duplicate, and the link mailed', async () => {
      const { payload } = await registerOnline();
      const again = await client.postJson('/web/registrations', { ...payload, email: payload.email.toUpperCase() });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ state: 'duplicate', linkSent: true });
      expect(await countRegistrations(database(), payload.email)).toBe(1);
      expect(await checkoutStatuses(database(), payload.email)).toEqual(['pending']);
      const links = await database().db.query<{ kind: string }>(
        `select o.kind from outbox o join registrations r on r.id = o.registration_id where r.email = $1`,
        [payload.email],
      );
      expect(links.map((row) => row.kind)).toEqual(['delegate_link']);
    });

    it("gives the still open checkout again on Pay from the delegate's page", async () => {
      const { payload, url, token } = await registerOnline();
      const again = await payAgain(token);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ url });
      expect(await checkoutStatuses(database(), payload.email)).toEqual(['pending']);
    });

    it('opens a fresh checkout for the same registration after Cancel, and the cancelled one stays unpayable', async () => {
      const { payload, url, html, token } = await registerOnline();
      expect((await postForm(client, `${url}/cancel`, { token: formToken(html) })).status).toBe(303);

      const again = await payAgain(token);
      expect(again.status).toBe(200);
      const body = (await again.json()) as { url: string };
      expect(body.url).toMatch(/^\/checkout\/[\w-]+$/);
      expect(body.url).not.toBe(url);
      expect(await countRegistrations(database(), payload.email)).toBe(1);
      expect(await checkoutStatuses(database(), payload.email)).toEqual(['cancelled', 'pending']);

      expect((await postForm(client, `${url}/pay`, { token: formToken(html) })).status).toBe(409);
      const fresh = await client.get(body.url);
      const paid = await postForm(client, `${body.url}/pay`, { token: formToken(await fresh.text()) });
      expect(paid.status).toBe(303);
      expect(await checkoutStatuses(database(), payload.email)).toEqual(['cancelled', 'paid']);
      const taken = await client.postJson('/web/registrations', payload);
      expect(taken.status).toBe(422);
    });

    it('opens the checkout of a registration kept without one (its server stopped between the two writes), once the first submission can no longer be opening it', async () => {
      const { payload, token } = await registerOnline();
      // As a server killed after storing the registration and before recording its checkout leaves it.
      await database().db.query(
        'delete from payments where registration_id = (select id from registrations where email = $1)',
        [payload.email],
      );

      const soon = await payAgain(token);
      expect(soon.status).toBe(409);

      await database().db.query(
        "update registrations set created_at = created_at - interval '3 minutes' where email = $1",
        [payload.email],
      );
      const later = await payAgain(token);
      expect(later.status).toBe(200);
      const body = (await later.json()) as { url: string };
      expect(await checkoutStatuses(database(), payload.email)).toEqual(['pending']);
      const page = await client.get(body.url);
      expect(await postForm(client, `${body.url}/pay`, { token: formToken(await page.text()) })).toHaveProperty(
        'status',
        303,
      );
      expect(await checkoutStatuses(database(), payload.email)).toEqual(['paid']);
      expect(await countRegistrations(database(), payload.email)).toBe(1);
    });

    it('answers 422 on email for an e-mail whose online registration is paid', async () => {
      const { url, html, payload } = await registerOnline();
      await postForm(client, `${url}/pay`, { token: formToken(html) });
      const again = await client.postJson('/web/registrations', validPayload(periods.first, { email: payload.email }));
      expect(again.status).toBe(422);
      expect(await again.json()).toEqual({
        message: 'This email has already been registered.',
        messageText: { key: 'error.email.taken' },
        errors: { email: ['This email has already been registered.'] },
        errorTexts: { email: [{ key: 'error.email.taken' }] },
        linkSent: true,
      });
    });

    it('answers 422 on email for an e-mail registered for bank transfer, whatever the new method', async () => {
      const first = validPayload(periods.first, { payment_method: 'bank' });
      expect((await client.postJson('/web/registrations', first)).status).toBe(201);
      for (const method of ['bank', 'online']) {
        const again = await client.postJson(
          '/web/registrations',
          validPayload(periods.first, { email: ` ${first.email}`.trim().toUpperCase(), payment_method: method }),
        );
        expect(again.status).toBe(422);
        const body = (await again.json()) as { errors: Record<string, string[]> };
        expect(body.errors).toEqual({ email: ['This email has already been registered.'] });
      }
      expect(await countRegistrations(database(), first.email)).toBe(1);
    });
  });

  describe('another payment provider', () => {
    it('is used through the PaymentProvider interface', async () => {
      const hosted: PaymentProvider = {
        name: 'hosted-example',
        createCheckout: async (registration) => ({
          sessionId: `hosted_${registration.registrationId}`,
          url: `https://payments.example.net/session/${registration.registrationId}`,
        }),
        reviewCheckout: async () => ({ status: 'expired' }),
        registerRoutes: () => {},
      };
      const other = await startTestServer({ store: database().store, clock, paymentProvider: hosted });
      try {
        const otherClient = new Client(other.baseUrl);
        await otherClient.handshake();
        const response = await otherClient.postJson(
          '/web/registrations',
          validPayload(periods.first, { payment_method: 'online' }),
        );
        const body = (await response.json()) as { state: string; url: string };
        expect(body.state).toBe('success_stripe');
        expect(body.url).toMatch(/^https:\/\/payments\.example\.net\/session\/\d+$/);
      } finally {
        await other.close();
      }
    });

    it('answers 502 and keeps nothing when the checkout cannot be opened, so a retry is not a duplicate', async () => {
      let failing = true;
      const flaky: PaymentProvider = {
        name: 'flaky',
        createCheckout: async (registration) => {
          if (failing) throw new Error('provider down');
          return { sessionId: `flaky_${registration.registrationId}`, url: 'https://payments.example.net/ok' };
        },
        reviewCheckout: async () => ({ status: 'expired' }),
        registerRoutes: () => {},
      };
      const other = await startTestServer({ store: database().store, clock, paymentProvider: flaky });
      try {
        const otherClient = new Client(other.baseUrl);
        await otherClient.handshake();
        const payload = validPayload(periods.first, { payment_method: 'online' });
        const response = await otherClient.postJson('/web/registrations', payload);
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({
          message: 'The payment page could not be opened. Please try again later.',
          messageText: { key: 'server.api.checkoutUnavailable' },
        });
        expect(await countRegistrations(database(), payload.email)).toBe(0);

        failing = false;
        const retry = await otherClient.postJson('/web/registrations', payload);
        expect(retry.status).toBe(201);
      } finally {
        await other.close();
      }
    });
  });
});
