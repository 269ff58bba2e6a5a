/**
 * A manager's announcement in Chromium at phone width, by role and label: an empty subject is refused beneath its
 * field; the paid delegates are chosen, the preview says how many it reaches and shows one of their e-mails; it is
 * sent, listed with its count, and arrives in the delegate's mailbox with their link; the delegate awaiting payment is
 * not counted; axe-core finds nothing on any of these states.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { textsFor } from '../../server/mail/texts';
import { roomChange } from '../server/announcements/announcementFixtures';
import { pressOnCheckout } from '../server/helpers/localCheckout';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { runStaffCli } from '../server/staff/runStaffCli';
import { periods } from '../support/eventTimes';
import { expectNoViolations } from './support/axe';
import { say } from './support/delegatePageTexts';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';
import { openStaffMailbox, type StaffMailbox } from './support/staffMailbox';

const testTimeout = 120_000;
const phone = { width: 375, height: 812 };
const manager = { email: 'announce.manager@staff.example.org', password: 'announce manager passphrase 2025' };

let site: SiteAndBrowser;
let mailbox: StaffMailbox;
let context: BrowserContext;
let page: Page;
let paid: { email: string };

const en = (key: string, values: Record<string, string> = {}) => say('en', key, values);
/** A text with an ICU plural, as the console formats it. */
const counted = (key: string, count: number) => textsFor('en').text(key, { count });

/** A delegate who registered online and paid on the local checkout. */
async function paidDelegate(): Promise<{ email: string }> {
  const client = new Client(site.server.url);
  await client.handshake();
  const payload = validPayload(periods.first, { payment_method: 'online', family_name: 'Announcepaid' });
  const registered = await client.postJson('/web/registrations', payload);
  expect(registered.status, await registered.clone().text()).toBe(201);
  await pressOnCheckout(client, ((await registered.json()) as { url: string }).url, 'pay');
  return { email: payload.email };
}

/** A delegate who registered to pay by bank transfer and has not paid. */
async function unpaidDelegate(): Promise<{ email: string }> {
  const client = new Client(site.server.url);
  await client.handshake();
  const payload = validPayload(periods.first, { payment_method: 'bank', family_name: 'Announceunpaid' });
  const registered = await client.postJson('/web/registrations', payload);
  expect(registered.status, await registered.clone().text()).toBe(201);
  return { email: payload.email };
}

beforeAll(async () => {
  let dataDir = '';
  site = await startSiteAndBrowser({ MAIL_POLL_SECONDS: '1', INVOICE_FONT: 'none' }, (dir) => (dataDir = dir));
  mailbox = await openStaffMailbox(site.browser, site.server.url, dataDir);
  const added = await runStaffCli(['add', manager.email, '--role', 'manager'], { dataDir, password: manager.password });
  expect(added.stdout, added.stderr).toBe(`Added ${manager.email} as manager.\n`);
  paid = await paidDelegate();
  await unpaidDelegate();
}, 2 * testTimeout);

beforeEach(async () => {
  // axe is injected as an inline script, which the pages' CSP rightly refuses.
  context = await site.browser.newContext({ bypassCSP: true, viewport: phone });
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

async function openAnnouncements(): Promise<void> {
  await page.goto(new URL('/staff', site.server.url).href);
  await page.getByLabel(en('staff.signIn.email'), { exact: true }).fill(manager.email);
  await page.getByLabel(en('staff.signIn.password'), { exact: true }).fill(manager.password);
  await page.getByRole('button', { name: en('staff.signIn.submit') }).click();
  await page.getByRole('link', { name: en('staff.nav.announcements') }).click();
  await page.getByRole('heading', { level: 1, name: en('staff.announcements.heading') }).waitFor();
}

const english = () => page.getByRole('group', { name: en('staff.announcements.version.en') });

describe("A manager's announcement", () => {
  it(
    'with an empty subject is refused beneath the field',
    async () => {
      await openAnnouncements();
      await page.getByText(en('staff.announcements.listEmpty')).waitFor();
      await expectNoViolations(page, 'announcement form');
      await english().getByLabel(en('staff.announcements.body'), { exact: true }).fill(roomChange.en.body);
      await page.getByRole('button', { name: en('staff.announcements.preview') }).click();
      const subject = english().getByLabel(en('staff.announcements.subject'), { exact: true });
      await expect.poll(() => subject.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('announcement-en-subject');
      await english().getByText(en('staff.announcements.error.required')).waitFor();
      await expectNoViolations(page, 'empty subject refused');
    },
    testTimeout,
  );

  it(
    'to the paid delegates shows their count and one e-mail, is sent once and listed with its count',
    async () => {
      await openAnnouncements();
      await english().getByLabel(en('staff.announcements.subject'), { exact: true }).fill(roomChange.en.subject);
      await english().getByLabel(en('staff.announcements.body'), { exact: true }).fill(roomChange.en.body);
      // Everyone not cancelled: the paid delegate and the one awaiting payment.
      await page.getByRole('button', { name: en('staff.announcements.preview') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: counted('staff.announcements.count', 2) })
        .waitFor();
      await page.getByLabel(en('staff.announcements.payment'), { exact: true }).selectOption('paid');
      await page.getByRole('button', { name: en('staff.announcements.preview') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: counted('staff.announcements.count', 1) })
        .waitFor();
      await page.getByText(en('staff.announcements.sampleTo', { to: paid.email })).waitFor();
      await page.getByText(en('staff.announcements.sampleSubject', { subject: roomChange.en.subject })).waitFor();
      await expectNoViolations(page, 'preview');

      const send = page.getByRole('button', { name: counted('staff.announcements.send', 1) });
      await send.click();
      await page
        .getByRole('status')
        .filter({ hasText: counted('staff.announcements.sent', 1) })
        .waitFor();
      const row = page.getByRole('row', { name: new RegExp(roomChange.en.subject) });
      await row.waitFor();
      await expect.poll(async () => (await row.textContent()) ?? '').toContain(manager.email);
      await expectNoViolations(page, 'sent and listed');

      const mail = await mailbox.message(paid.email, new RegExp(roomChange.en.subject));
      expect(mail).toContain('The seminar moves to Hall B.');
      expect(mail).toMatch(/\/my\/[^\s]+/);

      // A reload shows an empty form (a fresh key) and the one announcement, with one recipient.
      await page.reload();
      await row.waitFor();
      expect(await page.getByRole('row', { name: new RegExp(roomChange.en.subject) }).count()).toBe(1);
      expect(await english().getByLabel(en('staff.announcements.subject'), { exact: true }).inputValue()).toBe('');
    },
    testTimeout,
  );
});
