/** Headless Chromium (CHROMIUM_PATH, or Debian's /usr/bin/chromium) driven by playwright-core, for the benchmark and the tests. */
import { existsSync } from 'node:fs';

import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The switches every headless Chromium of the project gets (the benchmark, the tests, Lighthouse). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ChromiumOptions {
  /**
   * Whether Playwright closes the browser itself on SIGINT, SIGTERM and SIGHUP (its default). A caller that stops
   * things in its own order on those signals turns this off: Playwright's handlers would exit before it is done.
   */
  handleSignals?: boolean;
  /** Switches beyond chromiumArgs, such as a fake camera's. */
  args?: readonly string[];
}

/** A fresh browser; playwright gives every launch its own temporary user-data directory. */
export function launchChromium({ handleSignals = true, args = [] }: ChromiumOptions = {}): Promise<Browser> {
  if (!existsSync(chromiumPath))
    throw new Error(`No Chromium at ${chromiumPath}: apt-get install chromium, or set CHROMIUM_PATH`);
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...args],
    headless: true,
    timeout: 30_000,
    handleSIGINT: handleSignals,
    handleSIGTERM: handleSignals,
    handleSIGHUP: handleSignals,
  });
}
