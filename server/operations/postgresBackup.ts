/** With DATABASE_URL, a backup is PostgreSQL's own: pg_dump's custom format, restored by pg_restore. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { BackupError } from './pgliteBackup';

const run = promisify(execFile);

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT')
      throw new BackupError(`${name} is not installed (Debian: apt-get install postgresql-client).`);
    throw new BackupError(`${name} failed: ${(failure.stderr ?? '').trim() || failure.message}`);
  }
}

export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  return tool('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', databaseUrl]);
}

/** Into an empty database: pg_restore stops at the first table that exists already, so nothing is overwritten. */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  return tool('pg_restore', ['--exit-on-error', '--no-owner', '--single-transaction', '--dbname', databaseUrl, file]);
}
