/**
 * The console as staff meet it on a phone and a laptop: a delegate who pressed Cancel at the checkout, then paid, with
 * no dietary preference; error reports; the local mailbox with the badge's QR code.
 */
import en from '@schemas/messages/en.json';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import { moneyFigureNames } from '../../core/rules/money';
import { personalPlaceholder } from '../../core/rules/reportPrivacy';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { runStaffCli } from '../server/staff/runStaffCli';
import { extra, followUps, joining } from '../support/eventExtra';
import { periods } from '../support/eventTimes';
import { expectNoViolations } from './support/axe';
import { delegate, fillForm, openForm, submitButton } from './support/registrationForm';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';
import { signInToConsole } from './support/staffSignIn';

const testTimeout = 120_000;
const manager = { email: 'console.manager@staff.example.org', password: 'console manager password 2025' };
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };

let site: SiteAndBrowser;
let context: BrowserContext;
let page: Page;
let reference = '';

beforeAll(async () => {
  let dataDir = '';
  site = await startSiteAndBrowser({ MAIL_POLL_SECONDS: '1' }, (dir) => (dataDir = dir));
  const added = await runStaffCli(['add', manager.email, '--role', 'manager'], { dataDir, password: manager.password });
  expect(added.stdout, added.stderr).toBe(`Added ${manager.email} as manager.\n`);
  // axe is injected as an inline script, which the pages' CSP rightly refuses.
  context = await site.browser.newContext({ bypassCSP: true, viewport: phone });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
}, 2 * testTimeout);

afterAll(async () => {
  await context?.close();
  await site?.close();
});

/** Whether the page scrolls sideways: wider than the window. */
function overflowsSideways(): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * How the registration's money figures sit: each amount on its label's row, inside the list (nothing sticks out to the
 * side) and on one line.
 */
function moneyFiguresLaidOut() {
  return page
    .getByRole('region', { name: en['staff.money.heading'] })
    .locator('dl')
    .evaluate((list) => {
      const box = list.getBoundingClientRect();
      const rows = [...list.querySelectorAll(':scope > div')];
      const lines = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      return {
        rows: rows.length,
        oneRowEach: rows.every((row) => {
          const term = row.querySelector('dt')?.getBoundingClientRect();
          const amount = row.querySelector('dd')?.getBoundingClientRect();
          return !!term && !!amount && amount.top < term.bottom && term.top < amount.bottom;
        }),
        inside:
          list.scrollWidth <= list.clientWidth &&
          rows.every((row) => {
            const amount = row.querySelector('dd')?.getBoundingClientRect();
            return !!amount && amount.left >= box.left && amount.right <= box.right + 0.5;
          }),
        unbroken: rows.every((row) => lines(row.querySelector('dd') ?? row) === 1),
      };
    });
}

/** WCAG contrast ratio of an element's text colour on its background colour (both opaque, as computed). */
async function contrastOf(selector: ReturnType<Page['getByRole']>): Promise<number> {
  return selector.evaluate((element) => {
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  });
}

/** The follow-up's first option (the seminar's dietary 'NA'), a code the console says in words. */
const coded = followUps[0] ?? '';
const codedInWords = (en as Record<string, string | undefined>)[`staff.value.dietaryPreference.${coded}`];
if (!codedInWords) throw new Error(`messages/en.json says nothing for the dietary preference ${coded}`);

describe('The staff console, finished', () => {
  it(
    'tells a checkout the delegate cancelled as cancelled, says "NA" in words and shows no row number',
    async () => {
      await openForm(page, site.server.url);
      await fillForm(page, delegate({ payment: 'online', dinner: joining, dietaryPreference: coded }));
      await submitButton(page).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByRole('button', { name: en['checkout.cancel'] }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/my/'));
      // Then pays from the delegate's page, so the caterer's list and the badge's e-mail have the delegate.
      await page.getByRole('button', { name: new RegExp(`^${en['delegate.pay.submit'].split('{')[0]}`) }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByRole('button', { name: new RegExp(`^${en['checkout.pay'].split('{')[0]}`) }).click();
      await page.waitForURL((url) => url.pathname === '/thankMessage');

      await signInToConsole(page, site.server.url, manager);
      const row = page
        .getByRole('table', { name: /^Registrations/ })
        .locator('tbody tr')
        .first();
      const link = row.getByRole('link').first();
      reference = ((await link.textContent()) ?? '').trim();
      expect(reference).toMatch(new RegExp(`^${event.referencePrefix}-\\d+$`));
      await link.click();
      await page.getByRole('heading', { level: 2, name: en['staff.registration.fields'] }).waitFor();

      const terms = await page.getByRole('term').allTextContents();
      expect(terms).not.toContain(en['staff.field.id']);
      expect(terms).not.toContain('mailbox');
      const dietary = page.getByRole('definition').filter({ hasText: codedInWords });
      expect(await dietary.count()).toBe(1);

      const history = page.getByRole('table', { name: en['staff.history.caption'] });
      await history.getByText(en['staff.event.checkout_cancelled'], { exact: true }).waitFor();
      expect(await history.getByText(en['staff.event.checkout_expired'], { exact: true }).count()).toBe(0);
      expect(await overflowsSideways()).toBe(false);
      expect(await moneyFiguresLaidOut()).toEqual({
        rows: moneyFigureNames.length,
        oneRowEach: true,
        inside: true,
        unbroken: true,
      });
      await expectNoViolations(page, 'a registration at 390 px');

      // The caterer's list, downloaded as staff do from the Lists page, says the same words.
      const dinner = await page.request.get(new URL(`/staff/api/lists/${extra.id}.csv`, site.server.url).href);
      expect(dinner.status()).toBe(200);
      const csv = await dinner.text();
      expect(csv).toContain(codedInWords);
      expect(csv).not.toMatch(new RegExp(`,${coded}\\r?\\n|,${coded},`));
    },
    testTimeout,
  );

  it(
    'lists error reports as a readable table at 390 and 1280 px, the payload masked behind a disclosure',
    async () => {
      const payload = validPayload(periods.first);
      const client = new Client(site.server.url);
      const response = await client.postJson('/web/error-reports', {
        error: JSON.stringify({
          message: 'Request failed with status code 422',
          request: { method: 'POST', url: '/web/registrations', headers: {}, payload: JSON.stringify(payload) },
          response: { status: 422, statusText: '', headers: {}, payload: { message: 'The given data was invalid.' } },
        }),
        url: new URL('/?lang=en', site.server.url).href,
        project_year: event.year,
        project_name: event.projectName,
      });
      expect(response.status).toBe(201);

      for (const viewport of [phone, laptop]) {
        await page.setViewportSize(viewport);
        await page.goto(new URL('/staff/error-reports', site.server.url).href);
        const table = page.getByRole('table', { name: /^Error reports/ });
        const report = table.locator('tbody tr').first();
        await report.getByText('The given data was invalid.', { exact: true }).waitFor();
        await report
          .getByText(`POST /web/registrations · ${en['staff.reports.answer'].replace('{status}', '422')}`)
          .waitFor();
        await report.getByText('/?lang=en', { exact: true }).waitFor();
        const whole = report.locator('pre');
        expect(await whole.isVisible()).toBe(false);
        await report.getByText(en['staff.reports.details']).click();
        await whole.waitFor();
        const shown = (await whole.textContent()) ?? '';
        expect(shown).toContain(personalPlaceholder);
        for (const key of ['family_name', 'given_name', 'email', 'phone_number', 'organization_name'] as const)
          expect(shown).not.toContain(payload[key]);
        expect(await overflowsSideways()).toBe(false);
        const previous = page.getByRole('button', { name: en['staff.pager.previous'] });
        expect(await previous.isDisabled()).toBe(true);
        expect(await contrastOf(previous)).toBeGreaterThanOrEqual(4.5);
        await expectNoViolations(page, `error reports at ${viewport.width} px`);
      }
      await page.setViewportSize(phone);
    },
    testTimeout,
  );

  it(
    'opens the local mailbox on a phone without scrolling sideways, and shows the badge QR code in the HTML part',
    async () => {
      const mailbox = new URL('/staff/mailbox', site.server.url).href;
      const messages = page.getByRole('link', { name: new RegExp(reference) });
      // The outbox hands messages over within seconds: reload until the confirmation with the badge is there.
      let withImage = 0;
      await expect
        .poll(
          async () => {
            await page.goto(mailbox);
            const hrefs = await messages.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
            withImage = 0;
            for (const href of hrefs) {
              const html = await page.request.get(new URL(`${href}/html`, site.server.url).href);
              if ((await html.text()).includes('<img')) withImage += 1;
            }
            return withImage;
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBeGreaterThan(0);
      await page.goto(mailbox);
      await page.getByRole('heading', { level: 1, name: 'Mailbox' }).waitFor();
      expect(await overflowsSideways()).toBe(false);
      await expectNoViolations(page, 'the mailbox at 390 px');

      for (const href of await messages.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        await page.goto(new URL(href, site.server.url).href);
        expect(await overflowsSideways()).toBe(false);
        await page.getByRole('link', { name: 'The HTML part' }).click();
        await page.waitForLoadState('load');
        const images = await page.locator('img').evaluateAll((all) =>
          all.map((image) => ({
            src: image.getAttribute('src') ?? '',
            width: (image as HTMLImageElement).naturalWidth,
          })),
        );
        for (const image of images) expect(image.width, image.src.slice(0, 40)).toBeGreaterThan(0);
      }
      expect(withImage).toBeGreaterThan(0);
    },
    testTimeout,
  );
});
