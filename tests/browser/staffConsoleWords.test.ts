// @vitest-environment node
import { cpSync, mkdirSync } from 'node:fs';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import en from '../../schemas/messages/en.json';
import zhHant from '../../schemas/messages/zh-Hant.json';
import { launchChromium } from '../../scripts/support/chromium';
import { type RunningServer, spawnServerWithOwnData } from '../../scripts/support/serverProcess';
import { fees } from '../../src/model/schemaData';
import { totalFee } from '../../src/rules/fees';
import { camt053 } from '../server/bankImport/camt053Statement';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { runStaffCli } from '../server/staff/runStaffCli';
import { axeViolations, describeViolations } from './support/axe';
import { migratedDataDir } from './support/dataTemplate';
import { builtSite } from './support/siteBuild';

const testTimeout = 120_000;
const manager = { email: 'words.manager@staff.example.org', password: 'manager password 2025' };
const runTag = Date.now().toString(36);
const screenshots = 'test-results/screenshots/staff';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Codes as the database keeps them: snake_case, camelCase, and what a missing value prints as. */
const storedCode = /\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+[A-Z][A-Za-z]*\b|\bnull\b|\bundefined\b|\[object Object\]|\bNaN\b/;
/** The fee, period and column codes of schemas/fees.json, which a page must show by their grid texts. */
const feeCodes = [...fees.options.map((option) => option.value), ...fees.periods.map((period) => period.id)];

/** Registers through the public API; answers the reference and the fee. */
async function register(overrides: Record<string, string>): Promise<{ reference: string; fee: number }> {
  const client = new Client(server.url);
  await client.handshake();
  const payload = validPayload('earlyBird', overrides);
  const response = await client.postJson('/web/registrations', payload);
  expect(response.status, await response.clone().text()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  return { reference, fee: totalFee(fees, payload.fee_category) };
}

let chinese = { reference: '', fee: 0 };

beforeAll(async () => {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  let dataDir = '';
  [server, browser] = await Promise.all([
    spawnServerWithOwnData({
      tempPrefix: 'seminar-staff-words-',
      staticDir,
      env: { INVOICE_FONT: 'none' },
      prepare: (dir) => {
        dataDir = dir;
        cpSync(template, dir, { recursive: true });
      },
    }),
    launchChromium(),
  ]);
  const added = await runStaffCli(['add', manager.email, '--role', 'manager'], { dataDir, password: manager.password });
  expect(added.stdout, added.stderr).toBe(`Added ${manager.email} as manager.\n`);
  await register({
    email: `words.bank.${runTag}@example.org`,
    family_name: 'Müller',
    join_gala_dinner: 'Yes',
    dietary_preference: 'Vegetarian',
  });
  await register({ email: `words.online.${runTag}@example.org`, family_name: 'Onliner', payment_method: 'online' });
  chinese = await register({ email: `words.chinese.${runTag}@example.org`, family_name: '陳', given_name: '美玲' });
  context = await browser.newContext({ bypassCSP: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  mkdirSync(screenshots, { recursive: true });
}, testTimeout);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** What the page shows that is a stored code, e-mail addresses aside (their local parts are the delegates'). */
async function rawCodes(): Promise<string[]> {
  const shown = (await page.locator('body').innerText()).replace(/\S+@\S+/g, ' ');
  const found = shown.split('\n').filter((line) => storedCode.test(line));
  for (const code of feeCodes) if (new RegExp(`\\b${code}\\b`).test(shown)) found.push(code);
  return found;
}

async function expectHuman(name: string): Promise<void> {
  expect(await rawCodes(), `codes on ${name} (${page.url()})`).toEqual([]);
  const violations = await axeViolations(page);
  expect(violations, `axe on ${name}:\n${describeViolations(violations)}`).toEqual([]);
  await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

async function openRegistration(search: string, heading: RegExp): Promise<void> {
  await page.getByRole('link', { name: en['staff.nav.registrations'], exact: true }).click();
  await page.getByLabel(en['staff.filter.search'], { exact: true }).fill(search);
  await page.getByRole('button', { name: en['staff.filter.apply'] }).click();
  const rows = page.getByRole('table', { name: /^Registrations/ }).locator('tbody tr');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
  await rows.first().getByRole('link').click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.getByRole('table', { name: en['staff.history.caption'] }).waitFor();
}

describe('Every staff page in words', () => {
  it(
    'walks sign-in, the list, each kind of registration before and after every action, and the error reports: no code, axe 0',
    async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(new URL('/staff', server.url).href);
      await page.getByRole('heading', { name: en['staff.signIn.heading'] }).waitFor();
      await expectHuman('sign-in');
      // The sign-in form is a narrow card, not fields stretched across the screen.
      expect((await page.getByLabel(en['staff.signIn.email']).boundingBox())?.width).toBeLessThan(480);
      await page.getByLabel(en['staff.signIn.email']).fill(manager.email);
      await page.getByLabel(en['staff.signIn.password']).fill(manager.password);
      await page.getByRole('button', { name: en['staff.signIn.submit'] }).click();
      await page.getByRole('heading', { name: en['staff.list.heading'], level: 1 }).waitFor();
      await page
        .getByRole('table', { name: /^Registrations/ })
        .locator('tbody tr')
        .first()
        .waitFor();
      await expectHuman('list');

      // Search forgives the accent, and the fee is said as the grid says it.
      await openRegistration('muller', /Müller/);
      // What was said about the list ('1 registration found.') is not said on the registration's page.
      expect(await page.getByRole('status').textContent()).toBe('');
      await expectHuman('registration-bank-awaiting');
      await page.getByLabel(en['staff.confirm.paidOn']).fill('2025-09-03');
      await page.getByLabel(en['staff.confirm.bankReference']).fill('HSBC-1');
      await page.getByRole('button', { name: en['staff.confirm.submit'] }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe(en['staff.confirm.done']);
      // The registration has been read again once the receipt is listed beside the acknowledgement.
      const sent = page.getByRole('table', { name: en['staff.messages.caption'] }).locator('tbody tr');
      await expect.poll(() => sent.count(), { timeout: 15_000 }).toBe(2);
      await page
        .getByRole('button', { name: /^Resend/ })
        .first()
        .click();
      await expect
        .poll(() => page.getByRole('table', { name: en['staff.history.caption'] }).textContent())
        .toContain(en['staff.event.message_resent']);
      await page.getByLabel(en['staff.field.postTitle']).fill('Chief Inspector');
      await page.getByRole('button', { name: en['staff.contact.submit'] }).click();
      await expect
        .poll(() => page.getByRole('table', { name: en['staff.history.caption'] }).textContent())
        .toContain(en['staff.event.contact_corrected']);
      await page.getByLabel(en['staff.cancel.message']).fill('Withdrawn by the authority.');
      await page.getByLabel(en['staff.cancel.note']).fill('Refund to the account it came from');
      await page.getByRole('button', { name: en['staff.cancel.submit'] }).click();
      await expectHuman('registration-cancel-confirmation');
      await page.getByRole('button', { name: en['staff.cancel.confirm'] }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe(en['staff.cancel.done']);
      await expectHuman('registration-bank-cancelled');

      await openRegistration('onliner', /Onliner/);
      await expectHuman('registration-online-awaiting');

      // A bank statement: reviewed in a table, then the exact payment confirmed in one step, focus on the outcome.
      await page.getByRole('link', { name: en['staff.nav.bankStatements'] }).click();
      await page.getByRole('heading', { name: en['staff.import.heading'], level: 1 }).waitFor();
      await expectHuman('bank-statement-empty');
      const statement = camt053([
        { amount: `${chinese.fee}.00`, remittance: `Fee ${chinese.reference}`, bankReference: `W-${runTag}-1` },
        { amount: '120.00', remittance: 'Gift without a reference', bankReference: `W-${runTag}-2` },
      ]);
      await page
        .getByLabel(en['staff.import.file'])
        .setInputFiles({ name: 'september.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) });
      await page.getByRole('button', { name: en['staff.import.check'] }).click();
      const credits = page.getByRole('table', { name: /^Credits of september\.xml/ }).locator('tbody tr');
      await expect.poll(() => credits.count()).toBe(2);
      expect(await credits.first().textContent()).toContain(en['staff.import.outcome.exact']);
      await expectHuman('bank-statement-review');
      await page.getByRole('button', { name: 'Confirm 1 payment and record the statement' }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe('1 payment confirmed; 2 credits recorded.');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
      await expect.poll(() => credits.first().textContent()).toContain(en['staff.import.imported']);
      await expectHuman('bank-statement-imported');

      await page.getByRole('link', { name: en['staff.nav.errorReports'] }).click();
      await page.getByRole('heading', { name: en['staff.reports.heading'], level: 1 }).waitFor();
      await expectHuman('error-reports');

      // The same in Chinese: the fee in the grid's Chinese words, the diet as the form says it.
      await page.goto(new URL(`/staff?lang=zh-Hant&q=${encodeURIComponent('陳美玲')}`, server.url).href);
      const rows = page.getByRole('table', { name: new RegExp(`^${zhHant['staff.list.caption'].split('{')[0]}`) });
      await expect.poll(() => rows.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);
      const shown = (await rows.textContent()) ?? '';
      const catalogue: Record<string, string> = zhHant;
      expect(fees.rows.some((row) => shown.includes(catalogue[row.label] ?? row.label))).toBe(true);
      await expectHuman('list-zh-Hant');
    },
    testTimeout,
  );

  it(
    'fits a phone: no page is wider than the screen, the tables become cards with each value labelled',
    async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(new URL('/staff?lang=en', server.url).href);
      await page
        .getByRole('table', { name: /^Registrations/ })
        .locator('tbody tr')
        .first()
        .waitFor();
      const width = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await width()).toBeLessThanOrEqual(375);
      await expectHuman('phone-list');
      const firstCell = page
        .getByRole('table', { name: /^Registrations/ })
        .locator('tbody tr')
        .first()
        .locator('td')
        .first();
      const label = await firstCell.evaluate((cell) => getComputedStyle(cell, '::before').content);
      expect(label).toContain(en['staff.column.name']);
      await openRegistration('onliner', /Onliner/);
      expect(await width()).toBeLessThanOrEqual(375);
      await expectHuman('phone-registration');
    },
    testTimeout,
  );
});
