/**
 * `npm run screenshots:walkthrough [-- <label>]`: full-page screenshots of the pages a newcomer walks through (the
 * form, a delegate's page, the console's list, a registration, the mailbox, the lists, the door, a genuine letter's
 * check) at 390 and 1280 px in each language the event offers (English and both Chinese for schemas/), into
 * test-results/walkthrough/<label>/ (git-ignored; 'latest' unless named), for people to compare before and after a
 * change. One server on an empty database of its own, one browser. Asserts nothing: the browser tests hold the pages
 * to their rules; this only shows them.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import type { Browser, Page } from 'playwright-core';

import { delegatePagePath } from '../core/paths/delegatePaths';
import { pagePaths } from '../core/paths/pagePaths';
import { visaCheckPath } from '../core/paths/visaLetterPaths';
import { offeredLocales } from '../server/i18n/catalogues';
import { startSiteServer } from '../tests/browser/support/siteServer';
import { eventually } from '../tests/server/helpers/eventually';
import { uniqueEmail, validPayload } from '../tests/server/helpers/payload';
import { Client } from '../tests/server/helpers/testServer';
import { runStaffCli } from '../tests/server/staff/runStaffCli';
import { StaffClient } from '../tests/server/staff/staffClient';
import { validRequest } from '../tests/server/visaLetters/visaFixtures';
import { periods, registrationDay } from '../tests/support/eventTimes';
import { launchChromium } from './support/chromium';
import { projectRoot } from './support/projectRoot';

const { positionals } = parseArgs({ allowPositionals: true, strict: true });
const outputDir = path.join(projectRoot, 'test-results', 'walkthrough', positionals[0] ?? 'latest');
const widths = [390, 1280] as const;
const manager = { email: 'walkthrough.manager@staff.example.org', password: 'walkthrough manager passphrase 2025' };
/** A name in the order its script writes it, as the walkthrough typed it. */
const typed = { family_name: '陳', given_name: '美玲', post_title: 'Inspector' };

/** Throws with the answer's text unless it has the status expected: the script stops at the first step that failed. */
async function expectStatus(response: Response, status: number, step: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${step}: ${response.status} ${await response.text()}`);
  return response;
}

/** A registration by bank transfer that a manager books as paid, with an invitation letter a manager approved. */
async function seed(url: string) {
  const staff = new StaffClient(url);
  await expectStatus(await staff.signIn(manager.email, manager.password), 200, 'staff sign-in');
  const delegate = new Client(url);
  await delegate.handshake();
  const payload = validPayload(periods.first, { ...typed, email: uniqueEmail('walkthrough'), payment_method: 'bank' });
  const registered = await expectStatus(
    await delegate.postJson('/web/registrations', payload, { headers: { 'content-language': 'zh-Hant' } }),
    201,
    'registration',
  );
  const { reference, token } = (await registered.json()) as { reference: string; token: string };
  const listed = await staff.get(`/staff/api/registrations?q=${encodeURIComponent(reference)}`);
  const [{ id, feeAmount }] = ((await listed.json()) as { rows: { id: number; feeAmount: number }[] }).rows;
  const paid = { amount: feeAmount, paidOn: registrationDay, bankReference: `BANK ${reference}` };
  await expectStatus(
    await staff.post(`/staff/api/registrations/${id}/confirm-payment`, paid),
    200,
    'booking the transfer',
  );
  await expectStatus(
    await delegate.postJson(`/web/delegate/${token}/visa-letter`, validRequest(), {
      headers: { 'content-language': 'zh-Hant' },
    }),
    200,
    'asking for a letter',
  );
  const requests = (await (await staff.get('/staff/api/visa-letters')).json()) as {
    rows: { id: number; registrationId: number }[];
  };
  const requestId = requests.rows.find((row) => row.registrationId === id)?.id;
  await expectStatus(await staff.post(`/staff/api/visa-letters/${requestId}/approve`, {}), 200, 'approving the letter');
  const code = await eventually(
    async () => {
      const mailbox = await (await staff.get('/staff/mailbox')).text();
      for (const [, messageId] of mailbox.matchAll(/href="\/staff\/mailbox\/(\d+)"/g)) {
        const message = await (await staff.get(`/staff/mailbox/${messageId}`)).text();
        const found = new RegExp(`${visaCheckPath}\\?code=([A-Za-z0-9-]+)`).exec(message)?.[1];
        if (found) return found;
      }
      return '';
    },
    (found) => found !== '',
  );
  if (code === '') throw new Error("the letter's e-mail never reached the mailbox");
  return { id, token, code };
}

async function capture(page: Page, name: string): Promise<string> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const file = path.join(outputDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

async function walk(browser: Browser, url: string, seeded: Awaited<ReturnType<typeof seed>>): Promise<string[]> {
  const files: string[] = [];
  for (const language of offeredLocales) {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      const at = (pathname: string) => {
        const address = new URL(pathname, url);
        address.searchParams.set('lang', language);
        return address.href;
      };
      const shot = async (pathname: string, name: string) => {
        await page.goto(at(pathname));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        files.push(await capture(page, `${name}-${language}-${width}`));
      };
      await shot(pagePaths.form, '01-form');
      await shot(delegatePagePath(seeded.token), '02-delegate-page');
      await page.goto(at('/staff'));
      await page.locator('input[type="email"]').fill(manager.email);
      await page.locator('input[type="password"]').fill(manager.password);
      await page.locator('button[type="submit"]').click();
      await page.getByRole('table').first().waitFor();
      files.push(await capture(page, `03-console-list-${language}-${width}`));
      await shot(`/staff/registrations/${seeded.id}`, '04-console-registration');
      await shot('/staff/mailbox', '05-console-mailbox');
      await shot('/staff/lists', '06-console-lists');
      await shot('/staff/checkin', '07-checkin');
      await shot(`${visaCheckPath}?code=${encodeURIComponent(seeded.code)}`, '08-verification');
      await context.close();
    }
  }
  return files;
}

mkdirSync(outputDir, { recursive: true });
let dataDir = '';
const server = await startSiteServer({ MAIL_POLL_SECONDS: '1' }, (dir) => (dataDir = dir));
let browser: Browser | undefined;
try {
  const added = await runStaffCli(['add', manager.email, '--role', 'manager'], {
    dataDir,
    password: manager.password,
  });
  if (added.code !== 0) throw new Error(added.stderr);
  browser = await launchChromium();
  const files = await walk(browser, server.url, await seed(server.url));
  console.log(files.map((file) => path.relative(projectRoot, file)).join('\n'));
} finally {
  await browser?.close();
  await server.stop();
}
