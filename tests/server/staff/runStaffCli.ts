/** Runs `npm run staff` (server/staff/staffCli.ts) as a child process against a PGlite directory of the test's own. */
import { spawn } from 'node:child_process';

import { projectRoot } from '../../../scripts/support/projectRoot';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  dataDir: string;
  /** STAFF_PASSWORD; left out when undefined. */
  password?: string;
  /** Written to the CLI's standard input, which is then closed. */
  input?: string;
}

/** The environment of a CLI run: the test's data directory, nothing from the shell that would point elsewhere. */
export function cliEnv(dataDir: string, password?: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'STAFF_PASSWORD', 'NODE_ENV']) delete env[name];
  return { ...env, DATA_DIR: dataDir, ...(password === undefined ? {} : { STAFF_PASSWORD: password }) };
}

/** `npm run staff -- <args>`, as `node --import tsx` so no npm banner mixes into the output. */
export function runStaffCli(args: readonly string[], options: CliOptions): Promise<CliResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './server/boot/registerSchemasFolder.mjs', 'server/staff/staffCli.ts', ...args],
    {
      cwd: projectRoot,
      env: cliEnv(options.dataDir, options.password),
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
