import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './dataDirLock';
import type { Database, SqlRunner, SqlValue } from './Database';

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

/** Opens (creating it on first use) the embedded PostgreSQL kept in `dataDir`. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const directory = resolve(dataDir);
  mkdirSync(resolve(directory, '..'), { recursive: true });
  const unlock = lockDataDir(directory);
  let db: PGlite;
  try {
    db = await PGlite.create(directory);
  } catch (error) {
    unlock();
    throw error;
  }
  const runner = runnerOver(db);
  return {
    description: `embedded PostgreSQL (PGlite) in ${directory}`,
    query: runner.query,
    exec: runner.exec,
    // PGlite has one connection: a transaction holds it exclusively, so they run one at a time.
    transaction: (work) => db.transaction((tx) => work(runnerOver(tx))),
    async close() {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}
