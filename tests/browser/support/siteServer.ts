/** A server for one test file: the built site, an empty database of its own, and the settings the test asks for. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedDataDir } from './dataTemplate';
import { spawnServer, type RunningServer } from './serverProcess';
import { builtSite } from './siteBuild';

/** Starts the server on a free port; `stop()` also removes its database. */
export async function startSiteServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const [staticDir, template] = await Promise.all([builtSite(), migratedDataDir()]);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seminar-browser-data-'));
  const removeData = () => {
    rmSync(dataDir, { recursive: true, force: true });
    // The server's lock beside the directory, left behind only if it had to be killed.
    rmSync(`${dataDir}.lock`, { force: true });
  };
  cpSync(template, dataDir, { recursive: true });
  let server: RunningServer;
  try {
    server = await spawnServer({ dataDir, staticDir, env });
  } catch (error) {
    removeData();
    throw error;
  }
  return {
    ...server,
    stop: async () => {
      const clean = await server.stop();
      removeData();
      return clean;
    },
  };
}
