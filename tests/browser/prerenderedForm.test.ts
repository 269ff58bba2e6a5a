import en from '@schemas/messages/en.json';
import zhHans from '@schemas/messages/zh-Hans.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { siteAndBrowserForFile } from './support/siteAndBrowser';

const testTimeout = 60_000;
const catalogues: Record<string, Record<string, string>> = { en, 'zh-Hant': zhHant, 'zh-Hans': zhHans };
/** The text of `key` in `locale`, over English as the page shows a missing one. */
const text = (locale: string, key: string) => catalogues[locale]?.[key] ?? en[key as keyof typeof en];

const site = siteAndBrowserForFile(testTimeout);

/** The label texts of the form's first fields, as the page shows them (without the required marker). */
function labelOf(page: Page, id: string): Promise<string> {
  return page.locator(`label[for="${id}"]`).evaluate((label) => (label.firstChild?.textContent ?? '').trim());
}

describe('The form rendered into the HTML at build time', () => {
  it.each([
    { path: '/', browserLanguage: 'en-GB', locale: 'en' },
    { path: '/?lang=zh-Hant', browserLanguage: 'en-GB', locale: 'zh-Hant' },
    { path: '/', browserLanguage: 'zh-CN', locale: 'zh-Hans' },
    { path: '/', browserLanguage: 'zh-HK', locale: 'zh-Hant' },
  ])(
    'is on screen whole before any script runs: $path for a $browserLanguage browser, in $locale',
    async ({ path, browserLanguage, locale }) => {
      const context = await site.browser.newContext({
        javaScriptEnabled: false,
        locale: browserLanguage,
        viewport: { width: 390, height: 844 },
      });
      try {
        const page = await context.newPage();
        await page.goto(new URL(path, site.server.url).href);
        expect(await page.locator('html').getAttribute('lang')).toBe(locale);
        expect(await labelOf(page, 'root_familyName')).toBe(text(locale, 'field.familyName'));
        expect(await labelOf(page, 'root_givenName')).toBe(text(locale, 'field.givenName'));
        // Every part of the form is there, down to the consent and the button.
        expect(await page.locator('#root_consentAcknowledge').count()).toBe(1);
        expect((await page.locator('form button[type="submit"]').textContent())?.trim()).toBe(
          text(locale, 'submit.label'),
        );
        // Until the page's code has taken over, the browser cannot send the form itself (the details in the address).
        expect(await page.locator('form button[type="submit"]').isDisabled()).toBe(true);
        await page.locator('#root_familyName').fill('Chan');
        await page.locator('#root_familyName').press('Enter');
        expect(new URL(page.url()).searchParams.has('familyName')).toBe(false);
        expect(await page.locator('#root_familyName').inputValue()).toBe('Chan');
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );

  it.each(['/', '/?lang=zh-Hant'])(
    'on %s is taken over by the scripts as it is, keeping what was typed before they arrived',
    async (path) => {
      const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        // The page's entry script is held back until the person has typed.
        let release = () => {};
        const arrived = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
          await arrived;
          await route.continue();
        });
        await page.goto(new URL(path, site.server.url).href, { waitUntil: 'commit' });
        await page.locator('#root_familyName').fill('Chan');
        await page.locator('#root_givenName').pressSequentially('Tai Man');
        await page.locator('#root_title').selectOption({ index: 2 });
        const chosenTitle = await page.locator('#root_title').inputValue();
        await page.locator('#root_consentAcknowledge').check();
        await page.evaluate(() => {
          const kept = window as unknown as Record<string, Element | null>;
          for (const selector of ['img.page-banner__art', 'h1', 'form', '#root_familyName'])
            kept[selector] = document.querySelector(selector);
        });

        release();
        // The scripts have started once the searchable selects replace their stand-ins.
        await page.locator('#root_iddCode[role="combobox"]').waitFor();
        await page.locator('#root_region[role="combobox"]').waitFor();
        const sameElements = await page.evaluate(() =>
          ['img.page-banner__art', 'h1', 'form', '#root_familyName'].map(
            (selector) =>
              (window as unknown as Record<string, Element | null>)[selector] === document.querySelector(selector),
          ),
        );
        expect(sameElements, 'the banner, heading, form and field painted first are the ones on screen').toEqual([
          true,
          true,
          true,
          true,
        ]);
        expect(await page.locator('#root_familyName').inputValue()).toBe('Chan');
        expect(await page.locator('#root_givenName').inputValue()).toBe('Tai Man');
        expect(await page.locator('#root_title').inputValue()).toBe(chosenTitle);
        expect(await page.locator('#root_consentAcknowledge').isChecked()).toBe(true);

        // The form's own state has them too: submitting flags every other required field, not these.
        await page.locator('form button[type="submit"]').click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        const invalid = await page.locator('[aria-invalid="true"]').evaluateAll((fields) => fields.map((f) => f.id));
        expect(invalid).not.toContain('root_familyName');
        expect(invalid).not.toContain('root_givenName');
        expect(invalid).not.toContain('root_title');
        expect(invalid).not.toContain('root_consentAcknowledge');
        expect(invalid).toContain('root_email');
        expect(problems, 'no hydration error or other error in the console').toEqual([]);
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );

  it(
    'asks for its scripts only once the banner has arrived, so that a slow line carries the banner alone first',
    async () => {
      const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const page = await context.newPage();
        await page.goto(site.server.url);
        await page.locator('#root_region[role="combobox"]').waitFor();
        const timing = await page.evaluate(() => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const find = (pattern: RegExp) => entries.find((entry) => pattern.test(new URL(entry.name).pathname));
          return {
            banner: find(/\/banner\.[a-z]+$/)?.responseEnd,
            entry: find(/^\/assets\/index-[^/]*\.js$/)?.startTime,
            stylesheet: find(/^\/assets\/index-[^/]*\.css$/)?.startTime,
          };
        });
        expect(timing.banner, 'the banner was loaded').toBeGreaterThan(0);
        expect(timing.stylesheet, 'the style sheet still comes with the page').toBeLessThan(timing.banner ?? 0);
        // Unless the banner takes longer than the second the page waits for it at most.
        if ((timing.banner ?? 0) < 1000) expect(timing.entry).toBeGreaterThanOrEqual(timing.banner ?? Infinity);
        else expect(timing.entry).toBeGreaterThanOrEqual(1000);
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );

  it(
    "arrives in the language chosen in another tab, so a page reached without ?lang= is not in the browser's first",
    async () => {
      const context = await site.browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
      try {
        const first = await context.newPage();
        await first.goto(new URL('/?lang=zh-Hant', site.server.url).href);
        await first.locator('#root_region[role="combobox"]').waitFor();
        // A new tab has no storage of its own: only the browser's cookie knows the choice.
        const second = await context.newPage();
        const response = await second.goto(site.server.url);
        expect(await response?.text()).toContain('<html lang="zh-Hant"');
        const banner = await second.locator('img.page-banner__art').elementHandle();
        await second.locator('#root_region[role="combobox"]').waitFor();
        expect(await second.locator('html').getAttribute('lang')).toBe('zh-Hant');
        expect(await labelOf(second, 'root_familyName')).toBe(text('zh-Hant', 'field.familyName'));
        // React took the page over as it was sent, rather than rendering it anew in another language.
        expect(await banner?.evaluate((image) => image.isConnected)).toBe(true);
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );
});
