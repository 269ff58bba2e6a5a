// @vitest-environment node
/**
 * Changing a fee in the console, in Chromium against the real server on a phone held upright (390 px): a manager
 * opens a bank-transfer registration, is asked for a reason, is told by the fee category's own field when the fee
 * table has no such cell for the region, then changes the category; the page then shows the new fee, the change in
 * its history and the delegate's notice queued. A viewer is offered no change. axe on each state.
 */
import { cpSync } from 'node:fs';

import en from '@schemas/messages/en.json';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { formatMoney } from '../../core/i18n/moneyText';
import { extras } from '../../core/model/extras';
import { fees } from '../../core/model/schemaData';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { launchChromium } from '../../scripts/support/chromium';
import { type RunningServer, spawnServerWithOwnData } from '../../scripts/support/serverProcess';
import { feesOf, memberFees, otherColumnRegion } from '../server/feeChange/feeChangeFixtures';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { runStaffCli } from '../server/staff/runStaffCli';
import { migratedDataDir } from '../support/dataTemplate';
import { expectNoViolations } from './support/axe';
import { builtSite } from './support/siteBuild';
import { signInToConsole, type StaffAccount } from './support/staffSignIn';

const testTimeout = 90_000;
const phone = { width: 390, height: 844 };
const manager = { email: 'fees.manager@staff.example.org', password: 'fee change manager password 2025' };
const viewer = { email: 'fees.viewer@staff.example.org', password: 'fee change viewer password 2025' };
const runTag = Date.now().toString(36);
const { region, cheapest, dearest } = memberFees();

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let reference = '';

beforeAll(async () => {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  let dataDir = '';
  [server, browser] = await Promise.all([
    spawnServerWithOwnData({
      tempPrefix: 'seminar-fee-change-browser-',
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
  const payload = validPayload(cheapest.period, {
    email: `fees.${runTag}@example.org`,
    payment_method: 'bank',
    region: region.regionName,
    member_status: region.status,
    fee_category: cheapest.value,
  });
  const response = await client.postJson('/web/registrations', payload);
  expect(response.status, await response.clone().text()).toBe(201);
  reference = ((await response.json()) as { reference: string }).reference;
}, testTimeout);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  // axe is injected as an inline script, which the CSP blocks; the staff pages use no inline code either way.
  context = await browser.newContext({ bypassCSP: true, viewport: phone, isMobile: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

function signIn(account: StaffAccount): Promise<void> {
  return signInToConsole(page, server.url, account);
}

async function openRegistration(): Promise<void> {
  await page
    .getByRole('table', { name: /^Registrations/ })
    .getByRole('link', { name: reference })
    .click();
  await page.getByRole('heading', { level: 2, name: en['staff.registration.fields'] }).waitFor();
}

const overflowsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const feeChange = () => page.getByRole('region', { name: en['staff.feeChange.heading'] });
const isFocused = (element: ReturnType<Page['getByLabel']>) =>
  element.evaluate((input) => input === document.activeElement);

describe('Changing the fee of a registration', () => {
  it(
    'offers a viewer no fee change',
    async () => {
      await signIn(viewer);
      await openRegistration();
      expect(await feeChange().count()).toBe(0);
    },
    testTimeout,
  );

  it(
    'asks for a reason, says by its field when the fee table has no such fee, then changes the fee and queues the notice',
    async () => {
      await signIn(manager);
      await openRegistration();
      const form = feeChange();
      await form.waitFor();
      expect(await form.textContent()).toContain(formatMoney(cheapest.price, fees.currency, 'en'));
      const category = form.getByLabel(en['staff.feeChange.feeCategory']);
      // Each extra is offered by the form's own label for its question.
      for (const extra of extras) {
        const title = formFieldTable.entry(extra.question)?.title ?? '';
        const words = ((en as Record<string, string>)[title] ?? title).split('{')[0] ?? '';
        expect(await form.getByLabel(words).count()).toBe(1);
      }
      const submit = form.getByRole('button', { name: en['staff.feeChange.submit'] });
      for (const target of [category, submit]) expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      expect(await overflowsSideways()).toBe(false);
      await expectNoViolations(page, 'the fee change at 390 px');

      await submit.click();
      const reason = form.getByLabel(en['staff.feeChange.reason']);
      await expect.poll(() => isFocused(reason)).toBe(true);
      expect(await reason.getAttribute('aria-invalid')).toBe('true');

      // A fee of another column: the server refuses it by the category's own field, in the catalogue's words.
      const otherColumnFee = feesOf(otherColumnRegion(region).region)[0];
      await category.selectOption(otherColumnFee?.value ?? '');
      await reason.fill('Registered in the wrong category');
      await submit.click();
      await expect.poll(() => isFocused(category)).toBe(true);
      expect(await category.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await category.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(en['staff.api.feeChange.noCell']);
      await expectNoViolations(page, 'the fee change refused at 390 px');

      await category.selectOption(dearest.value);
      await submit.click();
      await expect
        .poll(async () => (await page.getByRole('status').textContent())?.trim())
        .toBe(en['staff.feeChange.done']);
      const history = page.getByRole('table', { name: en['staff.history.caption'] });
      await history.getByText(en['staff.event.fee_changed'], { exact: true }).waitFor();
      await history.getByText('Registered in the wrong category').waitFor();
      await page.getByText(en['staff.message.fee_change_notice']).first().waitFor();
      await expect.poll(() => feeChange().textContent()).toContain(formatMoney(dearest.price, fees.currency, 'en'));
      expect(await overflowsSideways()).toBe(false);
      await expectNoViolations(page, 'a changed fee at 390 px');
    },
    testTimeout,
  );
});
