/** A bank registration in Chromium: the reference on the thank-you page, then the acknowledgement and its invoice in the staff's local mailbox. */
import organiser from '@schemas/organiser.json';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { englishMessages } from '../../core/i18n/messages';
import { pdfText } from '../server/helpers/smtpSink';
import { runStaffCli } from '../server/staff/runStaffCli';
import { expectNoViolations } from './support/axe';
import { delegate, fillForm, openForm, submitButton } from './support/registrationForm';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';

const staff = { email: 'mailbox.reader@staff.example.org', password: 'mailbox reader password 2025' };

const testTimeout = 90_000;

let site: SiteAndBrowser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  let dataDir = '';
  site = await startSiteAndBrowser({ MAIL_POLL_SECONDS: '1' }, (dir) => (dataDir = dir));
  // The mailbox opens to signed-in staff only: an account made as the README says, while the server runs.
  const added = await runStaffCli(['add', staff.email, '--role', 'viewer'], { dataDir, password: staff.password });
  expect(added.stdout, added.stderr).toBe(`Added ${staff.email} as viewer.\n`);
  // axe is injected as an inline script, which the pages' CSP rightly refuses.
  context = await site.browser.newContext({ bypassCSP: true, acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  // The server, the browser, then a staff CLI process: one after another on a busy machine.
}, 2 * testTimeout);

afterAll(async () => {
  await context?.close();
  await site?.close();
});

describe('A delegate paying by bank transfer', () => {
  it(
    'sees the reference number, and the acknowledgement with the invoice is in the local mailbox',
    async () => {
      expect(site.server.output()).toMatch(/Mail: local mailbox/);
      const person = delegate({ payment: 'bank' });
      await openForm(page, site.server.url);
      await fillForm(page, person);
      await submitButton(page).click();
      await page.waitForURL((url) => url.pathname === '/thankMessage');
      const reference = new URL(page.url()).searchParams.get('reference') ?? '';
      expect(reference).toMatch(/^[A-Z0-9]+-\d{4,}$/);
      await page.getByText(englishMessages['thanks.bank.reference'].replace('{reference}', reference)).waitFor();

      // Signed out, the mailbox shows only the way to the sign-in; then staff sign in on the console.
      const mailbox = new URL('/staff/mailbox', site.server.url).href;
      await page.goto(mailbox);
      await page.getByRole('link', { name: englishMessages['mailbox.signIn.link'] }).click();
      await page.getByLabel(englishMessages['staff.signIn.email'], { exact: true }).fill(staff.email);
      await page.getByLabel(englishMessages['staff.signIn.password'], { exact: true }).fill(staff.password);
      await page.getByRole('button', { name: englishMessages['staff.signIn.submit'] }).click();
      await page.getByRole('button', { name: englishMessages['staff.signOut'] }).waitFor();
      // The sender delivers within seconds: reload the mailbox until the message is listed.
      const link = page.getByRole('link', { name: new RegExp(reference) });
      await expect
        .poll(
          async () => {
            await page.goto(mailbox);
            return link.count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(1);
      await page.getByRole('heading', { level: 1, name: englishMessages['mailbox.title'] }).waitFor();
      await expectNoViolations(page);

      await link.click();
      await page.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
      const text = (await page.locator('pre').textContent()) ?? '';
      expect(text).toContain(reference);
      expect(text).toContain(organiser.bank.accountNumber);
      expect(await page.locator('dd', { hasText: person.email }).count()).toBe(1);
      await expectNoViolations(page);

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: /^invoice-.+\.pdf$/ }).click();
      const file = await download;
      const stream = await file.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const invoice = (await pdfText(Buffer.concat(chunks))).replace(/\s+/g, ' ');
      expect(invoice).toContain(reference);
      expect(invoice).toContain(person.total.replace(/^Total Fee:\s*/, ''));
      expect(invoice).toContain(organiser.bank.swiftCode);
    },
    testTimeout,
  );
});
