import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { text } from '../support/schemaTexts';
import { expectNoViolations } from './support/axe';
import { focusedId, openForm, submitButton } from './support/registrationForm';
import { siteAndBrowserForFile } from './support/siteAndBrowser';

const testTimeout = 60_000;

const site = siteAndBrowserForFile(testTimeout);

let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  // axe is added as an inline script, which the site's CSP blocks; contentSecurityPolicy.test.ts shows the pages
  // meet no violation of that policy, so they render the same with it lifted.
  context = await site.browser.newContext({ bypassCSP: true });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
});

afterEach(async () => {
  await context.close();
});

describe('axe-core finds no violations', () => {
  it(
    'on the registration form as it opens',
    async () => {
      await openForm(page, site.server.url);
      await expectNoViolations(page);
    },
    testTimeout,
  );

  it(
    'on the form after a submit with every field in error',
    async () => {
      await openForm(page, site.server.url);
      await submitButton(page).click();
      await expect.poll(() => focusedId(page)).toBe('root_title');
      await page.locator('#root_consentAcknowledge__error').waitFor();
      await expectNoViolations(page);
    },
    testTimeout,
  );

  it.each(['bank', 'online'])(
    'on the thank-you page for payment=%s',
    async (payment) => {
      await page.goto(new URL(`/thankMessage?payment=${payment}`, site.server.url).href);
      await page.getByRole('heading', { name: text('thanks.title') }).waitFor();
      await expectNoViolations(page);
    },
    testTimeout,
  );
});
