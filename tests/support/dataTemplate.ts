/** An embedded database that the server has created and migrated once, to copy for each test's server or store. */
import { cpSync } from 'node:fs';

import { spawnServer } from '../../scripts/support/serverProcess';
import { cachedDirectory, contentKey } from '../../scripts/support/tempCache';

/** What the migrated database depends on: the server's database code and migrations, and PGlite's version. */
const dataInputs = ['server/db', 'server/store', 'package-lock.json'];

async function createAndMigrate(dataDir: string): Promise<void> {
  const server = await spawnServer({ dataDir });
  if (!(await server.stop()))
    throw new Error(`The server did not shut its new database down cleanly:\n${server.output()}`);
}

let template: Promise<string> | undefined;

/**
 * A PGlite directory holding the migrated, empty schema. Creating one takes about 6 s of CPU (initdb inside PGlite);
 * opening a copy takes under one, so the tests' many servers and stores start from copies. The tests of a first start
 * on an empty directory (tests/server/storage.test.ts, tests/server/db/) make theirs from nothing.
 */
export function migratedDataDir(): Promise<string> {
  template ??= cachedDirectory('seminar-browser-pglite-', contentKey(dataInputs), createAndMigrate);
  return template;
}

/** Fills `dataDir` (absent or empty) with a copy of the migrated, empty database. */
export async function copyMigratedData(dataDir: string): Promise<void> {
  cpSync(await migratedDataDir(), dataDir, { recursive: true });
}
