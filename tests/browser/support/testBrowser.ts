/** The browser a test file drives: a connection to the run's shared Chromium (tests/setup/sharedChromium.ts). */
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

import { launchChromium } from '../../../scripts/support/chromium';

/**
 * Connects to the shared Chromium; its `close()` closes this file's contexts and disconnects, leaving the browser to
 * the other files. Without a shared one (a file run outside the browser project), a browser of its own.
 */
export function testBrowser(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint, { timeout: 30_000 }) : launchChromium();
}
