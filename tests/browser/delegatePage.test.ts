/**
 * The delegate's own page in Chromium, reached as a delegate reaches it: back from a cancelled checkout, from the link
 * in an e-mail of the local mailbox, from the thank-you page; what it shows and what can be done there, in three
 * languages, by mouse and by keyboard, with axe-core on every state.
 */
import ICAL from 'ical.js';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { meetings } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import { pdfText } from '../server/helpers/smtpSink';
import { extra, followUps, joining as joiningAnswer, notJoining } from '../support/eventExtra';
import { columnAt, rowAt } from '../support/eventShape';
import { addDays } from '../support/eventTimes';
import { feeAt, feeName, money, priceText, thousands, totalText } from '../support/schemaTexts';
import { expectNoViolations } from './support/axe';
import { download, fact, focused, type PageLanguage, say } from './support/delegatePageTexts';
import { delegate, fillForm, openForm, submitButton } from './support/registrationForm';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';
import { linkIn, openStaffMailbox, type StaffMailbox } from './support/staffMailbox';

const testTimeout = 90_000;

let site: SiteAndBrowser;
let mailbox: StaffMailbox;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  let dataDir = '';
  site = await startSiteAndBrowser({ MAIL_POLL_SECONDS: '1' }, (dir) => (dataDir = dir));
  mailbox = await openStaffMailbox(site.browser, site.server.url, dataDir);
}, 2 * testTimeout);

// Each test is a delegate of their own: a fresh context, so no language chosen by the last one carries over.
beforeEach(async () => {
  // axe is injected as an inline script, which the pages' CSP rightly refuses.
  context = await site.browser.newContext({ bypassCSP: true, acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await mailbox?.close();
  await site?.close();
});

/** The delegate's page of `token` in `language`, once its registration is shown. */
async function openPage(token: string, language: PageLanguage): Promise<void> {
  await page.goto(new URL(`/my/${token}?lang=${language}`, site.server.url).href);
  await page.getByRole('heading', { level: 2, name: say(language, 'delegate.summary.heading') }).waitFor();
}

/** The field's error stands beneath it, named by its aria-describedby, and the field is marked invalid. */
async function expectErrorBeneath(field: Locator, message: string): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/);
  const error = page.locator(describedBy.map((id) => `[id="${id}"]`).join(', ')).filter({ hasText: message });
  expect(
    await error.count(),
    `errors shown: ${(await page.locator('.field__error').allTextContents()).join(' | ')}`,
  ).toBe(1);
  const [fieldBox, errorBox] = await Promise.all([field.boundingBox(), error.boundingBox()]);
  expect(errorBox?.y ?? 0).toBeGreaterThanOrEqual((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0));
}

/** Fills the registration form for `person` and submits it. */
async function register(person: ReturnType<typeof delegate>): Promise<void> {
  await openForm(page, site.server.url);
  await fillForm(page, person);
  await submitButton(page).click();
}

/** Back from a cancelled checkout on the delegate's page: answers the token. */
async function cancelCheckout(): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
  await page.getByRole('button', { name: say('en', 'checkout.cancel') }).click();
  // The checkout returns to '/my/' without a token; the page completes the address from the token its tab kept.
  await page.waitForURL(
    (url) => /^\/my\/[^/]+$/.test(url.pathname) && url.searchParams.get('checkout') === 'cancelled',
  );
  return new URL(page.url()).pathname.replace(/^\/my\//, '');
}

// Shared by the first two tests: the same delegate pays, then opens the page from the e-mail and cancels.
// The first column's fee for the last row (the seminar's every meeting), in the first period.
const fee = feeAt(rowAt(-1), columnAt(0));
/** The follow-up's last option (the seminar's 'Vegetarian'), the one chosen on the form and again on the page. */
const followUp = followUps.at(-1) ?? '';
const paying = delegate({
  payment: 'online',
  feeCategory: fee.value,
  fee: feeName(fee),
  total: totalText(fee.price),
  dinner: joiningAnswer,
  dietaryPreference: followUp,
});
let reference = '';

describe("The delegate's own page", () => {
  it(
    'after Cancel on the checkout says nothing was charged, and pays from there; the thank-you page shows the reference, amount and link',
    async () => {
      await register(paying);
      const token = await cancelCheckout();
      const notice = page.getByRole('region', { name: say('en', 'delegate.checkoutCancelledHeading') });
      await notice.getByText(say('en', 'delegate.checkoutCancelled')).waitFor();
      // The page settles in the delegate's language, written into the address.
      await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
      reference = (await fact(page, say('en', 'delegate.reference')).textContent()) ?? '';
      expect(reference).toMatch(new RegExp(`^${event.referencePrefix}-\\d{4,}$`));
      expect(await fact(page, say('en', 'delegate.paid')).textContent()).toBe(say('en', 'delegate.paid.none'));
      expect(await fact(page, say('en', 'delegate.amount')).textContent()).toBe(money(fee.price));
      await expectNoViolations(page, 'checkout cancelled');

      await notice
        .getByRole('button', { name: say('en', 'delegate.pay.submit', { amount: money(fee.price) }) })
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByRole('button', { name: say('en', 'checkout.pay', { amount: priceText(fee.price) }) }).click();
      await page.waitForURL((url) => url.pathname === '/thankMessage');
      // The personal link never travels in the thank-you page's address (the card provider keeps it).
      expect(new URL(page.url()).searchParams.has('token')).toBe(false);
      const registration = page.getByRole('region', { name: say('en', 'delegate.thanks.link') });
      await registration.waitFor();
      expect(await fact(registration, say('en', 'delegate.reference')).textContent()).toBe(reference);
      expect(await fact(registration, say('en', 'delegate.amount')).textContent()).toBe(money(fee.price));
      const link = registration.getByRole('link', { name: say('en', 'delegate.thanks.link') });
      expect(new URL((await link.getAttribute('href')) ?? '', site.server.url).pathname).toBe(`/my/${token}`);
      await expectNoViolations(page, 'thank-you page');

      await link.click();
      await page.waitForURL((url) => url.pathname === `/my/${token}`);
      await expect
        .poll(() => fact(page, say('en', 'delegate.state')).textContent())
        .toBe(say('en', 'delegate.state.paid'));
    },
    testTimeout,
  );
});

describe("The delegate's page opened from the link in the confirmation e-mail", () => {
  it(
    'shows the registration, gives the receipt and the calendar, and cancels it with the refund said first',
    async () => {
      expect(reference, 'the first test registers and pays').not.toBe('');
      const confirmation = await mailbox.message(paying.email, new RegExp(`registration ${reference} confirmed`));
      await page.goto(linkIn(confirmation, '/my/', site.server.url));
      await page.getByRole('heading', { level: 1, name: say('en', 'delegate.title') }).waitFor();
      expect(await fact(page, say('en', 'delegate.reference')).textContent()).toBe(reference);
      expect(await fact(page, say('en', 'delegate.state')).textContent()).toBe(say('en', 'delegate.state.paid'));
      expect(await fact(page, say('en', `delegate.extra.${extra.id}`)).textContent()).toBe(
        say('en', `delegate.extra.${extra.id}.joining`, { dietary: say('en', `option.dietary.${followUp}`) }),
      );
      const details = page.getByRole('region', { name: say('en', 'delegate.fields.heading') });
      expect(await fact(details, say('en', 'field.givenName')).textContent()).toBe(paying.givenName);
      expect(await fact(details, say('en', 'field.familyName')).textContent()).toBe(paying.familyName);
      expect(await fact(details, say('en', 'field.postTitle')).textContent()).toBe(paying.postTitle);
      expect(await fact(details, say('en', 'field.email')).textContent()).toBe(paying.email);
      // The badge code to show at the door: a QR image that loads, with the reference under it.
      const badge = page.getByRole('region', { name: say('en', 'delegate.badge.heading') });
      const qr = badge.getByRole('img', { name: say('en', 'delegate.badge.alt', { reference }) });
      await expect.poll(() => qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await badge.getByRole('figure').textContent()).toContain(reference);
      await expectNoViolations(page, 'paid');

      const documents = page.getByRole('region', { name: say('en', 'delegate.documents.heading') });
      const receipt = await download(
        page,
        documents.getByRole('link', { name: say('en', 'delegate.documents.receipt') }),
      );
      const receiptText = (await pdfText(receipt.data)).replace(/\s+/g, ' ');
      expect(receiptText).toContain(reference);
      expect(receiptText).toContain(thousands(fee.price));
      expect(receiptText).toContain(paying.familyName);

      const calendar = await download(
        page,
        documents.getByRole('link', { name: say('en', 'delegate.documents.calendar') }),
      );
      expect(calendar.name).toMatch(/\.ics$/);
      const entries = new ICAL.Component(ICAL.parse(calendar.data.toString('utf8')) as unknown[])
        .getAllSubcomponents('vevent')
        .map((component) => new ICAL.Event(component))
        .map((entry) => ({ summary: entry.summary, first: entry.startDate.toString(), end: entry.endDate.toString() }));
      const named = { acronym: event.bodyAcronym, year: String(event.year) };
      const meeting = (key: string) => say('en', 'calendar.meeting', { ...named, meeting: say('en', key) });
      // All-day entries: each ends on the first day it no longer covers. The meetings of meetings.json the fee's row
      // attends, in its order, then the extra the delegate joined.
      expect(entries).toEqual([
        ...meetings
          .filter((attended) => attended.feeRows.includes(fee.row))
          .map((attended) => ({
            summary: meeting(attended.label),
            first: event.dates[attended.firstDay],
            end: addDays(event.dates[attended.lastDay], 1),
          })),
        {
          summary: say('en', `calendar.${extra.id}`, named),
          first: event.dates[extra.day],
          end: addDays(event.dates[extra.day], 1),
        },
      ]);

      // The refund the rule gives today is said before anything is asked, and again in the confirmation.
      const refund = say('en', 'delegate.cancel.refund', { amount: money(fee.price * 0.75), percent: '75' });
      const cancelling = page.getByRole('region', { name: say('en', 'delegate.cancel.heading') });
      await cancelling.getByText(refund).waitFor();
      await cancelling.getByRole('button', { name: say('en', 'delegate.cancel.submit') }).click();
      const question = cancelling.getByRole('group', {
        name: say('en', 'delegate.cancel.confirmHeading', { reference }),
      });
      await question.getByText(refund).waitFor();
      await expectNoViolations(page, 'cancellation to confirm');
      await question.getByRole('button', { name: say('en', 'delegate.cancel.confirm') }).click();

      await page.getByRole('status').getByText(say('en', 'delegate.cancel.done')).waitFor();
      expect(await fact(page, say('en', 'delegate.state')).textContent()).toBe(say('en', 'delegate.state.cancelled'));
      expect(await fact(page, say('en', 'delegate.refund')).textContent()).toMatch(
        new RegExp(`^${money(fee.price * 0.75)} by ${say('en', 'delegate.method.card')}: `),
      );
      const history = page.getByRole('region', { name: say('en', 'delegate.history.heading') });
      const cancelled = history
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: say('en', 'delegate.event.cancelled'), exact: true }) });
      expect(await cancelled.getByRole('cell', { name: say('en', 'delegate.by.delegate'), exact: true }).count()).toBe(
        1,
      );
      // A cancelled registration's code is refused at the door: the page no longer shows it.
      expect(await page.getByRole('region', { name: say('en', 'delegate.badge.heading') }).count()).toBe(0);
      await expectNoViolations(page, 'cancelled');
    },
    testTimeout,
  );
});

describe("A bank registration's page in Chinese and English", () => {
  it(
    'changes the dinner by keyboard, corrects the given name, and changes the e-mail address once the link is confirmed',
    async () => {
      const person = delegate({ payment: 'bank' });
      await register(person);
      await page.waitForURL((url) => url.pathname === '/thankMessage');
      // The thank-you page links the delegate's own page; its address carries no token.
      expect(new URL(page.url()).searchParams.has('token')).toBe(false);
      const link = (await page.locator('a[href*="/my/"]').first().getAttribute('href')) ?? '';
      const token = link.split('/my/')[1]?.split(/[?#]/)[0] ?? '';
      expect(token).not.toBe('');

      // Traditional Chinese: the dinner changed with the keyboard alone.
      await openPage(token, 'zh-Hant');
      await expectNoViolations(page, 'bank, unpaid, zh-Hant');
      const dinner = page.getByRole('region', { name: say('zh-Hant', `delegate.extraForm.${extra.id}.heading`) });
      const joining = dinner.getByRole('radio', { name: say('zh-Hant', `option.yesNo.${joiningAnswer}`), exact: true });
      const vegetarian = dinner.getByRole('radio', { name: say('zh-Hant', `option.dietary.${followUp}`), exact: true });
      await dinner.getByRole('radio', { name: say('zh-Hant', `option.yesNo.${notJoining}`), exact: true }).focus();
      // Arrows move through a radio group and choose; with two options either way leads to the other.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => joining.isChecked()).toBe(true);
      await vegetarian.waitFor();
      await page.keyboard.press('Tab');
      for (let press = 0; press < 4 && !(await vegetarian.isChecked()); press += 1)
        await page.keyboard.press('ArrowDown');
      expect(await vegetarian.isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(say('zh-Hant', `delegate.extraForm.${extra.id}.submit`));
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .getByText(say('zh-Hant', `delegate.extraForm.${extra.id}.done`))
        .waitFor();
      expect(await fact(page, say('zh-Hant', `delegate.extra.${extra.id}`)).textContent()).toBe(
        say('zh-Hant', `delegate.extra.${extra.id}.joining`, { dietary: say('zh-Hant', `option.dietary.${followUp}`) }),
      );
      await expectNoViolations(page, 'dinner changed, zh-Hant');

      // Simplified Chinese: a blank given name is refused under the field, by the page and by the server.
      await openPage(token, 'zh-Hans');
      const correcting = page.getByRole('region', { name: say('zh-Hans', 'delegate.details.heading') });
      const givenName = correcting.getByLabel(say('zh-Hans', 'field.givenName'), { exact: true });
      const save = correcting.getByRole('button', { name: say('zh-Hans', 'delegate.details.submit') });
      const required = say('zh-Hans', 'error.givenName.required');
      await givenName.fill('');
      await save.click();
      await expectErrorBeneath(givenName, required);
      await expectNoViolations(page, 'blank given name, zh-Hans');
      // A zero-width space passes the page's check (it is not blank to JavaScript) but not the server's.
      await givenName.fill('\u200b');
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith(`/web/delegate/${token}/details`)),
        save.click(),
      ]);
      expect(answer.status()).toBe(422);
      await expectErrorBeneath(givenName, required);
      await givenName.fill('Siu Ming');
      await save.click();
      await page.getByRole('status').getByText(say('zh-Hans', 'delegate.details.done')).waitFor();
      const details = page.getByRole('region', { name: say('zh-Hans', 'delegate.fields.heading') });
      expect(await fact(details, say('zh-Hans', 'field.givenName')).textContent()).toBe('Siu Ming');
      expect(await givenName.getAttribute('aria-invalid')).toBeNull();
      await expectNoViolations(page, 'given name corrected, zh-Hans');

      // English: the new address takes effect once its owner opens the link sent to it and confirms.
      await openPage(token, 'en');
      const newEmail = `new.${person.email}`;
      const changing = page.getByRole('region', { name: say('en', 'delegate.emailForm.heading') });
      await changing.getByLabel(say('en', 'delegate.emailForm.label'), { exact: true }).fill(newEmail);
      await changing.getByRole('button', { name: say('en', 'delegate.emailForm.submit') }).click();
      await page
        .getByRole('status')
        .getByText(say('en', 'delegate.emailForm.sent', { address: newEmail }))
        .waitFor();
      await page.getByText(say('en', 'delegate.pendingEmail', { address: newEmail })).waitFor();
      expect(await fact(page, say('en', 'field.email')).textContent()).toBe(person.email);
      await expectNoViolations(page, 'e-mail change asked, en');

      const confirmation = await mailbox.message(newEmail, /confirm your new e-mail address/);
      await page.goto(linkIn(confirmation, '/confirm-email/', site.server.url));
      const confirm = page.getByRole('button', { name: say('en', 'emailConfirm.submit') });
      await confirm.waitFor();
      await expectNoViolations(page, 'e-mail confirmation, en');
      await confirm.click();
      await page.getByRole('status').getByText(say('en', 'emailConfirm.done')).waitFor();
      await expectNoViolations(page, 'e-mail confirmed, en');
      await page.getByRole('link', { name: say('en', 'emailConfirm.open') }).click();
      await page.getByRole('heading', { level: 2, name: say('en', 'delegate.fields.heading') }).waitFor();
      expect(await fact(page, say('en', 'field.email')).textContent()).toBe(newEmail);
      expect(await page.getByText(say('en', 'delegate.pendingEmail', { address: newEmail })).count()).toBe(0);
      await expectNoViolations(page, 'e-mail changed, en');
    },
    testTimeout,
  );

  it(
    'switches an unpaid online registration to bank transfer, confirmed with the keyboard',
    async () => {
      await register(delegate({ payment: 'online' }));
      const token = await cancelCheckout();
      await openPage(token, 'zh-Hant');
      const switching = page.getByRole('region', { name: say('zh-Hant', 'delegate.bank.heading') });
      await switching.getByRole('button', { name: say('zh-Hant', 'delegate.bank.submit') }).focus();
      await page.keyboard.press('Enter');
      const question = switching.getByRole('group', { name: say('zh-Hant', 'delegate.bank.confirmHeading') });
      await question.waitFor();
      // The question's heading has the focus: the next stop is the button that switches.
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe(say('zh-Hant', 'delegate.bank.confirm'));
      await expectNoViolations(page, 'switch to confirm, zh-Hant');
      await page.keyboard.press('Space');
      await page.getByRole('status').getByText(say('zh-Hant', 'delegate.bank.done')).waitFor();
      expect(await fact(page, say('zh-Hant', 'delegate.paymentMethod')).textContent()).toBe(
        say('zh-Hant', 'delegate.paymentMethod.bank'),
      );
      const documents = page.getByRole('region', { name: say('zh-Hant', 'delegate.documents.heading') });
      await documents.getByRole('link', { name: say('zh-Hant', 'delegate.documents.invoice') }).waitFor();
      await expectNoViolations(page, 'switched to bank, zh-Hant');
    },
    testTimeout,
  );
});

describe('Find my registration, and a wrong link', () => {
  it(
    'answers the same sentence for any address, and a wrong token shows the not-found page only',
    async () => {
      const sentence = say('zh-Hant', 'delegateApi.linkSent');
      for (const address of [paying.email, `nobody.${paying.email}`]) {
        await page.goto(new URL('/find-registration?lang=zh-Hant', site.server.url).href);
        await page.getByLabel(say('zh-Hant', 'find.email'), { exact: true }).fill(address);
        await page.getByRole('button', { name: say('zh-Hant', 'find.submit') }).click();
        await page.getByRole('status').getByText(sentence, { exact: true }).waitFor();
      }
      await expectNoViolations(page, 'link asked for, zh-Hant');

      await page.goto(new URL('/my/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?lang=zh-Hans', site.server.url).href);
      await page.getByRole('heading', { level: 1, name: say('zh-Hans', 'delegate.notFound.title') }).waitFor();
      const main = page.getByRole('main');
      expect((await main.innerText()).split('\n').filter((line) => line.trim() !== '')).toEqual([
        say('zh-Hans', 'delegate.notFound.title'),
        say('zh-Hans', 'delegate.notFound.body'),
        say('zh-Hans', 'find.title'),
      ]);
      await expectNoViolations(page, 'not found, zh-Hans');
    },
    testTimeout,
  );
});
