/** A server for one test file: the built site, an empty database of its own, and the settings the test asks for. */
import { cpSync } from 'node:fs';

import { type RunningServer, spawnServerWithOwnData } from '../../../scripts/support/serverProcess';
import { migratedDataDir } from './dataTemplate';
import { builtSite } from './siteBuild';

/** Starts the server on a free port from a copy of the migrated database; `stop()` also removes the copy. */
export async function startSiteServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  return spawnServerWithOwnData({
    tempPrefix: 'seminar-browser-data-',
    staticDir,
    env,
    prepare: (dataDir) => cpSync(template, dataDir, { recursive: true }),
  });
}
