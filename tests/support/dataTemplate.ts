/** An embedded database that the server has created and migrated once, to copy for each test's server or store. */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { spawnServer } from '../../scripts/support/serverProcess';
import { cachedDirectory, contentKey } from '../../scripts/support/tempCache';
import { temporaryDirectory } from '../../scripts/support/temporaryDirectory';

/** What the migrated database depends on: the server's database code and migrations, and PGlite's version. */
const dataInputs = ['server/db', 'server/store', 'package-lock.json'];
const dumpFile = 'data.tar';

async function createAndMigrate(dataDir: string): Promise<void> {
  const server = await spawnServer({ dataDir });
  const stopped = await server.stop();
  // The demo's secret, which the server keeps beside its directory: the template is renamed into place without it,
  // and each copy's server makes its own.
  rmSync(`${dataDir}.secret`, { force: true });
  if (!stopped) throw new Error(`The server did not shut its new database down cleanly:\n${server.output()}`);
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

/** The template above as PGlite dumps a data directory (an uncompressed tar), written once next to it. */
async function dumpTemplate(dir: string): Promise<void> {
  const scratch = temporaryDirectory('seminar-pglite-dump-');
  try {
    // Opened from a copy: PostgreSQL writes to the directory it runs in, and the template is shared.
    await copyMigratedData(scratch.dir);
    const db = await PGlite.create(scratch.dir);
    try {
      writeFileSync(path.join(dir, dumpFile), Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()));
    } finally {
      await db.close();
    }
  } finally {
    scratch.remove();
  }
}

let dump: Promise<Blob> | undefined;

/**
 * The migrated, empty database as a dump, for a store in memory (`PGlite.create({ loadDataDir })`): half the CPU of
 * opening a copy on disk, and none of the copy's 40 MB written and removed again per store. Read once per process.
 */
export function migratedDump(): Promise<Blob> {
  dump ??= cachedDirectory('seminar-pglite-dump-', contentKey(dataInputs), dumpTemplate).then(
    (dir) => new Blob([readFileSync(path.join(dir, dumpFile))]),
  );
  return dump;
}
