/** The two stores every server test runs against: PGlite in a temp dir, and PostgreSQL. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import type { Database } from '../../../server/db/Database';
import { migrate } from '../../../server/db/migrate';
import { openPgliteDatabase } from '../../../server/db/pgliteDatabase';
import { openPostgresDatabase } from '../../../server/db/postgresDatabase';
import { sqlStore } from '../../../server/store/sqlStore';
import type { Store } from '../../../server/store/Store';
import { copyMigratedData } from '../../support/dataTemplate';
import { type PostgresCluster, startPostgresCluster } from './postgresCluster';

export type StoreKind = 'pglite' | 'postgres';
export const storeKinds: readonly StoreKind[] = ['pglite', 'postgres'];

export interface TestDatabase {
  kind: StoreKind;
  db: Database;
  store: Store;
  /** PGlite's directory (for the restart test). */
  dataDir?: string;
  /** PostgreSQL: a DATABASE_URL that reaches this schema, for server processes of the test's own. */
  connectionString?: string;
  /** Closes the store and removes what the test created. */
  close(): Promise<void>;
}

let cluster: Promise<PostgresCluster> | undefined;

/** DATABASE_URL when set, else one throw-away cluster per test file. */
async function postgresUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  cluster ??= startPostgresCluster();
  return (await cluster).url;
}

/** Stops the cluster this file started, if any; call it in afterAll. */
export async function stopTestPostgres(): Promise<void> {
  if (!cluster) return;
  const started = await cluster;
  cluster = undefined;
  await started.stop();
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A PGlite directory in a temp dir, migrated: a copy of the migrated template (tests/support/dataTemplate.ts). */
export async function openTestPglite(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'seminar-pglite-'));
  await copyMigratedData(dataDir);
  const db = await openPgliteDatabase(dataDir);
  await migrate(db);
  return {
    kind: 'pglite',
    db,
    store: sqlStore(db),
    dataDir,
    async close() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A schema of its own on the test PostgreSQL server, migrated; dropped on close. */
export async function openTestPostgres(): Promise<TestDatabase> {
  const url = await postgresUrl();
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(url, (client) => client.query(`create schema ${schema}`));
  const db = await openPostgresDatabase({ connectionString: url, searchPath: schema, maxConnections: 20 });
  await migrate(db);
  return {
    kind: 'postgres',
    db,
    store: sqlStore(db),
    connectionString: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async close() {
      await db.close();
      await withAdmin(url, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

export function openTestDatabase(kind: StoreKind): Promise<TestDatabase> {
  return kind === 'pglite' ? openTestPglite() : openTestPostgres();
}

/** A database of its own on the test PostgreSQL server, for server processes started with DATABASE_URL. */
export async function createTestPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = await postgresUrl();
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(url, (client) => client.query(`create database ${name}`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      await withAdmin(url, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
