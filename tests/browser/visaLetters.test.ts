/**
 * Visa invitation letters in Chromium at phone width, by role and label: a paid delegate asks on their page (a passport
 * number that cannot be valid is refused beneath its field), a manager approves in the console while a viewer sees no
 * passport data, the letter is downloaded and read back with pdfjs, it arrives by e-mail, and an embassy checks its
 * code on the public page; axe-core finds nothing on any of these pages.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';

import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { formatEventDate } from '../../core/i18n/eventTextValues';
import { pressOnCheckout } from '../server/helpers/localCheckout';
import { validPayload } from '../server/helpers/payload';
import { pdfText } from '../server/helpers/smtpSink';
import { Client } from '../server/helpers/testServer';
import { span, validRequest } from '../server/visaLetters/visaFixtures';
import { periods } from '../support/eventTimes';
import { textIn } from '../support/schemaTexts';
import { expectNoViolations } from './support/axe';
import { download, say } from './support/delegatePageTexts';
import { writePdfPageImage } from './support/pdfPageImage';
import { screenshotDir } from './support/projectPaths';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';
import { addStaffAccounts } from './support/staffAccounts';
import { openStaffMailbox, type StaffMailbox } from './support/staffMailbox';

const testTimeout = 120_000;
const phone = { width: 375, height: 812 };
const manager = { email: 'visa.manager@staff.example.org', password: 'visa manager passphrase 2025' };
const viewer = { email: 'visa.viewer@staff.example.org', password: 'visa viewer passphrase 2025' };
const request = validRequest({ passportName: 'LUCIA VISABROWSER', passportNumber: 'X9876543' });

let site: SiteAndBrowser;
let mailbox: StaffMailbox;
let context: BrowserContext;
let page: Page;
let delegate: { email: string; token: string; reference: string };
let letterCode = '';

/** A delegate who registered online and paid on the local checkout: their address, link token and reference. */
async function paidDelegate(): Promise<typeof delegate> {
  const client = new Client(site.server.url);
  await client.handshake();
  const payload = validPayload(periods.first, { payment_method: 'online', family_name: 'Visabrowser' });
  const registered = await client.postJson('/web/registrations', payload);
  expect(registered.status, await registered.clone().text()).toBe(201);
  const { url, reference, token } = (await registered.json()) as { url: string; reference: string; token: string };
  await pressOnCheckout(client, url, 'pay');
  expect(token).not.toBe('');
  return { email: payload.email, token, reference };
}

beforeAll(async () => {
  let dataDir = '';
  site = await startSiteAndBrowser({ MAIL_POLL_SECONDS: '1', INVOICE_FONT: 'none' }, (dir) => (dataDir = dir));
  mailbox = await openStaffMailbox(site.browser, site.server.url, dataDir);
  await addStaffAccounts(dataDir, [
    [manager, 'manager'],
    [viewer, 'viewer'],
  ]);
  delegate = await paidDelegate();
}, 2 * testTimeout);

beforeEach(async () => {
  // axe is injected as an inline script, which the pages' CSP rightly refuses.
  context = await site.browser.newContext({ bypassCSP: true, acceptDownloads: true, viewport: phone });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await mailbox?.close();
  await site?.close();
});

const en = (key: string, values: Record<string, string> = {}) => say('en', key, values);

async function openDelegatePage(): Promise<void> {
  await page.goto(new URL(`/my/${delegate.token}?lang=en`, site.server.url).href);
  await page.getByRole('heading', { level: 2, name: en('delegate.visa.heading') }).waitFor();
}

async function signIn(account: { email: string; password: string }): Promise<void> {
  await page.goto(new URL('/staff', site.server.url).href);
  await page.getByLabel(en('staff.signIn.email'), { exact: true }).fill(account.email);
  await page.getByLabel(en('staff.signIn.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: en('staff.signIn.submit') }).click();
  await page.getByRole('link', { name: en('staff.nav.visaLetters') }).click();
  await page.getByRole('heading', { level: 1, name: en('staff.visa.heading') }).waitFor();
}

describe('A visa invitation letter', () => {
  it(
    "is asked for on the delegate's page, a passport number that cannot be valid refused beneath its field",
    async () => {
      await openDelegatePage();
      await expectNoViolations(page, 'visa request form');
      const field = (name: keyof typeof request) => page.getByLabel(en(`delegate.visa.field.${name}`), { exact: true });
      for (const name of Object.keys(request) as (keyof typeof request)[])
        await field(name).fill(name === 'passportNumber' ? 'AB' : request[name]);
      await page.getByRole('button', { name: en('delegate.visa.submit') }).click();
      await expect.poll(() => field('passportNumber').getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      await page.getByText(en('delegate.visa.error.passportNumber')).waitFor();
      await expectNoViolations(page, 'visa request refused');

      await field('passportNumber').fill(request.passportNumber);
      await page.getByRole('button', { name: en('delegate.visa.submit') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: en('delegate.visa.done') })
        .waitFor();
      // The day of the request is the server's, whatever it is: the sentence around it is the catalogue's.
      const [before, after] = en('delegate.visa.status.requested', { requestedOn: '\u0000' }).split('\u0000');
      await page.getByText(before).filter({ hasText: after }).first().waitFor();
    },
    testTimeout,
  );

  it(
    'shows a viewer no passport data, and a manager approves it: the letter is issued once',
    async () => {
      await signIn(viewer);
      const card = page.getByRole('article', { name: new RegExp(delegate.reference) });
      await card.waitFor();
      await page.getByText(en('staff.visa.viewerNote')).waitFor();
      expect(await page.locator('main').textContent()).not.toContain(request.passportNumber);
      expect(await card.getByRole('button', { name: en('staff.visa.approve') }).count()).toBe(0);
      await expectNoViolations(page, 'viewer review list');

      await page.getByRole('button', { name: en('staff.signOut') }).click();
      await signIn(manager);
      await card.getByText(request.passportNumber).waitFor();
      await expectNoViolations(page, 'manager review list');
      await card.getByRole('button', { name: en('staff.visa.approve') }).click();
      const status = page.getByRole('status').filter({ hasText: /V-\d{4}/ });
      await status.waitFor();
      const number = /[A-Z0-9]+-V-\d{4}/.exec((await status.textContent()) ?? '')?.[0] ?? '';
      expect(await status.textContent()).toBe(en('staff.visa.approved', { number }));
      await expect.poll(() => card.getByRole('button', { name: en('staff.visa.approve') }).count()).toBe(0);
    },
    testTimeout,
  );

  it(
    "is downloaded from the delegate's page and read back, and arrives by e-mail with its verification code",
    async () => {
      await openDelegatePage();
      const link = page.getByRole('link', { name: en('delegate.visa.download') });
      const file = await download(page, link);
      expect(file.name).toMatch(/^invitation-letter-.+-V-\d{4}\.pdf$/);
      const text = await pdfText(file.data);
      expect(text).toContain(request.passportName);
      expect(text).toContain(request.passportNumber);
      expect(text).toContain(request.embassy);
      expect(text).toContain(formatEventDate(span.first, 'en'));
      expect(text).toContain(formatEventDate(span.last, 'en'));
      letterCode = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/.exec(text)?.[0] ?? '';
      expect(letterCode).not.toBe('');
      // The letter as its reader sees it, drawn by pdfjs: one page, kept for review in test-results/.
      const image = join(screenshotDir, 'visa-letter-page-1.png');
      expect(await writePdfPageImage(site.browser, file.data, image)).toBe(1);
      expect(statSync(image).size).toBeGreaterThan(20_000);
      await expectNoViolations(page, 'letter issued');

      const mail = await mailbox.message(delegate.email, /letter of invitation/i);
      expect(mail).toContain(letterCode);
    },
    testTimeout,
  );

  it(
    'is checked by an embassy on the public page, which shows the name, the event and the dates only',
    async () => {
      await page.goto(new URL('/visa-letters/check?lang=en', site.server.url).href);
      await page.getByRole('heading', { level: 1, name: en('delegate.visaCheck.title') }).waitFor();
      // The event's logo beside the heading, as the letter prints it, loaded rather than broken.
      const logo = page.getByRole('img', { name: textIn('en', 'header.logoAlt') });
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await expectNoViolations(page, 'check page');
      await page.getByLabel(en('delegate.visaCheck.code'), { exact: true }).fill('AAAA-BBBB-CCCC');
      await page.getByRole('button', { name: en('delegate.visaCheck.submit') }).click();
      await page.getByText(en('delegate.visaCheck.unknown')).waitFor();

      await page.getByLabel(en('delegate.visaCheck.code'), { exact: true }).fill(letterCode.toLowerCase());
      await page.getByRole('button', { name: en('delegate.visaCheck.submit') }).click();
      await page.getByText(en('delegate.visaCheck.genuine')).waitFor();
      const shown = (await page.getByRole('status').textContent()) ?? '';
      expect(shown).toContain(request.passportName);
      expect(shown).toContain(
        en('delegate.visaCheck.datesValue', {
          firstDay: formatEventDate(span.first, 'en'),
          lastDay: formatEventDate(span.last, 'en'),
        }),
      );
      expect(shown).not.toContain(request.passportNumber);
      await expectNoViolations(page, 'letter genuine');
    },
    testTimeout,
  );
});
