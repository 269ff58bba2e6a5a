import en from '@schemas/messages/en.json';
import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import regions from '@schemas/regions.json';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { event, fees } from '../../core/model/schemaData';
import type { RunningServer } from '../../scripts/support/serverProcess';
import { joining } from '../support/eventExtra';
import { diallingOf, listedRegion, regionNameIn } from '../support/eventShape';
import { instants } from '../support/eventTimes';
import { translatedText } from '../support/schemaTexts';
import { axeViolations, describeViolations } from './support/axe';
import {
  delegate,
  expectedValues,
  fillForm,
  focusedId,
  openForm,
  shownValues,
  submitButton,
} from './support/registrationForm';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';
import { startSiteServer } from './support/siteServer';

const testTimeout = 90_000;
const catalogues = { 'zh-Hant': zhHant, 'zh-Hans': zhHans } as const;
type Chinese = keyof typeof catalogues;

let site: SiteAndBrowser;
let closedServer: RunningServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [site, closedServer] = await Promise.all([
    startSiteAndBrowser(),
    // The first moment after registration closed, in the event's time zone.
    startSiteServer({ REGISTRATION_CLOCK: instants.closed }),
  ]);
}, testTimeout);

afterAll(async () => {
  await closedServer?.stop();
  await site?.close();
});

beforeEach(async () => {
  // axe is injected as an inline script, which the site's CSP rightly refuses.
  context = await site.browser.newContext({ bypassCSP: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/** A region whose organisation is chosen from a list, and the period in force when registration opens. */
const listed = listedRegion();
const firstPeriod = fees.periods[0];

/** Proper names the page may show as they are: the card brands, the authorities and regions of schemas/regions.json. */
const names = [
  'American Express',
  ...regions.flatMap((region) => [region.regionName, ...region.authorities.map((authority) => authority.name)]),
];

/** Runs of two or more Latin words in what a person reads, less e-mail addresses and proper names. */
async function englishPhrases(): Promise<string[]> {
  const text = (await page.locator('body').innerText()).replace(/\S+@\S+/g, ' ');
  const phrases = text.match(/[A-Za-z][A-Za-z'’-]+(?:[ ,.:;]+[A-Za-z][A-Za-z'’-]+)+/g) ?? [];
  return phrases.filter((phrase) => !names.some((name) => name.includes(phrase)));
}

/** A page of a server, by its path and query. */
function address(server: RunningServer, path: string): string {
  return new URL(path, server.url).toString();
}

async function expectNoAxeViolations(): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

function languageLink(name: string) {
  const navigation = new RegExp([en, zhHant, zhHans].map((texts) => texts['language.label']).join('|'));
  return page.getByRole('navigation', { name: navigation }).getByRole('link', { name, exact: true });
}

describe.each(['zh-Hant', 'zh-Hans'] as const)('The site in %s', (locale: Chinese) => {
  const text = catalogues[locale];

  it(
    'shows the whole form with no English sentence, Chinese dates, a truthful <html lang> and no axe violation',
    async () => {
      await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/web/check-period'),
        page.goto(address(site.server, `/?lang=${locale}`)),
      ]);
      await page.locator('#root_region[role="combobox"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      expect(await page.title()).toBe(
        text['site.title'].replace('{acronym}', event.bodyAcronym).replace('{year}', String(event.year)),
      );
      // The first period's grid, its last day written as the language writes dates.
      await page.getByRole('group', { name: translatedText(locale, firstPeriod.legend) }).waitFor();
      // Choices that bring in more text: a region (its notes and organisation list), the dinner, bank transfer.
      await page.locator('#root_region').fill(regionNameIn(listed, locale));
      await page.locator('#root_region__listbox').getByRole('option').first().click();
      // The dinner's own group (the legend is its label): another question (a site visit) may offer the same Yes.
      const dinner = page.locator('fieldset:has(> legend#root_joinGalaDinner__label)');
      await dinner.getByRole('radio', { name: translatedText(locale, `option.yesNo.${joining}`), exact: true }).click();
      await page.getByRole('radio', { name: new RegExp(`^${text['option.payment.bank'].slice(0, 4)}`) }).click();
      await page.getByText(text['part.d.bank.charges']).waitFor();
      expect(await englishPhrases()).toEqual([]);
      const current = languageLink(text[`language.${locale}`]);
      expect(await current.getAttribute('aria-current')).toBe('true');
      await expectNoAxeViolations();

      // A failed submit's summary and messages are Chinese too.
      await page.locator('button[type="submit"]').click();
      await page.getByRole('alert').filter({ hasText: text['errorSummary.title'] }).waitFor();
      expect(await englishPhrases()).toEqual([]);
      await expectNoAxeViolations();
    },
    testTimeout,
  );

  it(
    'shows both thank-you pages with no English sentence',
    async () => {
      for (const payment of ['online', 'bank']) {
        await page.goto(address(site.server, `/thankMessage?payment=${payment}&lang=${locale}`));
        await page.getByRole('heading', { name: text['thanks.title'] }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        expect(await englishPhrases()).toEqual([]);
        await expectNoAxeViolations();
      }
    },
    testTimeout,
  );
});

describe('Switching language', () => {
  it(
    'keeps every value typed, keeps ?lang= across a reload, which restores the draft without the consent box',
    async () => {
      const person = delegate({ payment: 'bank' });
      await openForm(page, site.server.url);
      await fillForm(page, person);
      const before = await shownValues(page);
      expect(before).toEqual(expectedValues(person));

      await page.keyboard.press('Shift+Tab');
      await languageLink(zhHant['language.zh-Hant']).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
      expect(new URL(page.url()).searchParams.get('lang')).toBe('zh-Hant');
      // The dialling combobox writes its country name anew in the new language once its list has arrived.
      const dialling = diallingOf(listed);
      await expect
        .poll(() => page.locator('#root_iddCode').inputValue())
        .toBe(`${dialling['name-zh-Hant'] ?? dialling.name} (${dialling.code})`);
      const after = await shownValues(page);
      // Only what is written in the interface language changes: the fee's spoken name and the country names.
      const shownRegion = regions.find((entry) => entry.regionName === person.region)?.['name-zh-Hant'];
      expect(after.region).toBe(shownRegion);
      expect({ ...after, fee: before.fee, iddCode: before.iddCode, region: before.region }).toEqual(before);

      await page.reload();
      await page.getByRole('status').filter({ hasText: zhHant['draft.restored'] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
      await expect.poll(() => page.locator('#root_email').inputValue()).toBe(person.email);
      expect({ ...(await shownValues(page)), fee: before.fee, iddCode: before.iddCode, region: before.region }).toEqual(
        {
          ...before,
          consent: false,
        },
      );

      // Start again empties the form and forgets the draft.
      await page.getByRole('button', { name: zhHant['draft.startAgain'] }).click();
      await expect.poll(() => page.locator('#root_familyName').inputValue()).toBe('');
      await page.reload();
      await page.locator('#root_familyName').waitFor();
      // No draft notice (the form's status line for a sent link is there, empty, ready to be announced).
      expect(await page.getByRole('status').filter({ hasText: /\S/ }).count()).toBe(0);
      expect(await page.locator('#root_familyName').inputValue()).toBe('');
    },
    testTimeout,
  );

  it(
    'survives the checkout round trip: paid online, the thank-you page is in the language chosen',
    async () => {
      const person = delegate({ payment: 'online' });
      await openForm(page, site.server.url);
      await fillForm(page, person);
      await languageLink(zhHans['language.zh-Hans']).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
      await page.getByRole('button', { name: zhHans['submit.label'] }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      // The local checkout speaks the delegate's language too.
      await page.getByRole('button', { name: new RegExp(`^${zhHans['checkout.pay'].split('{')[0].trim()}`) }).click();
      await page.waitForURL((url) => url.pathname === '/thankMessage');
      await page.getByRole('heading', { name: zhHans['thanks.title'] }).waitFor();
      expect(new URL(page.url()).searchParams.get('lang')).toBe('zh-Hans');
      expect(new URL(page.url()).searchParams.get('payment')).toBe('online');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');

      // A successful registration has cleared the draft.
      await page.goto(address(site.server, '/'));
      await page.locator('#root_familyName').waitFor();
      expect(await page.locator('#root_familyName').inputValue()).toBe('');
      expect(await page.getByRole('status').filter({ hasText: /\S/ }).count()).toBe(0);
    },
    testTimeout,
  );
});

describe('The error summary', () => {
  it(
    'lists every error in field order, announced, and each link moves focus to its field',
    async () => {
      await openForm(page, site.server.url);
      // With a region chosen, the fee grid's radios can take focus.
      await page.locator('#root_region').fill(regionNameIn(listed));
      await page.locator('#root_region__listbox').getByRole('option').first().click();
      await submitButton(page).click();
      const summary = page.getByRole('alert').filter({ hasText: en['errorSummary.title'] });
      await summary.waitFor();
      await expect.poll(() => focusedId(page)).toBe('root_title');
      expect(await summary.getByRole('link').allTextContents()).toEqual([
        en['error.title.required'],
        en['error.familyName.required'],
        en['error.givenName.required'],
        en['error.organizationNameSelect.required'],
        en['error.postTitle.required'],
        en['error.email.required'],
        en['error.confirmEmail.required'],
        // No dialling-code message: the region has suggested its code.
        en['error.phoneNumber.required'],
        en['error.feeCategory.required'],
        en['error.joinGalaDinner.required'],
        en['error.paymentMethod.required'],
        en['error.consentAcknowledge.required'],
      ]);
      await summary.getByRole('link', { name: en['error.email.required'] }).click();
      await expect.poll(() => focusedId(page)).toBe('root_email');
      // The fee's link goes to the first radio of the active period's grid (spec section 5), by keyboard too.
      await summary.getByRole('link', { name: en['error.feeCategory.required'] }).focus();
      await page.keyboard.press('Enter');
      const firstEarlyRadio = await page
        .locator(`fieldset[data-period="${firstPeriod.id}"] input[type="radio"]`)
        .first()
        .getAttribute('id');
      await expect.poll(() => focusedId(page)).toBe(firstEarlyRadio);
      await expect
        .poll(() => page.evaluate(() => Math.round(document.activeElement!.getBoundingClientRect().top)))
        .toBe(120);
      await expectNoAxeViolations();
    },
    testTimeout,
  );
});

describe('After the closing date', () => {
  it(
    'shows that registration is closed, with the organiser e-mail, instead of the form, in each language',
    async () => {
      for (const [lang, text] of [
        ['en', en],
        ['zh-Hant', zhHant],
        ['zh-Hans', zhHans],
      ] as const) {
        await page.goto(address(closedServer, `/?lang=${lang}`));
        await page.getByRole('heading', { level: 1, name: text['closed.title'] }).waitFor();
        expect(await page.locator('main').innerText()).toContain(
          text['closed.contact'].replace('{email}', event.organiserEmail),
        );
        expect(await page.locator('form').count()).toBe(0);
        await expectNoAxeViolations();
      }
    },
    testTimeout,
  );
});
