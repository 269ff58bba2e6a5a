/** The run's shared site server (tests/setup/sharedSite.ts), as the RunningServer a test file's own would be. */
import { inject } from 'vitest';

import type { RunningServer } from '../../../scripts/support/serverProcess';

/** The shared server when the run has one (the browser project's set-up starts it); undefined otherwise. */
export function sharedSiteServer(): RunningServer | undefined {
  const shared = inject('sharedSite');
  if (!shared) return undefined;
  const notYours = () => {
    throw new Error(
      'The shared site server belongs to the run: start a server of your own to stop, kill or signal it.',
    );
  };
  return {
    url: shared.url,
    output: () => 'The shared site server writes to the test run’s own output.',
    // Stopping is the run's: a file that is done with it just lets go.
    stop: async () => true,
    kill: notYours,
    signal: notYours,
    exit: notYours,
  };
}

/** The admin token of the shared server's listing (tests/browser/support/adminListing.ts). */
export function sharedAdminToken(): string {
  const shared = inject('sharedSite');
  if (!shared) throw new Error('There is no shared site server outside the browser project.');
  return shared.adminToken;
}
