import { PGlite, type Transaction } from '@electric-sql/pglite';

import type { Database, SqlRunner, SqlValue } from './Database';
import { lockDataDir } from './dataDirLock';
import { keepPrivate, privateDataDirectory } from './dataDirPermissions';

function runnerOver(target: PGlite | Transaction): SqlRunner {
  return {
    async query<Row extends object>(text: string, params: readonly SqlValue[] = []): Promise<Row[]> {
      const result = await target.query<Row>(text, [...params]);
      return result.rows;
    },
    async exec(script: string): Promise<void> {
      await target.exec(script);
    },
  };
}

/** Opens (creating it on first use) the embedded PostgreSQL kept in `dataDir`, which may be a symbolic link. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const directory = privateDataDirectory(dataDir);
  const unlock = lockDataDir(directory);
  let db: PGlite;
  try {
    db = await PGlite.create(directory);
  } catch (error) {
    unlock();
    // PGlite's own file-system errors carry no message, only an errno.
    const detail = error instanceof Error && error.message ? error.message : JSON.stringify(error);
    throw new Error(`The embedded database in ${directory} could not be opened: ${detail}`, { cause: error });
  }
  // PGlite lays a new database out with files of mode 0666: kept 0600, as are files of an older version of this server.
  try {
    keepPrivate(directory);
  } catch (error) {
    await db.close().finally(unlock);
    throw error;
  }
  return pgliteDatabase(db, `embedded PostgreSQL (PGlite) in ${directory}`, async () => {
    try {
      await db.close();
      // Files PostgreSQL wrote while running (its relation cache) come with mode 0644.
      keepPrivate(directory);
    } finally {
      unlock();
    }
  });
}

/**
 * The Database over a PGlite already open: in `dataDir` (above), or in memory, loaded from a dump
 * (`dumpDataDir`) as a test's throw-away store is. `close` closes it, and whatever else the caller must do then.
 */
export function pgliteDatabase(db: PGlite, description: string, close = () => db.close()): Database {
  const runner = runnerOver(db);
  return {
    description,
    query: runner.query.bind(runner),
    exec: runner.exec.bind(runner),
    // PGlite has one connection: a transaction holds it exclusively, so they run one at a time.
    transaction: (work) => db.transaction((tx) => work(runnerOver(tx))),
    dumpDataDir: async () => new Uint8Array(await (await db.dumpDataDir('gzip')).arrayBuffer()),
    close,
  };
}
