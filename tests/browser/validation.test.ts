import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { fees } from '../../core/model/schemaData';
import { periods } from '../support/eventTimes';
import { text } from '../support/schemaTexts';
import { shownError } from './support/fieldErrors';
import { focusedId, openForm, submitButton, tabTo } from './support/registrationForm';
import { siteAndBrowserForFile } from './support/siteAndBrowser';

const testTimeout = 60_000;
/** Spec section 5: the first field in error stands this far below the top of the window. */
const scrollOffsetPx = 120;

const site = siteAndBrowserForFile(testTimeout);

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  await openForm(page, site.server.url);
});

afterEach(async () => {
  await context.close();
});

/**
 * Every required field of an empty form: the control, and what its message (its `error.<field>.required` text) must
 * stand beneath (the last radio of a group).
 */
const emptyFormErrors: { field: string; control: string; box?: string }[] = [
  { field: 'title', control: 'root_title' },
  { field: 'familyName', control: 'root_familyName' },
  { field: 'givenName', control: 'root_givenName' },
  { field: 'region', control: 'root_region', box: '.combobox:has(#root_region)' },
  { field: 'postTitle', control: 'root_postTitle' },
  { field: 'email', control: 'root_email' },
  { field: 'confirmEmail', control: 'root_confirmEmail' },
  { field: 'iddCode', control: 'root_iddCode', box: '.combobox:has(#root_iddCode)' },
  { field: 'phoneNumber', control: 'root_phoneNumber' },
  {
    field: 'feeCategory',
    control: 'root_feeCategory',
    box: `fieldset[data-period="${periods.first}"] table`,
  },
  { field: 'joinGalaDinner', control: 'root_joinGalaDinner', box: '#root_joinGalaDinner-1' },
  { field: 'paymentMethod', control: 'root_paymentMethod', box: '#root_paymentMethod-1' },
  {
    field: 'consentAcknowledge',
    control: 'root_consentAcknowledge',
    box: 'label[for="root_consentAcknowledge"]',
  },
];

function topOfFocused(): Promise<number> {
  return page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? Number.NaN);
}

describe('A submit with fields in error', () => {
  it(
    'on an empty form focuses the Title select, scrolled 120 px below the top, with every message beneath its field',
    async () => {
      await submitButton(page).click();

      await expect.poll(() => focusedId(page)).toBe('root_title');
      // The scroll is smooth: wait until it has come to rest.
      await expect.poll(async () => Math.round(await topOfFocused())).toBe(scrollOffsetPx);

      for (const { field, control, box } of emptyFormErrors) {
        const error = await shownError(page, control, `root_${field}`, box);
        expect(error.text, `${field}'s message`).toBe(text(`error.${field}.required`));
        expect(error.gapBelow, `${field}'s message stands beneath it`).toBeGreaterThanOrEqual(0);
        expect(error.describedByControl, `${field}'s control is described by its message`).toBe(true);
      }
      // The fee error is shown once, under the active (first period's) grid, above the grid of each later period.
      expect(await page.locator('form').getByText(text('error.feeCategory.required')).count()).toBe(1);
      const feeErrorBottom = await page
        .locator('#root_feeCategory__error')
        .evaluate((element) => element.getBoundingClientRect().bottom);
      for (const later of fees.periods.slice(1)) {
        const laterTop = await page
          .locator(`fieldset[data-period="${later.id}"]`)
          .evaluate((element) => element.getBoundingClientRect().top);
        expect(feeErrorBottom, `the fee error stands above the ${later.id} grid`).toBeLessThanOrEqual(laterTop);
      }
    },
    testTimeout,
  );

  it(
    'with only the title and names filled focuses the region combobox and shows its message beneath it',
    async () => {
      // Past the language switcher, the first stops on the page.
      await page.locator('.language-switcher a').last().focus();
      await tabTo(page, 'root_title');
      await page.keyboard.type('Prof.');
      await tabTo(page, 'root_familyName');
      await page.keyboard.type('Wong');
      await tabTo(page, 'root_givenName');
      await page.keyboard.type('Mei Ling');
      await submitButton(page).click();

      await expect.poll(() => focusedId(page)).toBe('root_region');
      await expect.poll(async () => Math.round(await topOfFocused())).toBe(scrollOffsetPx);
      const region = await shownError(page, 'root_region', 'root_region', '.combobox:has(#root_region)');
      expect(region).toEqual({
        text: text('error.region.required'),
        gapBelow: expect.any(Number),
        describedByControl: true,
      });
      expect(region.gapBelow).toBeGreaterThanOrEqual(0);
      for (const field of ['title', 'familyName', 'givenName']) {
        expect((await shownError(page, `root_${field}`, `root_${field}`)).text, `${field} has no message`).toBe('');
      }
      expect(await page.locator('#root_title').inputValue()).toBe('Prof.');
      expect(await page.locator('#root_familyName').inputValue()).toBe('Wong');
      expect(await page.locator('#root_givenName').inputValue()).toBe('Mei Ling');
    },
    testTimeout,
  );
});
