/** A throw-away PostgreSQL cluster for the tests, started from the installed binaries when DATABASE_URL is not set. */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { freePort } from '../../../scripts/support/freePort';

const run = promisify(execFile);

export interface PostgresCluster {
  url: string;
  stop(): Promise<void>;
}

/** The directory of initdb and pg_ctl: PG_BIN, Debian's /usr/lib/postgresql/<newest>/bin, or pg_config's. */
export function findPostgresBin(): string | undefined {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => existsSync(join(debianRoot, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debianRoot, versions[0], 'bin');
  }
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(bindir, 'initdb'))) return bindir;
  } catch {
    // No pg_config on the PATH.
  }
  return undefined;
}

/** initdb refuses to run as root: as root, the cluster belongs to the 'postgres' account. */
function commandAs(owner: string | undefined, binary: string, args: string[]): [string, string[]] {
  return owner ? ['runuser', ['-u', owner, '--', binary, ...args]] : [binary, args];
}

/** Starts a cluster in a temporary directory on a free port; throws with a clear message when PostgreSQL is not installed. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: the server tests need it. Install it (Debian: apt-get install postgresql), ' +
        'set PG_BIN to the directory holding initdb and pg_ctl, or set DATABASE_URL to a server to test against.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'seminar-pg-'));
  const owner = process.getuid?.() === 0 ? 'postgres' : undefined;
  if (owner) {
    const uid = Number(execFileSync('id', ['-u', owner], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', owner], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');

  await run(
    ...commandAs(owner, join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]),
  );
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  await run(...commandAs(owner, pgCtl, ['-D', dataDir, '-l', join(dir, 'log'), '-w', '-o', settings, 'start']));

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync(...commandAs(owner, pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // Should the test process end without its afterAll, the cluster still goes with it.
  process.once('exit', stopNow);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => stopNow(),
  };
}
