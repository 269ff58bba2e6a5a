/**
 * Migrations are known by number and name: each number is used once, and a database that recorded a number under
 * another name (a renumbered file, two branches that took one number) stops the server instead of skipping a file.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { Database } from '../../../server/db/Database';
import { listMigrations, migrate, MigrationMismatchError, migrationsDir } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/openDatabase';
import { openPgliteDatabase } from '../../../server/db/pgliteDatabase';
import { copyMigratedData } from '../../support/dataTemplate';
import { openTestPostgres, stopTestPostgres } from '../helpers/testDatabase';

afterAll(stopTestPostgres);

describe('the migrations folder', () => {
  it('numbers each migration once, and leaves 10 out as the databases in use recorded it', async () => {
    const numbers = readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => Number(/^(\d+)_[\w-]+\.sql$/.exec(file)?.[1]));
    expect(numbers.filter((number) => !Number.isInteger(number))).toEqual([]);
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
    expect(numbers).not.toContain(10);
    expect((await listMigrations()).map((migration) => migration.version)).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('is refused when two files share a number', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seminar-migrations-'));
    try {
      writeFileSync(join(dir, '001_initial.sql'), 'select 1;');
      writeFileSync(join(dir, '002_one.sql'), 'select 1;');
      writeFileSync(join(dir, '002_other.sql'), 'select 1;');
      await expect(listMigrations(dir)).rejects.toThrow(
        new MigrationMismatchError(
          'Migrations share a number: 002_one.sql and 002_other.sql. Give each its own number.',
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Records migration 7 under the name another branch gave it, as a database migrated by that branch would hold. */
async function recordOtherName(db: Database): Promise<void> {
  await db.query(`update migrations set name = 'delegate_link' where version = 7`);
}

async function recordedNames(db: Database): Promise<string[]> {
  const rows = await db.query<{ name: string }>('select name from migrations order by version');
  return rows.map((row) => row.name);
}

const refusal =
  /^The database's migrations do not match the server's files, so the server will not start:\n {2}- 7 was applied as 'delegate_link', but the file of that number is 007_delegate_page\.sql\n/;

describe('a database whose recorded migration has another name than its file', () => {
  it('with the pglite store, is refused at start, and the data directory is left unlocked', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seminar-pglite-'));
    try {
      await copyMigratedData(dataDir);
      const db = await openPgliteDatabase(dataDir);
      expect(await migrate(db)).toEqual([]);
      await recordOtherName(db);
      const before = await recordedNames(db);
      await db.close();

      const opening = openDatabase({ dataDir });
      await expect(opening).rejects.toBeInstanceOf(MigrationMismatchError);
      await expect(opening).rejects.toThrow(refusal);

      const again = await openPgliteDatabase(dataDir);
      expect(await recordedNames(again)).toEqual(before);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('with the postgres store, is refused at start, applies no later migration, and starts once the name is back', async () => {
    const database = await openTestPostgres();
    const dir = mkdtempSync(join(tmpdir(), 'seminar-migrations-'));
    try {
      await recordOtherName(database.db);
      const url = database.connectionString ?? '';
      const opening = openDatabase({ databaseUrl: url, dataDir: tmpdir() });
      await expect(opening).rejects.toBeInstanceOf(MigrationMismatchError);
      await expect(opening).rejects.toThrow(refusal);

      // A migration the folder gained since the database was last migrated: the refusal comes before it.
      cpSync(migrationsDir, dir, { recursive: true });
      writeFileSync(join(dir, '999_later.sql'), 'create table later_marker (id integer);');
      await expect(migrate(database.db, dir)).rejects.toThrow(refusal);
      const [marker] = await database.db.query<{ found: string | null }>(
        `select to_regclass('later_marker')::text as found`,
      );
      expect(marker?.found).toBeNull();

      await database.db.query(`update migrations set name = 'delegate_page' where version = 7`);
      const reopened = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
      await reopened.close();
      expect(await migrate(database.db, dir)).toEqual(['999_later.sql']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await database.close();
    }
  }, 60_000);
});
