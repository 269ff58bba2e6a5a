/** Debian's Chromium driven by playwright-core, headless, with a throw-away profile. */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A fresh browser; playwright gives every launch its own temporary user-data directory. */
export function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is needed for the browser tests: apt-get install chromium, or set CHROMIUM_PATH`);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true, timeout: 30_000 });
}
