/**
 * Undoing a confirmed e-mail change in Chromium, as the owner of the replaced address meets it: the notice in the
 * local mailbox, its link, a page that acts only when its button is pressed, and the same link refused once used;
 * axe-core on every state.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import { maskedEmail } from '../../core/rules/email';
import { expectNoViolations } from './support/axe';
import { fact, say } from './support/delegatePageTexts';
import { delegate, fillForm, openForm, submitButton } from './support/registrationForm';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';
import { linkIn, openStaffMailbox, type StaffMailbox } from './support/staffMailbox';

const testTimeout = 120_000;
const eventValues = { acronym: event.bodyAcronym, year: String(event.year) };

let site: SiteAndBrowser;
let mailbox: StaffMailbox;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  let dataDir = '';
  site = await startSiteAndBrowser({ MAIL_POLL_SECONDS: '1' }, (dir) => (dataDir = dir));
  mailbox = await openStaffMailbox(site.browser, site.server.url, dataDir);
  // axe is injected as an inline script, which the pages' CSP rightly refuses.
  context = await site.browser.newContext({ bypassCSP: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
}, testTimeout);

afterAll(async () => {
  await context?.close();
  await mailbox?.close();
  await site?.close();
});

/** A subject as a pattern that matches it whole. */
function subject(key: string, reference: string): RegExp {
  const text = say('en', key, { ...eventValues, reference });
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

describe('The undo of a confirmed e-mail change', () => {
  it(
    'is offered to the replaced address, done only on the button, and refused the second time',
    async () => {
      const person = delegate({ payment: 'bank' });
      await openForm(page, site.server.url);
      await fillForm(page, person);
      await submitButton(page).click();
      const registration = page.getByRole('region', { name: say('en', 'delegate.thanks.link') });
      await registration.waitFor();
      const reference = (await fact(registration, say('en', 'delegate.reference')).textContent()) ?? '';
      await registration.getByRole('link', { name: say('en', 'delegate.thanks.link') }).click();

      // Someone holding the page moves the registration to an address of their own, and confirms it there.
      const newEmail = `taker.${person.email}`;
      const changing = page.getByRole('region', { name: say('en', 'delegate.emailForm.heading') });
      await changing.getByLabel(say('en', 'delegate.emailForm.label'), { exact: true }).fill(newEmail);
      await changing.getByRole('button', { name: say('en', 'delegate.emailForm.submit') }).click();
      await page.getByText(say('en', 'delegate.pendingEmail', { address: newEmail })).waitFor();
      const confirmation = await mailbox.message(newEmail, subject('email.emailChange.subject', reference));
      await page.goto(linkIn(confirmation, '/confirm-email/', site.server.url));
      await page.getByRole('button', { name: say('en', 'emailConfirm.submit') }).click();
      const takersPage = page.getByRole('link', { name: say('en', 'emailConfirm.open') });
      const takersLink = new URL((await takersPage.getAttribute('href')) ?? '', site.server.url).href;

      // The replaced address is told, with the new address masked, and given the undo.
      const notice = await mailbox.message(person.email, subject('email.emailChangeNotice.subject', reference));
      expect(notice).toContain(maskedEmail(newEmail));
      expect(notice).not.toContain(newEmail);
      const undoLink = linkIn(notice, '/undo-email/', site.server.url);
      const opened = await page.goto(undoLink);
      expect(opened?.headers()).toMatchObject({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex' });
      await page.getByRole('heading', { level: 1, name: say('en', 'emailUndo.title') }).waitFor();
      await page.getByText(say('en', 'emailUndo.intro')).waitFor();
      await expectNoViolations(page, 'undo offered');

      await page.getByRole('button', { name: say('en', 'emailUndo.submit') }).click();
      const done = page.getByRole('status').filter({ hasText: say('en', 'emailUndo.done') });
      await done.waitFor();
      await expect.poll(() => done.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectNoViolations(page, 'undone');

      // The taker's link is dead; the restored address is sent a new one, which shows it.
      await page.goto(takersLink);
      await page.getByRole('heading', { level: 1, name: say('en', 'delegate.notFound.title') }).waitFor();
      const restored = await mailbox.message(person.email, subject('email.delegateLink.subject', reference));
      await page.goto(linkIn(restored, '/my/', site.server.url));
      await expect.poll(() => fact(page, say('en', 'field.email')).textContent()).toBe(person.email);

      // The same undo link once more: it says it no longer works.
      await page.goto(undoLink);
      await page.getByRole('button', { name: say('en', 'emailUndo.submit') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: say('en', 'emailUndo.invalid') })
        .waitFor();
      expect(await page.getByRole('button', { name: say('en', 'emailUndo.submit') }).count()).toBe(0);
      await expectNoViolations(page, 'undo used');
    },
    testTimeout,
  );
});
