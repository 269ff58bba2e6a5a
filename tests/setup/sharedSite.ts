/**
 * One site server for the browser test files that need only the site as it ships (the built form and an empty
 * database of its own): each of them used to start and stop a server process of its own, about 6 s of CPU apiece on a
 * 2-core machine. A file that sets the server's clock, its mail polling or its fonts, or that reads the database
 * directly, still starts its own (tests/browser/support/siteServer.ts).
 */
import { randomBytes } from 'node:crypto';

import type { TestProject } from 'vitest/node';

import { startSiteServer } from '../browser/support/siteServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared site's origin (with a trailing slash) and the admin token its listing answers to. */
    sharedSite: { url: string; adminToken: string };
  }
}

/**
 * The files share one address too (127.0.0.1), and two of them run at once: the per-address limits on registering and
 * on opening a session are raised so that their registrations together never meet a limit a delegate would. The
 * limits themselves are the server suites' concern (tests/server/limits.test.ts and others).
 */
const roomForSeveralFiles = { REGISTRATION_RATE_LIMIT: '100000', SESSION_RATE_LIMIT: '100000' };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminToken = randomBytes(24).toString('base64url');
  const server = await startSiteServer({ ADMIN_TOKEN: adminToken, ...roomForSeveralFiles });
  project.provide('sharedSite', { url: server.url, adminToken });
  return async () => {
    if (!(await server.stop()))
      process.stderr.write(`The shared site server did not stop cleanly:\n${server.output()}\n`);
  };
}
