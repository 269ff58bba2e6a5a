/** With DATABASE_URL, a backup is PostgreSQL's own: pg_dump's custom format, restored by pg_restore. */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

import { BackupError } from './pgliteBackup';
import { writePrivately } from './privateFile';

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

/** pg_dump writing into `fd`, its standard output: the file is ours, so its mode is ours, not pg_dump's 0644. */
function dumpInto(fd: number, databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', '--dbname', databaseUrl], {
      stdio: ['ignore', fd, 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError('pg_dump is not installed (Debian: apt-get install postgresql-client).')
          : new BackupError(`pg_dump failed: ${error.message}`),
      ),
    );
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`pg_dump failed: ${stderr.trim() || `exit code ${code}`}`)),
    );
  });
}

export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  return writePrivately(file, (fd) => dumpInto(fd, databaseUrl));
}

/** Into an empty database: pg_restore stops at the first table that exists already, so nothing is overwritten. */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  return tool('pg_restore', ['--exit-on-error', '--no-owner', '--single-transaction', '--dbname', databaseUrl, file]);
}
