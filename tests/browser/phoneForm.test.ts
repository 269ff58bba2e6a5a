import formSchema from '@schemas/form.schema.json';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Locale } from '../../core/i18n/locales';
import { fees } from '../../core/model/schemaData';
import { offeredLocales } from '../../server/i18n/catalogues';
import { textIn } from '../support/schemaTexts';
import { expectNoViolations } from './support/axe';
import { amountLines, sidewaysOverflow, touchTargets } from './support/phoneMeasures';
import { delegate } from './support/registrationForm';
import { siteAndBrowserForFile } from './support/siteAndBrowser';

const testTimeout = 90_000;
/** A common phone's screen in css px (an iPhone 12 to 15). */
const phone = { width: 390, height: 844 };
/** A laptop's screen, touch laptops among them. */
const wide = { width: 1280, height: 900 };
/** The smallest hit area of a touch target, in css px (WCAG 2.5.5). */
const minimumTarget = 44;

const site = siteAndBrowserForFile(testTimeout);

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  // axe is added as an inline script, which the site's CSP blocks (see accessibility.test.ts).
  context = await site.browser.newContext({ bypassCSP: true, viewport: phone, hasTouch: true, isMobile: true });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

/** The title key of a field of form.schema.json. */
function titleKey(field: string): string {
  const title = (formSchema.properties as Record<string, { title?: string }>)[field]?.title;
  if (!title) throw new Error(`form.schema.json has no titled field ${field}`);
  return title;
}

/** Opens the form in a language and reveals what a delegate would: a region (the fee grid), the dinner, bank transfer. */
async function openAndReveal(locale: Locale): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/web/check-period'),
    page.goto(new URL(`/?lang=${locale}`, site.server.url).href),
  ]);
  await page.locator('#root_region[role="combobox"]').waitFor();
  const person = delegate();
  await page.locator('#root_region').fill(person.regionSearch);
  await page.locator('#root_region__listbox').getByRole('option').first().click();
  await page.locator('#root_organizationNameSelect').waitFor();
  const dinner = page.getByRole('group', { name: textIn(locale, titleKey('joinGalaDinner')) });
  await dinner.getByRole('radio', { name: textIn(locale, 'option.yesNo.Yes'), exact: true }).click();
  await page.getByRole('group', { name: textIn(locale, titleKey('dietaryPreference')) }).waitFor();
  await page.getByRole('radio', { name: textIn(locale, 'option.payment.bank') }).click();
}

/** Nothing sticks out sideways or is cut, and every touch target is 44 x 44 px or more; `state` names the step. */
async function expectFitsAndReachable(state: string): Promise<void> {
  expect.soft(await sidewaysOverflow(page), `nothing sticks out sideways or is cut (${state})`).toEqual([]);
  const small = (await touchTargets(page)).filter(
    (target) => target.width < minimumTarget || target.height < minimumTarget,
  );
  expect
    .soft(
      small,
      `touch targets under ${minimumTarget} x ${minimumTarget} px (${state}):\n${small
        .map((target) => `  ${target.role} "${target.name}": ${target.width} x ${target.height}`)
        .join('\n')}`,
    )
    .toEqual([]);
}

describe.each(offeredLocales)('The form on a phone (390 px) in %s', (locale) => {
  it(
    'fits the screen, keeps each amount on one line, offers 44 px targets and has no axe violation, also after a failed submit and with a list open',
    async () => {
      await openAndReveal(locale);
      await expectFitsAndReachable('choices made');

      // Every price of the active period, as the grid writes it, on one line.
      const format = new Intl.NumberFormat(locale);
      const activePeriod = await page.locator('.fee-grid:not(.fee-grid--inactive)').getAttribute('data-period');
      const expected = fees.options
        .filter((option) => option.period === activePeriod)
        .map((option) => textIn(locale, 'fees.price', { price: format.format(option.price), currency: fees.currency }));
      const amounts = await amountLines(page);
      expect(amounts.map((amount) => amount.text).sort()).toEqual(expected.sort());
      expect.soft(amounts.filter((amount) => amount.lines !== 1)).toEqual([]);
      await expectNoViolations(page, `${locale} at ${phone.width} px`);

      // A failed submit adds the error summary's links and a message under each field.
      await page.getByRole('button', { name: textIn(locale, 'submit.label') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: textIn(locale, 'errorSummary.title') })
        .waitFor();
      await expectFitsAndReachable('after a failed submit');
      await expectNoViolations(page, `${locale} at ${phone.width} px after a failed submit`);

      // The region's list, opened with its ▼ button: each option is a target too.
      await page
        .locator('#root_region')
        .locator('..')
        .getByRole('button', { name: textIn(locale, 'combobox.toggle') })
        .click();
      await page.locator('#root_region__listbox').getByRole('option').first().waitFor();
      await expectFitsAndReachable('the region list open');
    },
    testTimeout,
  );
});

describe('The form on a wide screen (1280 px)', () => {
  it(
    'offers 44 px targets there too, and fits',
    async () => {
      await context.close();
      context = await site.browser.newContext({ bypassCSP: true, viewport: wide });
      context.setDefaultTimeout(15_000);
      page = await context.newPage();
      const [locale] = offeredLocales;
      await openAndReveal(locale);
      await expectFitsAndReachable('choices made, 1280 px');
      await page.getByRole('button', { name: textIn(locale, 'submit.label') }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: textIn(locale, 'errorSummary.title') })
        .waitFor();
      await expectFitsAndReachable('after a failed submit, 1280 px');
      await expectNoViolations(page, `${locale} at ${wide.width} px after a failed submit`);
    },
    testTimeout,
  );
});
