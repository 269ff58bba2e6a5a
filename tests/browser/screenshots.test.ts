import { mkdirSync } from 'node:fs';
import path from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { followUps, joining } from '../support/eventExtra';
import { text } from '../support/schemaTexts';
import { screenshotDir } from './support/projectPaths';
import { delegate, fillForm, openForm, submitButton } from './support/registrationForm';
import { type SiteAndBrowser, startSiteAndBrowser } from './support/siteAndBrowser';

const testTimeout = 60_000;

let site: SiteAndBrowser;

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  site = await startSiteAndBrowser();
}, testTimeout);

afterAll(async () => {
  await site?.close();
});

/** A phone-sized or desktop window; the page is captured whole, beyond the window's height. */
async function withWindow(width: number, height: number, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await site.browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  context.setDefaultTimeout(10_000);
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Saves a full-page screenshot and answers how wide the page is, which should not exceed the window. */
async function capture(page: Page, name: string): Promise<number> {
  // The smooth scroll to an errored field and the images must have settled.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForLoadState('load');
  await page.screenshot({ path: path.join(screenshotDir, name), fullPage: true, animations: 'disabled' });
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('Screenshots in test-results/screenshots/', () => {
  it.each([
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ])(
    'the filled form $width px wide, as form-<width>.png',
    async ({ width, height }) => {
      await withWindow(width, height, async (page) => {
        await openForm(page, site.server.url);
        await fillForm(page, delegate({ dinner: joining, dietaryPreference: followUps.at(-1), payment: 'bank' }));
        expect(await capture(page, `form-${width}.png`), 'page width').toBeLessThanOrEqual(width);
      });
    },
    testTimeout,
  );

  it(
    'thank-you-375.png shows the thank-you page after a bank-transfer registration, 375 px wide',
    async () => {
      await withWindow(375, 812, async (page) => {
        await openForm(page, site.server.url);
        await fillForm(page, delegate({ payment: 'bank' }));
        await submitButton(page).click();
        await page.waitForURL((url) => url.pathname === '/thankMessage');
        await page.getByRole('heading', { name: text('thanks.title') }).waitFor();
        expect(await capture(page, 'thank-you-375.png'), 'page width').toBeLessThanOrEqual(375);
      });
    },
    testTimeout,
  );
});
