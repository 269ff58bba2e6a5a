import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { text } from '../support/schemaTexts';
import { type CspWatch, watchCsp } from './support/cspWatch';
import { delegate, fillForm, openForm, submitButton } from './support/registrationForm';
import { siteAndBrowserForFile } from './support/siteAndBrowser';

const testTimeout = 60_000;

const site = siteAndBrowserForFile(testTimeout);

/** The policy's directives by name: "script-src 'self'" is script-src -> ["'self'"]. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

describe('The Content-Security-Policy', () => {
  it.each(['/', '/thankMessage?payment=bank'])(
    'sent with %s allows scripts from the site only, with no eval and no inline script',
    async (path) => {
      const response = await fetch(new URL(path, site.server.url));
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, 'the page has a policy').not.toBe('');
      const scriptSources = directives(policy).get('script-src') ?? directives(policy).get('default-src');
      expect(scriptSources).toEqual(["'self'"]);
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).not.toContain("'unsafe-inline'");
      expect(directives(policy).get('object-src')).toEqual(["'none'"]);
    },
  );

  it(
    'lets a delegate load the form and register under it, with no violation reported',
    async () => {
      let context: BrowserContext | undefined;
      try {
        context = await site.browser.newContext();
        context.setDefaultTimeout(10_000);
        const watch: CspWatch = await watchCsp(context);
        const page: Page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));

        const [formResponse] = await Promise.all([
          page.waitForResponse(site.server.url),
          openForm(page, site.server.url),
        ]);
        expect(await formResponse.headerValue('content-security-policy')).not.toContain("'unsafe-eval'");
        await fillForm(page, delegate({ payment: 'bank' }));
        await submitButton(page).click();
        await page.waitForURL((url) => url.pathname === '/thankMessage');
        await page.getByRole('heading', { name: text('thanks.title') }).waitFor();

        expect(watch.consoleReports, 'console messages naming the Content Security Policy').toEqual([]);
        expect(watch.violationEvents, 'securitypolicyviolation events').toEqual([]);
        expect(pageErrors, 'uncaught errors').toEqual([]);
      } finally {
        await context?.close();
      }
    },
    testTimeout,
  );
});
