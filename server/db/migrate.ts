import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Database } from './Database';

/** The numbered .sql files that build the schema, applied in order. */
export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any fixed number: it only has to be the same for every process that migrates.
const migrationLockKey = 2025_11_05;

interface Migration {
  version: number;
  name: string;
  file: string;
}

async function listMigrations(dir: string): Promise<Migration[]> {
  const files = await readdir(dir);
  return files
    .map((file) => /^(\d+)_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ version: Number(match[1]), name: match[2], file: match[0] }))
    .sort((a, b) => a.version - b.version);
}

/**
 * Applies the migrations not yet recorded in the `migrations` table, in one transaction
 * under an advisory lock so two servers starting together do not race. Returns the files applied.
 */
export async function migrate(db: Database, dir: string = migrationsDir): Promise<string[]> {
  const migrations = await listMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(
      `create table if not exists migrations (
         version integer primary key,
         name text not null,
         applied_at timestamptz not null default now()
       )`,
    );
    const done = await tx.query<{ version: number }>('select version from migrations');
    const applied = new Set(done.map((row) => row.version));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await tx.exec(await readFile(join(dir, migration.file), 'utf8'));
      await tx.query('insert into migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
      ran.push(migration.file);
    }
    return ran;
  });
}
