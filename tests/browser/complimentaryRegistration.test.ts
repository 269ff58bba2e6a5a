// @vitest-environment node
/**
 * Waiving a guest's fee in the console, in Chromium against the real server on a phone held upright (390 px): a
 * manager opens an unpaid registration, gives a reason and waives the fee; the page then shows it paid with nothing
 * due, the waiver in its history and the guest's confirmation queued; the list counts it apart. A viewer is offered no
 * waiver. axe on each state.
 */
import { cpSync } from 'node:fs';

import en from '@schemas/messages/en.json';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { formatMoney } from '../../core/i18n/moneyText';
import { fees } from '../../core/model/schemaData';
import { totalFee } from '../../core/rules/fees';
import { launchChromium } from '../../scripts/support/chromium';
import { type RunningServer, spawnServerWithOwnData } from '../../scripts/support/serverProcess';
import { validPayload } from '../server/helpers/payload';
import { Client } from '../server/helpers/testServer';
import { runStaffCli } from '../server/staff/runStaffCli';
import { migratedDataDir } from '../support/dataTemplate';
import { expectNoViolations } from './support/axe';
import { builtSite } from './support/siteBuild';
import { signInToConsole, type StaffAccount } from './support/staffSignIn';

const testTimeout = 90_000;
const phone = { width: 390, height: 844 };
const manager = { email: 'waiver.manager@staff.example.org', password: 'waiver manager password 2025' };
const viewer = { email: 'waiver.viewer@staff.example.org', password: 'waiver viewer password 2025' };
const runTag = Date.now().toString(36);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The invited guest, registered through the public form with a bank transfer and not yet paid. */
const guest = { reference: '', fee: 0 };

beforeAll(async () => {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  let dataDir = '';
  [server, browser] = await Promise.all([
    spawnServerWithOwnData({
      tempPrefix: 'seminar-waiver-browser-',
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
  const payload = validPayload('earlyBird', { email: `waiver.${runTag}@example.org`, payment_method: 'bank' });
  const response = await client.postJson('/web/registrations', payload);
  expect(response.status, await response.clone().text()).toBe(201);
  guest.reference = ((await response.json()) as { reference: string }).reference;
  guest.fee = totalFee(fees, payload.fee_category);
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

async function openGuest(): Promise<void> {
  await page
    .getByRole('table', { name: /^Registrations/ })
    .getByRole('link', { name: guest.reference })
    .click();
  await page.getByRole('heading', { level: 2, name: en['staff.registration.fields'] }).waitFor();
}

const overflowsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const waiver = () => page.getByRole('region', { name: en['staff.waiver.heading'] });

describe('Waiving the fee of an invited guest', () => {
  it(
    'offers a viewer no waiver',
    async () => {
      await signIn(viewer);
      await openGuest();
      expect(await waiver().count()).toBe(0);
      await expectNoViolations(page, 'a registration for a viewer at 390 px');
    },
    testTimeout,
  );

  it(
    'asks a manager for a reason, then confirms the registration with nothing to pay and queues the guest confirmation',
    async () => {
      await signIn(manager);
      await openGuest();
      const form = waiver();
      await form.waitFor();
      expect(await form.textContent()).toContain(formatMoney(guest.fee, fees.currency, 'en'));
      const submit = form.getByRole('button', { name: en['staff.waiver.submit'] });
      expect((await submit.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      expect(await overflowsSideways()).toBe(false);
      await expectNoViolations(page, 'the waiver at 390 px');

      await submit.click();
      const reason = form.getByLabel(en['staff.waiver.reason']);
      await expect.poll(() => reason.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await reason.getAttribute('aria-invalid')).toBe('true');
      await expectNoViolations(page, 'the waiver refused at 390 px');

      await reason.fill('Keynote speaker, invited by the Committee');
      await submit.click();
      await expect
        .poll(async () => (await page.getByRole('status').textContent())?.trim())
        .toBe(en['staff.waiver.done']);
      await expect.poll(() => waiver().count()).toBe(0);
      const history = page.getByRole('table', { name: en['staff.history.caption'] });
      await history.getByText(en['staff.event.fee_waived'], { exact: true }).waitFor();
      await history.getByText('Keynote speaker, invited by the Committee').waitFor();
      await page.getByText(en['staff.message.complimentary_confirmation']).first().waitFor();
      expect(await overflowsSideways()).toBe(false);
      await expectNoViolations(page, 'a waived registration at 390 px');

      await page.getByRole('link', { name: en['staff.nav.registrations'] }).first().click();
      const counts = page.getByRole('region', { name: en['staff.counts.heading'] });
      const term = counts.getByText(en['staff.counts.complimentary'], { exact: true });
      await term.waitFor();
      expect(await term.evaluate((dt) => dt.nextElementSibling?.textContent)).toContain(
        formatMoney(guest.fee, fees.currency, 'en'),
      );
    },
    testTimeout,
  );
});
