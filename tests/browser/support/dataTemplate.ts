/** An embedded database that the server has created and migrated once, to copy for each test server. */
import { spawnServer } from '../../../scripts/support/serverProcess';
import { cachedDirectory, contentKey } from './tempCache';

/** What the migrated database depends on: the server's database code and migrations, and PGlite's version. */
const dataInputs = ['server/db', 'server/store', 'package-lock.json'];

async function createAndMigrate(dataDir: string): Promise<void> {
  const server = await spawnServer({ dataDir });
  if (!(await server.stop()))
    throw new Error(`The server did not shut its new database down cleanly:\n${server.output()}`);
}

let template: Promise<string> | undefined;

/**
 * A PGlite directory holding the migrated, empty schema. Creating one takes seconds (initdb inside PGlite);
 * opening a copy takes under one, so the many servers of the browser tests start from copies.
 */
export function migratedDataDir(): Promise<string> {
  template ??= cachedDirectory('seminar-browser-pglite-', contentKey(dataInputs), createAndMigrate);
  return template;
}
