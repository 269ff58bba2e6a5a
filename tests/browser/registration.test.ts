import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { englishMessages as en } from '../../core/i18n/messages';
import { event, fees } from '../../core/model/schemaData';
import { offeredLocales } from '../../server/i18n/catalogues';
import { followUps, joining } from '../support/eventExtra';
import { periods } from '../support/eventTimes';
import { feeColumnText, feeOption, feeRowText, periodLegend, priceText, text, textIn } from '../support/schemaTexts';
import { registrationOf } from './support/adminListing';
import { delegate, expectedValues, fillForm, openForm, shownValues, submitButton } from './support/registrationForm';
import { sharedAdminToken } from './support/sharedSiteServer';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';

const testTimeout = 60_000;

let site: SiteAndBrowser;
let adminToken: string;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The run's shared server, whose listing answers to the token the run gave it.
  site = await startSiteAndBrowser();
  adminToken = sharedAdminToken();
}, testTimeout);

afterAll(async () => {
  await site?.close();
});

beforeEach(async () => {
  context = await site.browser.newContext();
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

function checkoutField(term: string) {
  return page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

describe('A delegate registers', () => {
  it(
    'by bank transfer, filling the form with keyboard and mouse, and sees the acknowledgement thank-you page',
    async () => {
      const person = delegate({ payment: 'bank' });
      await openForm(page, site.server.url);
      await fillForm(page, person);
      await expect.poll(() => page.getByText(/^Total Fee:/).textContent()).toBe(person.total);
      expect(await shownValues(page)).toEqual(expectedValues(person));

      await submitButton(page).click();
      await page.waitForURL((url) => url.pathname === '/thankMessage');
      const thanked = new URL(page.url()).searchParams;
      expect(thanked.get('payment')).toBe('bank');
      expect(thanked.get('reference')).toMatch(/^[A-Z0-9]+-\d{4,}$/);
      await page.getByRole('heading', { name: text('thanks.title') }).waitFor();
      expect(await page.locator('main').textContent()).toContain(text('thanks.bank.body'));

      expect(await registrationOf(site.server, adminToken, person.email)).toMatchObject({
        title: person.title,
        familyName: person.familyName,
        givenName: person.givenName,
        region: person.region,
        organizationName: person.organization,
        postTitle: person.postTitle,
        email: person.email,
        iddCode: person.diallingCode,
        phoneNumber: person.phoneNumber,
        feeCategory: person.feeCategory,
        feeAmount: feeOption(person.feeCategory).price,
        currency: fees.currency,
        feePeriod: periods.first,
        joinGalaDinner: person.dinner,
        dietaryPreference: '',
        memberStatus: person.memberStatus,
        paymentMethod: 'bank',
        paymentStatus: null,
      });
    },
    testTimeout,
  );

  it(
    'online, pays on the checkout page and is thanked, and the registration is paid',
    async () => {
      const person = delegate({ payment: 'online', dinner: joining, dietaryPreference: followUps.at(1) });
      await openForm(page, site.server.url);
      await fillForm(page, person);
      await submitButton(page).click();

      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      expect(await checkoutField(text('email.details.delegate')).textContent()).toBe(
        `${person.title} ${person.givenName} ${person.familyName}`,
      );
      expect(await checkoutField(text('field.email')).textContent()).toBe(person.email);
      const fee = feeOption(person.feeCategory);
      expect(await checkoutField(text('email.details.fee')).textContent()).toBe(
        [feeRowText(fee), feeColumnText(fee), periodLegend(fee.period)].join(' - '),
      );
      expect(await checkoutField(text('email.details.amount')).textContent()).toBe(priceText(fee.price));
      expect(await registrationOf(site.server, adminToken, person.email)).toMatchObject({
        paymentMethod: 'online',
        paymentStatus: 'pending',
      });

      await page.getByRole('button', { name: text('checkout.pay', { amount: priceText(fee.price) }) }).click();
      await page.waitForURL((url) => url.pathname === '/thankMessage');
      expect(new URL(page.url()).searchParams.get('payment')).toBe('online');
      // The personal link never travels in the thank-you page's address (the card provider keeps the address).
      expect(new URL(page.url()).searchParams.has('token')).toBe(false);
      await page.getByText(text('thanks.online.closing')).waitFor();
      expect(await page.locator('main').textContent()).toContain(text('thanks.online.body'));

      expect(await registrationOf(site.server, adminToken, person.email)).toMatchObject({
        joinGalaDinner: joining,
        dietaryPreference: person.dietaryPreference,
        paymentMethod: 'online',
        feeAmount: fee.price,
        paymentStatus: 'paid',
      });
    },
    testTimeout,
  );

  it(
    "online, cancels on the checkout page and lands on the delegate's own page, which says nothing was charged",
    async () => {
      const person = delegate({ payment: 'online' });
      await openForm(page, site.server.url);
      await fillForm(page, person);
      await submitButton(page).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));

      await page.getByRole('button', { name: text('checkout.cancel') }).click();
      await page.waitForURL(
        (url) => url.pathname.startsWith('/my/') && url.searchParams.get('checkout') === 'cancelled',
      );
      await page.getByRole('heading', { name: en['delegate.checkoutCancelledHeading'] }).waitFor();
      expect(await registrationOf(site.server, adminToken, person.email)).toMatchObject({
        paymentMethod: 'online',
        paymentStatus: 'cancelled',
      });
    },
    testTimeout,
  );

  it(
    'online, cancels, submits the form again: the duplicate alert, no checkout handed out, and a line saying the link was sent',
    async () => {
      const person = delegate({ payment: 'online' });
      await openForm(page, site.server.url);
      await fillForm(page, person);
      await submitButton(page).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      await page.getByRole('button', { name: text('checkout.cancel') }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/my/'));

      // Another tab, as a delegate who starts over would: this one's draft would offer what was typed.
      const other = await context.newPage();
      await openForm(other, site.server.url);
      await fillForm(other, person);
      const alerts: string[] = [];
      other.once('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.accept();
      });
      await submitButton(other).click();
      await other.getByText(en['form.linkSent']).waitFor();
      expect(alerts).toEqual([en['alert.duplicate'].replace('{email}', event.organiserEmail)]);
      expect(new URL(other.url()).pathname).toBe('/');
      await other.close();
      expect(await registrationOf(site.server, adminToken, person.email)).toMatchObject({
        paymentMethod: 'online',
        paymentStatus: 'cancelled',
      });
    },
    testTimeout,
  );
});

describe.each(offeredLocales)('The form in %s, a language of the catalogues present', (locale) => {
  it(
    "opens in it: <html lang>, the page's title, the switcher's current link and the form's own texts",
    async () => {
      await page.goto(new URL(`/?lang=${locale}`, site.server.url).toString());
      await page.locator('#root_familyName').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await page.title()).toBe(textIn(locale, 'site.title'));
      const switcher = page.getByRole('navigation', { name: textIn(locale, 'language.label') });
      const current = switcher.getByRole('link', { name: textIn(locale, `language.${locale}`), exact: true });
      expect(await current.getAttribute('aria-current')).toBe('true');
      await page.getByRole('group', { name: textIn(locale, 'part.a.legend') }).waitFor();
      await page.getByRole('button', { name: textIn(locale, 'submit.label') }).waitFor();
    },
    testTimeout,
  );
});
