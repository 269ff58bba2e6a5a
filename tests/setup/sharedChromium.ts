/**
 * One Chromium for every browser test file of a run: each file connects to it and gets contexts of its own, instead of
 * starting and stopping a browser per file (seconds of CPU each on a 2-core machine). A file that needs Chromium with
 * other switches (a fake camera) still launches its own.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

import { chromiumArgs, chromiumPath } from '../../scripts/support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's address for playwright's `connect`. */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    timeout: 30_000,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
