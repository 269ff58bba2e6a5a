/**
 * The server's local mailbox read as staff read it: signed in on the staff console in a context of its own, a message
 * found by its recipient and subject, and the links a delegate would follow in it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { runStaffCli } from '../../server/staff/runStaffCli';

export interface StaffMailbox {
  /**
   * The plain-text part of the newest message to `recipient` whose subject matches `subject`, waiting until the sender
   * has delivered it.
   */
  message(recipient: string, subject: RegExp): Promise<string>;
  close(): Promise<void>;
}

const staff = { email: 'delegate.page.reader@staff.example.org', password: 'delegate page reader password 2025' };

/** Adds a viewer account (as the README says, while the server runs) and signs it in on a context of its own. */
export async function openStaffMailbox(browser: Browser, siteUrl: string, dataDir: string): Promise<StaffMailbox> {
  const added = await runStaffCli(['add', staff.email, '--role', 'viewer'], { dataDir, password: staff.password });
  expect(added.stdout, added.stderr).toBe(`Added ${staff.email} as viewer.\n`);
  const context: BrowserContext = await browser.newContext();
  context.setDefaultTimeout(15_000);
  const page: Page = await context.newPage();
  await page.goto(new URL('/staff', siteUrl).href);
  await page.getByLabel(englishMessages['staff.signIn.email'] ?? '', { exact: true }).fill(staff.email);
  await page.getByLabel(englishMessages['staff.signIn.password'] ?? '', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: englishMessages['staff.signIn.submit'] }).click();
  await page.getByRole('button', { name: englishMessages['staff.signOut'] }).waitFor();
  const mailbox = new URL('/staff/mailbox', siteUrl).href;

  return {
    async message(recipient, subject) {
      // The newest first: the first row to this recipient with this subject.
      const link = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: recipient, exact: true }) })
        .getByRole('link', { name: subject })
        .first();
      // The sender delivers within seconds: reload the mailbox until the message is listed.
      await expect
        .poll(
          async () => {
            await page.goto(mailbox);
            return link.count();
          },
          { timeout: 30_000, interval: 500 },
        )
        .toBe(1);
      await link.click();
      await page.getByRole('heading', { level: 1, name: subject }).waitFor();
      return (await page.locator('pre').textContent()) ?? '';
    },
    close: () => context.close(),
  };
}

/**
 * The first link in a message's text whose path starts with `pathPrefix`, on `siteUrl`'s origin: the server builds
 * its links from SITE_URL, which a test server may not have.
 */
export function linkIn(messageText: string, pathPrefix: string, siteUrl: string): string {
  const found = [...messageText.matchAll(/https?:\/\/[^\s<>"]+/g)]
    .map((match) => new URL(match[0]))
    .find((url) => url.pathname.startsWith(pathPrefix));
  if (!found) throw new Error(`No link to ${pathPrefix} in the message:\n${messageText}`);
  return new URL(`${found.pathname}${found.search}`, siteUrl).href;
}
