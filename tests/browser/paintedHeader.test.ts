import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { text } from '../support/schemaTexts';
import { axeViolations } from './support/axe';
import { openForm } from './support/registrationForm';
import { siteAndBrowserForFile } from './support/siteAndBrowser';

const testTimeout = 60_000;

const site = siteAndBrowserForFile(testTimeout);

type Box = { x: number; y: number; width: number; height: number };

/** Where the switcher's links and the banner's image are, once the banner has loaded. */
async function headerBoxes(page: Page): Promise<Record<string, Box | null>> {
  await page.waitForFunction(() => {
    const banner = document.querySelector<HTMLImageElement>('img.page-banner__art');
    return banner !== null && banner.complete && banner.naturalWidth > 0;
  });
  const box = async (selector: string) => page.locator(selector).boundingBox();
  return {
    switcher: await box('nav.language-switcher'),
    firstLanguage: await box('nav.language-switcher li:first-child a'),
    banner: await box('img.page-banner__art'),
  };
}

describe('The header painted before any script runs', () => {
  it.each([
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ])(
    'stands at %o exactly where React puts it, and the page loads without a layout shift',
    async (viewport) => {
      const withoutScripts = await site.browser.newContext({ viewport, javaScriptEnabled: false });
      const withScripts = await site.browser.newContext({ viewport });
      try {
        const plainPage = await withoutScripts.newPage();
        await plainPage.goto(site.server.url);
        const painted = await headerBoxes(plainPage);
        expect(painted.banner?.width, 'the banner spans the window').toBe(viewport.width);

        const page = await withScripts.newPage();
        await page.addInitScript(() => {
          const shifts: number[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        });
        await openForm(page, site.server.url);
        // React has taken the page over (hydrated, it keeps what the HTML painted): the form's heading is there.
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await headerBoxes(page)).toEqual(painted);
        const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
        expect(await page.locator('img.page-banner__art').count(), 'one banner once React has rendered').toBe(1);
      } finally {
        await withoutScripts.close();
        await withScripts.close();
      }
    },
    testTimeout,
  );

  it(
    'is accessible on its own, and its language links work without scripts',
    async () => {
      const context = await site.browser.newContext({ javaScriptEnabled: false, bypassCSP: true });
      try {
        const page = await context.newPage();
        await page.goto(site.server.url);
        const navigation = page.getByRole('navigation', { name: text('language.label') });
        await expect(
          navigation.getByRole('link', { name: text('language.en') }).getAttribute('aria-current'),
        ).resolves.toBe('true');
        await navigation.getByRole('link', { name: text('language.zh-Hant') }).click();
        await page.waitForURL((url) => url.searchParams.get('lang') === 'zh-Hant');
        expect(new URL(page.url()).pathname).toBe('/');
      } finally {
        await context.close();
      }
      // axe needs scripts: the same HTML, with the page's own scripts blocked. Only the painted part is scanned: the
      // whole-page rules (one main landmark, one h1) are for the page React renders, which the other tests scan.
      const scanning = await site.browser.newContext({ bypassCSP: true });
      try {
        const page = await scanning.newPage();
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        await page.goto(site.server.url);
        await page.locator('img.page-banner__art').waitFor();
        expect(await axeViolations(page, '#root')).toEqual([]);
      } finally {
        await scanning.close();
      }
    },
    testTimeout,
  );

  it(
    'is left out of the pages that do not open with the banner',
    async () => {
      const context = await site.browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        for (const path of ['/staff', '/staff/registrations', '/no-such-page']) {
          await page.goto(new URL(path, site.server.url).href);
          expect(await page.locator('#root').innerHTML(), path).toBe('');
        }
        await page.goto(new URL('/thankMessage?payment=bank', site.server.url).href);
        expect(await page.locator('#root img.page-banner__art').count()).toBe(1);
      } finally {
        await context.close();
      }
    },
    testTimeout,
  );
});
