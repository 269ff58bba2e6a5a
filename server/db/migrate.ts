import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Database } from './Database';

/** The numbered .sql files that build the schema, applied in order. */
export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any fixed number: it only has to be the same for every process that migrates.
const migrationLockKey = 2025_11_05;

/** One file of the migrations folder: `007_delegate_page.sql` is version 7, named `delegate_page`. */
export interface Migration {
  version: number;
  name: string;
  file: string;
}

/**
 * The database and the migrations folder disagree: a number recorded under another name (a migration renumbered, or
 * two branches that took the same number), or two files of one number. Applying the rest would skip a file silently.
 */
export class MigrationMismatchError extends Error {
  override name = 'MigrationMismatchError';
}

/** The migrations of `dir` in order; two files of one number are refused, as only one of them could ever be applied. */
export async function listMigrations(dir: string = migrationsDir): Promise<Migration[]> {
  const files = await readdir(dir);
  const migrations = files
    .map((file) => /^(\d+)_([\w-]+)\.sql$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ version: Number(match[1]), name: match[2], file: match[0] }))
    .sort((a, b) => a.version - b.version || a.file.localeCompare(b.file));
  const twice = migrations.filter((migration, i) => migrations[i - 1]?.version === migration.version);
  if (twice.length > 0) {
    const files = twice.map((migration) => migrations.filter((other) => other.version === migration.version));
    throw new MigrationMismatchError(
      `Migrations share a number: ${files.map((same) => same.map((migration) => migration.file).join(' and ')).join('; ')}. Give each its own number.`,
    );
  }
  return migrations;
}

/** Every recorded migration whose file now carries another name, as lines for the refusal. */
function renamed(recorded: readonly { version: number; name: string }[], migrations: readonly Migration[]): string[] {
  const byVersion = new Map(migrations.map((migration) => [migration.version, migration]));
  return recorded.flatMap(({ version, name }) => {
    const file = byVersion.get(version);
    return file && file.name !== name
      ? [`  - ${String(version)} was applied as '${name}', but the file of that number is ${file.file}`]
      : [];
  });
}

/**
 * Applies the migrations not yet recorded in the `migrations` table, in one transaction
 * under an advisory lock so two servers starting together do not race. Returns the files applied.
 * Refuses (MigrationMismatchError, nothing applied) when a recorded migration's name differs from its file's.
 */
export async function migrate(db: Database, dir: string = migrationsDir): Promise<string[]> {
  const migrations = await listMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    // Every database since the first migration recorded the name beside the number, so the check needs no backfill.
    await tx.exec(
      `create table if not exists migrations (
         version integer primary key,
         name text not null,
         applied_at timestamptz not null default now()
       )`,
    );
    const done = await tx.query<{ version: number; name: string }>('select version, name from migrations');
    const mismatches = renamed(done, migrations);
    if (mismatches.length > 0) {
      throw new MigrationMismatchError(
        `The database's migrations do not match the server's files, so the server will not start:\n${mismatches.join('\n')}\n` +
          'Restore the file under its recorded name, or migrate this database with the release that applied it.',
      );
    }
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
