/** A server for one test file: the built site, an empty database of its own, and the settings the test asks for. */
import { cpSync } from 'node:fs';

import { type RunningServer, spawnServerWithOwnData } from '../../../scripts/support/serverProcess';
import { migratedDataDir } from '../../support/dataTemplate';
import { builtSite } from './siteBuild';

/**
 * Starts the server on a free port from a copy of the migrated database; `stop()` also removes the copy. `onDataDir`
 * learns where the copy is (for `npm run staff` against this server).
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  onDataDir?: (dataDir: string) => void,
): Promise<RunningServer> {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  return spawnServerWithOwnData({
    tempPrefix: 'seminar-browser-data-',
    staticDir,
    env,
    prepare: (dataDir) => {
      onDataDir?.(dataDir);
      cpSync(template, dataDir, { recursive: true });
    },
  });
}
