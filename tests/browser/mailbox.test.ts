// @vitest-environment node
/** A bank registration in Chromium: the reference on the thank-you page, then the acknowledgement and its invoice in /mailbox. */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import organiser from '../../schemas/organiser.json';
import { englishMessages } from '../../src/i18n/messages';
import { pdfText } from '../server/helpers/smtpSink';
import { axeViolations, describeViolations } from './support/axe';
import { delegate, fillForm, openForm, submitButton } from './support/registrationForm';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';

const testTimeout = 90_000;

let site: SiteAndBrowser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  site = await startSiteAndBrowser({ MAIL_POLL_SECONDS: '1' });
  // axe is injected as an inline script, which the pages' CSP rightly refuses.
  context = await site.browser.newContext({ bypassCSP: true, acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
}, testTimeout);

afterAll(async () => {
  await context?.close();
  await site?.close();
});

async function expectNoViolations(): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe-core found violations on ${page.url()}:\n\n${describeViolations(violations)}`).toEqual([]);
}

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

      // The sender delivers within seconds: reload the mailbox until the message is listed.
      const mailbox = new URL('/mailbox', site.server.url).href;
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
      await page.getByRole('heading', { level: 1, name: 'Mailbox' }).waitFor();
      await expectNoViolations();

      await link.click();
      await page.getByRole('heading', { level: 1, name: new RegExp(reference) }).waitFor();
      const text = (await page.locator('pre').textContent()) ?? '';
      expect(text).toContain(reference);
      expect(text).toContain(organiser.bank.accountNumber);
      expect(await page.locator('dd', { hasText: person.email }).count()).toBe(1);
      await expectNoViolations();

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
