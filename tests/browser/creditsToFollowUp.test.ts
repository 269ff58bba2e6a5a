// @vitest-environment node
/**
 * The console's Credits to follow up in Chromium against the real server: a manager imports a statement whose credits
 * no registration counts, finds them on the page of their own, assigns one to a registration by its reference (its
 * payment is then booked) and sets another aside with a note; a viewer sees what is left, with no decision to take.
 * axe on each state.
 */
import { cpSync } from 'node:fs';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { formatMoney } from '../../core/i18n/moneyText';
import { fees } from '../../core/model/schemaData';
import { totalFee } from '../../core/rules/fees';
import { launchChromium } from '../../scripts/support/chromium';
import { type RunningServer, spawnServerWithOwnData } from '../../scripts/support/serverProcess';
import { camt053 } from '../server/bankImport/camt053Statement';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { runStaffCli } from '../server/staff/runStaffCli';
import { migratedDataDir } from '../support/dataTemplate';
import { expectNoViolations } from './support/axe';
import { builtSite } from './support/siteBuild';
import { signInToConsole, type StaffAccount } from './support/staffSignIn';

const testTimeout = 90_000;
const manager = { email: 'credits.manager@staff.example.org', password: 'credits manager password 2025' };
const viewer = { email: 'credits.viewer@staff.example.org', password: 'credits viewer password 2025' };
const runTag = Date.now().toString(36);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The delegate who paid without quoting their reference, as the public API answered their registration. */
const delegate = { reference: '', fee: 0 };

beforeAll(async () => {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  let dataDir = '';
  [server, browser] = await Promise.all([
    spawnServerWithOwnData({
      tempPrefix: 'seminar-credits-browser-',
      staticDir,
      env: { INVOICE_FONT: 'none' },
      prepare: (dir) => {
        dataDir = dir;
        cpSync(template, dir, { recursive: true });
      },
    }),
    launchChromium(),
  ]);
  for (const [account, role] of [
    [manager, 'manager'],
    [viewer, 'viewer'],
  ] as const) {
    const added = await runStaffCli(['add', account.email, '--role', role], { dataDir, password: account.password });
    expect(added.stdout, added.stderr).toBe(`Added ${account.email} as ${role}.\n`);
  }
  const client = new Client(server.url);
  await client.handshake();
  const payload = validPayload('earlyBird', { email: `credits.${runTag}@example.org`, payment_method: 'bank' });
  const response = await client.postJson('/web/registrations', payload);
  expect(response.status, await response.clone().text()).toBe(201);
  delegate.reference = ((await response.json()) as { reference: string }).reference;
  delegate.fee = totalFee(fees, payload.fee_category);
}, testTimeout);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  // axe is injected as an inline script, which the CSP blocks; the staff pages use no inline code either way.
  context = await browser.newContext({ bypassCSP: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

function signIn(account: StaffAccount): Promise<void> {
  return signInToConsole(page, server.url, account);
}

async function expectStatus(text: string): Promise<void> {
  await expect.poll(async () => (await page.getByRole('status').textContent())?.trim()).toBe(text);
}

const rows = () => page.getByRole('table', { name: /to follow up$/ }).locator('tbody tr');
const money = (amount: number) => formatMoney(amount, fees.currency, 'en');

describe('Credits to follow up', () => {
  it(
    'lists the credits an import could not match; a manager assigns one by reference and sets one aside',
    async () => {
      await signIn(manager);
      await page.getByRole('link', { name: 'Bank statements' }).click();
      await page.getByLabel('Bank statement file').setInputFiles({
        name: 'september.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(
          camt053([
            { amount: delegate.fee.toFixed(2), remittance: 'Seminar fee, name only', bankReference: `A-${runTag}` },
            { amount: '12.00', remittance: 'Unknown sender', bankReference: `B-${runTag}` },
            { amount: '7.00', remittance: 'Left for later', bankReference: `C-${runTag}` },
          ]),
        ),
      });
      await page.getByRole('button', { name: 'Check the statement' }).click();
      await page.getByRole('button', { name: 'Record the statement' }).click();
      await expectStatus('0 payments confirmed; 3 credits recorded.');

      await page.getByRole('link', { name: 'Credits to follow up' }).click();
      await page.getByRole('heading', { name: 'Credits to follow up', level: 1 }).waitFor();
      await expect.poll(() => rows().count()).toBe(3);
      const first = rows().filter({ hasText: 'Seminar fee, name only' });
      expect(await first.getByRole('cell').allTextContents()).toEqual([
        expect.any(String),
        money(delegate.fee),
        'Seminar fee, name only',
        `A-${runTag}`,
        'No reference quoted: recorded, for you to follow up.',
        expect.any(String),
        'Decide',
      ]);
      await expectNoViolations(page);

      await first
        .getByRole('button', { name: new RegExp(`^Decide on ${escape(money(delegate.fee))} booked on`) })
        .click();
      const chosen = page.getByRole('heading', {
        level: 2,
        name: new RegExp(`^The credit of ${escape(money(delegate.fee))}`),
      });
      await expect.poll(() => chosen.evaluate((heading) => heading === document.activeElement)).toBe(true);
      await expectNoViolations(page);
      const assign = page.getByRole('region', { name: 'Assign to a registration' });
      await assign.getByLabel('Registration reference').fill(delegate.reference);
      await assign.getByLabel('Note').fill('The delegate wrote to say it was their transfer');
      await assign.getByRole('button', { name: 'Assign and book the payment' }).click();
      await expectStatus(`The credit was booked on ${delegate.reference}.`);
      await expect.poll(() => rows().count()).toBe(2);

      await rows()
        .filter({ hasText: 'Unknown sender' })
        .getByRole('button', { name: /^Decide on / })
        .click();
      const aside = page.getByRole('region', { name: 'Set aside' });
      await aside.getByRole('button', { name: 'Set aside with this note' }).click();
      await expect
        .poll(() => aside.getByLabel('Note').evaluate((input) => input === document.activeElement))
        .toBe(true);
      expect(await aside.getByLabel('Note').getAttribute('aria-invalid')).toBe('true');
      await aside.getByLabel('Note').fill('Bank charges refund, not a fee');
      await aside.getByRole('button', { name: 'Set aside with this note' }).click();
      await expectStatus('The credit was set aside.');
      await expect.poll(() => rows().allTextContents()).toEqual([expect.stringContaining('Left for later')]);
      await expectNoViolations(page);
    },
    testTimeout,
  );

  it(
    "shows a viewer the credits still waiting, without any decision to take, also at a phone's width",
    async () => {
      const client = new Client(server.url);
      expect((await client.get('/staff/api/credits')).status).toBe(401);
      await signIn(viewer);
      await page.getByRole('link', { name: 'Credits to follow up' }).click();
      await page.getByText('Only a manager may decide on a credit.').waitFor();
      await expect.poll(() => rows().allTextContents()).toEqual([expect.stringContaining('Left for later')]);
      expect(await page.getByRole('button', { name: /^Decide/ }).count()).toBe(0);
      expect(await page.getByRole('columnheader', { name: 'Decision' }).count()).toBe(0);
      // On a phone held upright each credit is a card: nothing is wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoViolations(page);
    },
    testTimeout,
  );
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
