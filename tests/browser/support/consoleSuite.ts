/**
 * What a staff console suite needs before its first test: the built site served from a migrated data directory of its
 * own, Chromium, a manager and a viewer added by the staff command line as the README says, and for each test a fresh
 * context and page; all stopped after the file's last test.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

import type { RunningServer } from '../../../scripts/support/serverProcess';
import { say } from './delegatePageTexts';
import { type SiteAndBrowser, startSiteAndBrowser } from './siteAndBrowser';
import { addStaffAccounts } from './staffAccounts';
import { signInToConsole, type StaffAccount } from './staffSignIn';

export interface ConsoleSuiteSettings {
  /** The suite's name, which names its accounts: 'fees' gives fees.manager@staff.example.org. */
  name: string;
  /** The server's settings beyond the defaults; the invoices' CJK font is the lifecycle tests' concern. */
  env?: Record<string, string>;
  /** The viewport and the like of each test's context. */
  context?: BrowserContextOptions;
  /** How long the start may take. */
  timeoutMs?: number;
}

export interface ConsoleSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The current test's context and page. */
  readonly context: BrowserContext;
  readonly page: Page;
  readonly manager: StaffAccount;
  readonly viewer: StaffAccount;
  /** Signs the current page in to the console as `account`. */
  signIn(account: StaffAccount): Promise<void>;
  /** Waits until the page's live region says `text`. */
  expectStatus(text: string): Promise<void>;
  /** Opens a registration from the list of registrations the console opens on, by its reference. */
  openRegistration(reference: string): Promise<void>;
}

/** The suite's two accounts, named after it, with passwords long enough for the console's rule. */
function accountsOf(name: string): { manager: StaffAccount; viewer: StaffAccount } {
  const account = (role: string) => ({
    email: `${name}.${role}@staff.example.org`,
    password: `${name} ${role} passphrase of the tests`,
  });
  return { manager: account('manager'), viewer: account('viewer') };
}

/** Registers the hooks of a console suite in the calling file and answers what its tests use, once started. */
export function consoleSuiteForFile(settings: ConsoleSuiteSettings): ConsoleSuite {
  const { manager, viewer } = accountsOf(settings.name);
  let site: SiteAndBrowser | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  const started = (): SiteAndBrowser => {
    if (!site) throw new Error('The console suite starts before the first test: use it inside a test or hook.');
    return site;
  };
  const test = () => {
    if (!current) throw new Error("A test's page opens before each test: use it inside a test.");
    return current;
  };

  beforeAll(async () => {
    let dataDir = '';
    site = await startSiteAndBrowser({ INVOICE_FONT: 'none', ...settings.env }, (dir) => (dataDir = dir));
    // The accounts are made as the README says, while the server runs.
    await addStaffAccounts(dataDir, [
      [manager, 'manager'],
      [viewer, 'viewer'],
    ]);
  }, settings.timeoutMs ?? 90_000);

  afterAll(async () => {
    await site?.close();
  });

  beforeEach(async () => {
    // axe is injected as an inline script, which the CSP blocks; the staff pages use no inline code either way.
    const context = await started().browser.newContext({ bypassCSP: true, ...settings.context });
    context.setDefaultTimeout(15_000);
    current = { context, page: await context.newPage() };
  });

  afterEach(async () => {
    await current?.context.close();
    current = undefined;
  });

  return {
    get server() {
      return started().server;
    },
    get browser() {
      return started().browser;
    },
    get context() {
      return test().context;
    },
    get page() {
      return test().page;
    },
    manager,
    viewer,
    signIn: (account) => signInToConsole(test().page, started().server.url, account),
    expectStatus: async (text) => {
      await expect.poll(async () => (await test().page.getByRole('status').textContent())?.trim()).toBe(text);
    },
    openRegistration: async (reference) => {
      const { page } = test();
      await page
        .getByRole('table', { name: /^Registrations/ })
        .getByRole('link', { name: reference })
        .click();
      await page.getByRole('heading', { level: 2, name: say('en', 'staff.registration.fields') }).waitFor();
    },
  };
}
