// @vitest-environment node
/**
 * Registering an invited guest in the console, in Chromium against the real server: a manager opens Invited guests,
 * fills in the public form itself (the form engine's fields and rules) and is asked for the reason for waiving the
 * fee; with it, the guest is registered with nothing to pay, their confirmation queued, the waiver in the history. A
 * viewer is offered no such page. axe on each state.
 */
import { cpSync } from 'node:fs';

import en from '@schemas/messages/en.json';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { launchChromium } from '../../scripts/support/chromium';
import { type RunningServer, spawnServerWithOwnData } from '../../scripts/support/serverProcess';
import { runStaffCli } from '../server/staff/runStaffCli';
import { migratedDataDir } from '../support/dataTemplate';
import { expectNoViolations } from './support/axe';
import { delegate, fillForm } from './support/registrationForm';
import { builtSite } from './support/siteBuild';
import { signInToConsole, type StaffAccount } from './support/staffSignIn';

const testTimeout = 120_000;
const desktop = { width: 1280, height: 900 };
const manager = { email: 'guests.manager@staff.example.org', password: 'guest page manager password 2025' };
const viewer = { email: 'guests.viewer@staff.example.org', password: 'guest page viewer password 2025' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  let dataDir = '';
  [server, browser] = await Promise.all([
    spawnServerWithOwnData({
      tempPrefix: 'seminar-guest-browser-',
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
}, testTimeout);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  // axe is injected as an inline script, which the CSP blocks; the staff pages use no inline code either way.
  context = await browser.newContext({ bypassCSP: true, viewport: desktop });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

function signIn(account: StaffAccount): Promise<void> {
  return signInToConsole(page, server.url, account);
}

const guestsLink = () => page.getByRole('navigation').getByRole('link', { name: en['staff.nav.guests'] });

describe('Registering an invited guest', () => {
  it(
    'offers a viewer no guest page',
    async () => {
      await signIn(viewer);
      await page.getByRole('link', { name: en['staff.nav.registrations'] }).first().waitFor();
      expect(await guestsLink().count()).toBe(0);
    },
    testTimeout,
  );

  it(
    'registers a guest through the public form with a reason, confirmed with nothing to pay',
    async () => {
      await signIn(manager);
      await guestsLink().click();
      await page.getByRole('heading', { level: 1, name: en['staff.guests.heading'] }).waitFor();
      await page.locator('#root_region[role="combobox"]').waitFor();
      await expectNoViolations(page, 'the guest page');

      const guest = delegate();
      await fillForm(page, guest, { inConsole: true });
      const submit = page.getByRole('button', { name: en['staff.guests.submit'] });
      expect((await submit.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await submit.click();
      const waiver = page.getByRole('group', { name: en['staff.guests.waiver'] });
      const reason = waiver.getByLabel(en['staff.guests.reason']);
      await expect.poll(() => reason.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await reason.getAttribute('aria-invalid')).toBe('true');
      expect(await reason.getAttribute('aria-describedby')).toBeTruthy();
      await expectNoViolations(page, 'the guest page without a reason');

      await reason.fill('Invited by the Committee');
      await submit.click();
      const status = page.getByRole('status');
      await expect.poll(async () => (await status.textContent())?.trim() ?? '').toMatch(/^Guest registered as \S+/);
      const reference = /as (\S+):/.exec((await status.textContent()) ?? '')?.[1] ?? '';
      expect((await status.textContent())?.trim()).toBe(en['staff.guests.done'].replace('{reference}', reference));
      await expectNoViolations(page, 'a guest registered');

      await page.getByRole('link', { name: en['staff.guests.open'].replace('{reference}', reference) }).click();
      const history = page.getByRole('table', { name: en['staff.history.caption'] });
      await history.getByText(en['staff.event.fee_waived'], { exact: true }).waitFor();
      await history.getByText('Invited by the Committee').waitFor();
      await page.getByText(en['staff.message.complimentary_confirmation']).first().waitFor();
    },
    testTimeout,
  );
});
