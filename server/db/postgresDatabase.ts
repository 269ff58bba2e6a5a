import pg from 'pg';

import type { Database, SqlRunner, SqlValue } from './Database';

export interface PostgresOptions {
  connectionString: string;
  /** Schema searched first; the tests give each run its own. */
  searchPath?: string;
  /** Pool size. */
  maxConnections?: number;
}

function runnerOver(target: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    async query<Row extends object>(text: string, params: readonly SqlValue[] = []): Promise<Row[]> {
      const result = await target.query<Row>(text, [...params]);
      return result.rows;
    },
    async exec(script: string): Promise<void> {
      // Without values pg uses the simple query protocol, which runs several statements.
      await target.query(script);
    },
  };
}

/** The server's address without the password, for start-up output. */
function describe(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    url.password = '';
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** Connects a pool to the PostgreSQL server of `connectionString` and checks that it answers. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const runner = runnerOver(pool);
  return {
    description: describe(options.connectionString),
    query: runner.query.bind(runner),
    exec: runner.exec.bind(runner),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(runnerOver(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
