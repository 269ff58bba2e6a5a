/** Runs `npm run staff`'s command line (server/staff/staffCommandLine.ts) in this process, against a PGlite directory of the test's own. */
import { Readable, Writable } from 'node:stream';

import { projectRoot } from '../../../scripts/support/projectRoot';
import { runStaffCommandLine } from '../../../server/staff/staffCommandLine';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  dataDir: string;
  /** STAFF_PASSWORD; left out when undefined. */
  password?: string;
  /** The CLI's standard input, a pipe that then ends. */
  input?: string;
}

/** The environment of a CLI run: the test's data directory, nothing from the shell that would point elsewhere. */
export function cliEnv(dataDir: string, password?: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'STAFF_PASSWORD', 'NODE_ENV']) delete env[name];
  return { ...env, DATA_DIR: dataDir, ...(password === undefined ? {} : { STAFF_PASSWORD: password }) };
}

/**
 * `npm run staff -- <args>` with its output as the process would print it (a line each). The command line is the
 * same function the process runs (server/staff/staffCli.ts only hands it the process's streams); the terminal prompt,
 * which needs a process of its own, is tested on a pseudo-terminal in staffCli.test.ts.
 */
export async function runStaffCli(args: readonly string[], options: CliOptions): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const stdin = Readable.from([options.input ?? '']) as unknown as NodeJS.ReadStream;
  const prompt = new Writable({ write: (_chunk, _encoding, done) => done() }) as unknown as NodeJS.WriteStream;
  const code = await runStaffCommandLine(args, {
    env: cliEnv(options.dataDir, options.password),
    cwd: projectRoot,
    stdin,
    prompt,
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
}
