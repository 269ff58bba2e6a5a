/**
 * Every page a delegate, an embassy or staff meet, walked in each Chinese language: the form with its errors, the
 * local checkout, the thank-you pages, the delegate's own page, the visa letter and certificate checks, and each page
 * of the console. None may show an English word beyond the names of the event's files and of the test's delegates;
 * axe-core finds nothing on any of them.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import { delegatePagePath, delegatePaths } from '../../core/paths/delegatePaths';
import { pagePaths } from '../../core/paths/pagePaths';
import { visaCheckPath } from '../../core/paths/visaLetterPaths';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { runStaffCli } from '../server/staff/runStaffCli';
import { periods } from '../support/eventTimes';
import { chineseWalk } from './support/chineseWalk';
import { say } from './support/delegatePageTexts';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';

const testTimeout = 180_000;
const languages = ['zh-Hant', 'zh-Hans'] as const;
type Chinese = (typeof languages)[number];
const manager = { email: 'walk.manager@staff.example.org', password: 'walk manager passphrase 2025' };
/** The delegates' names and what they typed, shown as they wrote them. */
const typed = { family_name: 'Walker', given_name: 'Lin', post_title: 'Inspector' };

let site: SiteAndBrowser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  let dataDir = '';
  site = await startSiteAndBrowser({ MAIL_POLL_SECONDS: '1' }, (dir) => (dataDir = dir));
  const added = await runStaffCli(['add', manager.email, '--role', 'manager'], { dataDir, password: manager.password });
  expect(added.stdout, added.stderr).toBe(`Added ${manager.email} as manager.\n`);
}, testTimeout);

beforeEach(async () => {
  // axe is injected as an inline script, which the pages' CSP rightly refuses.
  context = await site.browser.newContext({ bypassCSP: true });
  context.setDefaultTimeout(20_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await site?.close();
});

/** A registration sent as the form sends it from a page in `language`: its reference, link token and checkout. */
async function registered(language: Chinese, payment: 'bank' | 'online') {
  const client = new Client(site.server.url);
  await client.handshake();
  const payload = validPayload(periods.first, { ...typed, payment_method: payment });
  const response = await client.postJson('/web/registrations', payload, { headers: { 'content-language': language } });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { reference: string; token: string; url?: string };
}

function address(path: string, language?: Chinese): string {
  const url = new URL(path, site.server.url);
  if (language) url.searchParams.set('lang', language);
  return url.href;
}

const walk = chineseWalk(() => page, Object.values(typed));
const walked = (name: string) => walk.walked(name);

describe.each(languages)('In %s', (language) => {
  const t = (key: string, values: Record<string, string> = {}) => say(language, key, values);
  const heading = (key: string, level = 1) => page.getByRole('heading', { level, name: t(key) });

  beforeEach(() => walk.clear());

  it(
    "shows no English on the delegate's pages: form, checkout, thank-you, own page, letter and certificate checks",
    async () => {
      await page.goto(address(pagePaths.form, language));
      await page.getByRole('button', { name: t('submit.label') }).click();
      await page.getByRole('alert').first().waitFor();
      await walked('the form after a failed submit');

      const bank = await registered(language, 'bank');
      await page.goto(address(`${pagePaths.thanks}?payment=bank&token=${bank.token}`, language));
      await page.getByText(bank.reference).first().waitFor();
      await walked('thank-you, bank transfer');
      await page.goto(address(delegatePagePath(bank.token)));
      await page.getByText(bank.reference).first().waitFor();
      await walked("the delegate's page, bank transfer due");

      const online = await registered(language, 'online');
      await page.goto(new URL(online.url ?? '', site.server.url).href);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await walked('the local checkout');
      const pay = t('checkout.pay', { amount: '' }).trim();
      await page.getByRole('button', { name: new RegExp(`^${pay.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
      await page.waitForURL((url) => url.pathname === pagePaths.thanks);
      await heading('thanks.title', 2).waitFor();
      await walked('thank-you, paid online');
      await page.goto(address(delegatePagePath(online.token)));
      await heading('delegate.visa.heading', 2).waitFor();
      await walked("the delegate's page, paid, with the visa letter's request");

      await page.goto(address(delegatePaths.findRegistration, language));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await walked('finding a lost link');
      await page.goto(address(visaCheckPath, language));
      await page.getByLabel(t('delegate.visaCheck.code')).fill('NOCODE');
      await page.getByRole('button', { name: t('delegate.visaCheck.submit') }).click();
      await page.getByText(t('delegate.visaCheck.unknown')).waitFor();
      await walked('the visa letter check, an unknown code');
      await page.goto(address(`/certificates/${event.referencePrefix}-C-0001-NOCODE`, language));
      await heading('certificate.verify.title').waitFor();
      await page.getByText(t('certificate.verify.checking')).waitFor({ state: 'detached' });
      await walked('the certificate check, an unknown certificate');

      expect(walk.report(), `English on ${language} pages`).toBe('');
    },
    testTimeout,
  );

  it(
    'shows no English in the console: each page of its menu, a registration, the door and the mailbox',
    async () => {
      const { reference } = await registered(language, 'bank');
      await page.goto(address('/staff', language));
      await page.getByLabel(t('staff.signIn.email'), { exact: true }).fill(manager.email);
      await page.getByLabel(t('staff.signIn.password'), { exact: true }).fill(manager.password);
      await page.getByRole('button', { name: t('staff.signIn.submit') }).click();
      await heading('staff.list.heading').waitFor();
      await page.getByRole('link', { name: reference }).waitFor();
      await walked('registrations');
      await page.getByRole('link', { name: reference }).click();
      await heading('staff.registration.fields', 2).waitFor();
      await walked('a registration');

      const menu = page.getByRole('navigation', { name: t('staff.nav.label') });
      const entries = await menu.getByRole('link').allTextContents();
      for (const entry of entries.slice(1)) {
        await menu.getByRole('link', { name: entry, exact: true }).click();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Each page reads its figures after it shows: wait until nothing is loading.
        await page.waitForLoadState('networkidle');
        await walked(`console: ${entry}`);
      }
      await page.goto(address('/staff/mailbox', language));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await walked('the mailbox');
      // The newest message: one of the e-mails of this walk's registrations, in its delegate's language.
      await page.getByRole('table').getByRole('link').first().click();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await walked('a message in the mailbox');

      expect(walk.report(), `English on ${language} console pages`).toBe('');
    },
    testTimeout,
  );
});
