import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import type { BrowserContext, Dialog, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { dateLines } from '../../core/model/meetings';
import { text } from '../support/schemaTexts';
import { delegate, fillForm, openForm, submitButton } from './support/registrationForm';
import { siteAndBrowserForFile } from './support/siteAndBrowser';

/** The look the delegate meets in the details: Chinese type, the comboboxes' ring and border, the thank-you page. */
const testTimeout = 90_000;
/** --error and --focus of src/styles/system.css, as the browser computes them. */
const errorColour = 'rgb(179, 38, 30)';
const focusColour = 'rgb(242, 169, 0)';

const site = siteAndBrowserForFile(testTimeout);

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

function fontStyleOf(selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return { fontStyle: style.fontStyle, synthesis: style.getPropertyValue('font-synthesis-style') };
    });
}

async function switchTo(language: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: language, exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).not.toBe('en');
}

describe('Chinese type', () => {
  it(
    'has the italic date lines upright in Chinese, never slanted by the browser, and italic in English',
    async () => {
      await openForm(page, site.server.url);
      expect((await fontStyleOf('.reg-form-header__details')).fontStyle).toBe('italic');
      for (const language of [zhHant['language.zh-Hant'], zhHans['language.zh-Hans']]) {
        await switchTo(language);
        expect(await fontStyleOf('.reg-form-header__details')).toEqual({ fontStyle: 'normal', synthesis: 'none' });
        expect(await fontStyleOf('.reg-form-header__dates li')).toEqual({ fontStyle: 'normal', synthesis: 'none' });
      }
    },
    testTimeout,
  );
});

describe('The comboboxes', () => {
  it(
    'ring the whole control, the ▼ button included, on focus, and border all of it in red on an error',
    async () => {
      await openForm(page, site.server.url);
      for (const id of ['root_region', 'root_iddCode']) {
        await page.locator(`#${id}`).focus();
        const ring = await page.locator(`#${id}`).evaluate((input) => {
          const control = input.closest('.combobox__control')!;
          const toggle = control.querySelector('.combobox__toggle')!;
          const [box, button] = [control.getBoundingClientRect(), toggle.getBoundingClientRect()];
          return {
            control: getComputedStyle(control).outlineStyle,
            colour: getComputedStyle(control).outlineColor,
            input: getComputedStyle(input).outlineStyle,
            holdsButton: button.left >= box.left && button.right <= box.right,
          };
        });
        expect(ring).toEqual({ control: 'solid', colour: focusColour, input: 'none', holdsButton: true });
      }
      await submitButton(page).click();
      await expect.poll(() => page.locator('#root_region').getAttribute('aria-invalid')).toBe('true');
      const border = await page.locator('#root_region').evaluate((input) => {
        const control = input.closest('.combobox__control')!;
        const toggle = control.querySelector('.combobox__toggle')!;
        return {
          shadow: getComputedStyle(control).boxShadow,
          input: getComputedStyle(input).borderTopColor,
          toggle: [
            getComputedStyle(toggle).borderTopColor,
            getComputedStyle(toggle).borderRightColor,
            getComputedStyle(toggle).borderBottomColor,
          ],
        };
      });
      expect(border.shadow).toContain(errorColour);
      expect(border.input).toBe(errorColour);
      expect(border.toggle).toEqual([errorColour, errorColour, errorColour]);
    },
    testTimeout,
  );
});

describe('Start again', () => {
  it(
    'is a styled button of the style system, 44 px high at least',
    async () => {
      await openForm(page, site.server.url);
      await page.locator('#root_familyName').fill('Chan');
      await page.reload();
      const button = page.getByRole('button', { name: text('draft.startAgain') });
      await button.waitFor();
      const look = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          radius: style.borderRadius,
          border: style.borderTopStyle,
          cursor: style.cursor,
          height: element.getBoundingClientRect().height,
        };
      });
      expect(look).toMatchObject({ radius: '6px', border: 'solid', cursor: 'pointer' });
      expect(look.height).toBeGreaterThanOrEqual(44);
    },
    testTimeout,
  );
});

describe('A delegate on a phone in Traditional Chinese', () => {
  it(
    "meets the thank-you page at its top with the form's header, and a repeat registration's alert wholly in Chinese",
    async () => {
      const person = delegate({ payment: 'bank' });
      await openForm(page, site.server.url);
      await fillForm(page, person);
      await switchTo(zhHant['language.zh-Hant']);
      await page.getByRole('button', { name: zhHant['submit.label'] }).click();
      await page.getByRole('heading', { name: zhHant['thanks.title'] }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const links = page.locator('.language-switcher');
      expect(await links.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      // The same header as the form's: logo, title and theme, dates, in the page's language.
      expect(await page.locator('.reg-form-header .reg-form-header__logo').count()).toBe(1);
      expect(await page.locator('.reg-form-header__dates li').count()).toBe(dateLines.length);
      expect(await page.locator('.reg-form-header h1').innerText()).toContain(zhHant['header.theme']);

      // The same e-mail again: the server refuses it, and the page says so in Chinese only.
      const dialogs: Dialog[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog);
        void dialog.accept();
      });
      await openForm(page, new URL('/?lang=en', site.server.url).toString());
      await fillForm(page, person);
      await switchTo(zhHant['language.zh-Hant']);
      await page.getByRole('button', { name: zhHant['submit.label'] }).click();
      await expect.poll(() => dialogs.length, { timeout: 15_000 }).toBe(1);
      expect(dialogs[0]?.message()).toBe(zhHant['alert.validation'].replace('{message}', zhHant['error.email.taken']));
    },
    testTimeout,
  );
});
