/**
 * The personal link's token stays in the delegate's browser: the thank-you page is reached without it in the address,
 * and an error report from the delegate's page carries none, in Chromium against the real server.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { periods } from '../support/eventTimes';
import { say } from './support/delegatePageTexts';
import { delegate, fillForm, openForm, submitButton } from './support/registrationForm';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';

const testTimeout = 90_000;

let site: SiteAndBrowser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  site = await startSiteAndBrowser();
}, 2 * testTimeout);

beforeEach(async () => {
  context = await site.browser.newContext();
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await site?.close();
});

/** Registers by bank transfer through the form; answers the personal link's token, read from the thank-you page. */
async function registerByBankTransfer(): Promise<string> {
  await openForm(page, site.server.url);
  await fillForm(page, delegate({ payment: 'bank' }));
  await submitButton(page).click();
  await page.waitForURL((url) => url.pathname === '/thankMessage');
  const link = page.getByRole('link', { name: say('en', 'delegate.thanks.link') });
  const href = (await link.getAttribute('href')) ?? '';
  const token = /^\/my\/([^/?#]+)$/.exec(href)?.[1];
  if (!token) throw new Error(`the thank-you page links to '${href}'`);
  return decodeURIComponent(token);
}

/**
 * A bank registration sent as the form sends it, for the tests of the delegate's page rather than of the form; answers
 * its personal link's token.
 */
async function tokenThroughApi(): Promise<string> {
  const client = new Client(site.server.url);
  await client.handshake();
  const response = await client.postJson('/web/registrations', validPayload(periods.first, { payment_method: 'bank' }));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

describe('the thank-you page', () => {
  it(
    'shows the registration without the token in its address, and is sent no-store, noindex, no-referrer',
    async () => {
      const token = await registerByBankTransfer();
      expect(page.url()).not.toContain(token);
      expect(page.url()).not.toMatch(/token=/);
      // Reloaded, as a delegate might: the history entry still holds the token, and the server's answer is private.
      const reloaded = await page.reload();
      const headers = reloaded?.headers() ?? {};
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headers['referrer-policy']).toBe('no-referrer');
      await page.getByRole('link', { name: say('en', 'delegate.thanks.link') }).waitFor();
      expect(page.url()).not.toContain(token);
    },
    testTimeout,
  );

  it(
    'reached by an older address with ?token=, moves the token out of the address at once',
    async () => {
      const token = await tokenThroughApi();
      const fresh = await context.newPage();
      await fresh.goto(
        new URL(`/thankMessage?payment=online&token=${encodeURIComponent(token)}`, site.server.url).href,
      );
      await fresh.getByRole('link', { name: say('en', 'delegate.thanks.link') }).waitFor();
      await expect.poll(() => fresh.url()).toBe(new URL('/thankMessage?payment=online', site.server.url).href);
    },
    testTimeout,
  );
});

describe("an error report from the delegate's page", () => {
  it(
    'names the page and the failed call with [token] in place of the token, in every part',
    async () => {
      const token = await tokenThroughApi();
      // The page's own call fails, as an overloaded server's would.
      await page.route(
        (url) => url.pathname.startsWith('/web/delegate/'),
        (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
      );
      const reported = new Promise<Request>((resolve) =>
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/web/error-reports') resolve(request);
        }),
      );
      await page.goto(new URL(`/my/${encodeURIComponent(token)}`, site.server.url).href);
      const report = await reported;
      const body = report.postData() ?? '';
      expect(body).not.toContain(token);
      expect(body).not.toContain(encodeURIComponent(token));
      const sent = JSON.parse(body) as { url: string; error: string };
      expect(sent.url).toBe(new URL('/my/[token]', site.server.url).href);
      expect(sent.error).toContain('/web/delegate/[token]');
      // The server answered 201: the report was kept (without the token, tests/server/errorReports.test.ts).
      expect((await report.response())?.status()).toBe(201);
    },
    testTimeout,
  );
});
