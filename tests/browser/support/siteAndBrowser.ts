/**
 * What most test files need before their first test: a server and a browser, both let go of together. A file that asks
 * for the server's defaults gets the run's shared server (tests/setup/sharedSite.ts); one with settings of its own, or
 * that wants the database's directory, a server of its own.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import type { RunningServer } from '../../../scripts/support/serverProcess';
import { sharedSiteServer } from './sharedSiteServer';
import { startSiteServer } from './siteServer';
import { testBrowser } from './testBrowser';

export interface SiteAndBrowser {
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

/** Starts both at once; if either fails, the other is stopped again so no process outlives the file. */
export async function startSiteAndBrowser(
  env: Record<string, string> = {},
  onDataDir?: (dataDir: string) => void,
): Promise<SiteAndBrowser> {
  const shared = Object.keys(env).length === 0 && !onDataDir ? sharedSiteServer() : undefined;
  const [server, browser] = await Promise.allSettled([
    shared ? Promise.resolve(shared) : startSiteServer(env, onDataDir),
    testBrowser(),
  ]);
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (browser.status === 'fulfilled') await browser.value.close();
    if (server.status === 'fulfilled') await server.value.stop();
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  return {
    server: server.value,
    browser: browser.value,
    close: async () => {
      // The browser first: its open connections would hold up the server's shutdown.
      await browser.value.close();
      await server.value.stop();
    },
  };
}

/**
 * A server and a browser for every test of the file that calls it: started before its first test, stopped after its
 * last. The answer reads them once started, so tests use `site.server` and `site.browser` as they are.
 */
export function siteAndBrowserForFile(timeoutMs = 60_000): SiteAndBrowser {
  let started: SiteAndBrowser | undefined;
  const current = (): SiteAndBrowser => {
    if (!started) throw new Error('The site and browser start before the first test: use them inside a test.');
    return started;
  };
  beforeAll(async () => {
    started = await startSiteAndBrowser();
  }, timeoutMs);
  afterAll(async () => {
    await started?.close();
  });
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    close: () => current().close(),
  };
}
