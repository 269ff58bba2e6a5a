/** The two stores every server test runs against: PGlite in memory, and PostgreSQL. */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import type { Database } from '../../../server/db/Database';
import { migrate } from '../../../server/db/migrate';
import { pgliteDatabase } from '../../../server/db/pgliteDatabase';
import { openPostgresDatabase } from '../../../server/db/postgresDatabase';
import { sqlStore } from '../../../server/store/sqlStore';
import type { Store } from '../../../server/store/Store';
import { migratedDump } from '../../support/dataTemplate';
import { type PostgresCluster, startPostgresCluster } from './postgresCluster';

export type StoreKind = 'pglite' | 'postgres';
export const storeKinds: readonly StoreKind[] = ['pglite', 'postgres'];

export interface TestDatabase {
  kind: StoreKind;
  db: Database;
  store: Store;
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

/**
 * A PGlite database in memory, loaded from the migrated template's dump (tests/support/dataTemplate.ts). A suite about
 * the database's directory (locks, permissions, restarts) opens one on disk with openPgliteDatabase.
 */
export async function openTestPglite(): Promise<TestDatabase> {
  const pglite = await PGlite.create({ loadDataDir: await migratedDump() });
  const db = pgliteDatabase(pglite, 'embedded PostgreSQL (PGlite) in memory');
  // Nothing to apply on a current template; a migration added since would be applied here, as on a server's start.
  await migrate(db);
  return { kind: 'pglite', db, store: sqlStore(db), close: () => db.close() };
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
