/** The real server (`npm run serve`, server/main.ts) as a child process on a free port, stopped the way an operator would stop it. */
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { schemasFolder } from '../../server/boot/schemasFolder.mjs';
import { atExit } from './atExit';
import { projectRoot } from './projectRoot';
import { serverBundle } from './serverBundle';
import { temporaryDirectory } from './temporaryDirectory';

export interface RunningServer {
  /** The site's origin with a trailing slash, as the server prints it: 'http://127.0.0.1:<port>/'. */
  url: string;
  /** What the server wrote so far, for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL if it does not exit in time; true when it exited by itself with code 0. */
  stop(): Promise<boolean>;
  /** SIGKILL at once, as a crash or an out-of-memory kill would end it; resolves once it is gone. */
  kill(): Promise<void>;
  /** Sends `signal` to the server and returns at once, as an operator's `kill` would. */
  signal(signal: NodeJS.Signals): void;
  /** Waits up to `timeoutMs` for the server to exit by itself; true when it did, with code 0. */
  exit(timeoutMs: number): Promise<boolean>;
}

export interface ServerSettings {
  /** The PGlite directory (DATA_DIR); the caller owns it. */
  dataDir: string;
  /** The built site (STATIC_DIR); none for a server that only serves the API. */
  staticDir?: string;
  /** Further variables: ADMIN_TOKEN, FORCE_REGISTRATION_FAILURE, REGISTRATION_CLOCK, ... */
  env?: Record<string, string>;
  /**
   * Pass the shell's VITE_* variables on, as a build made from the same shell saw them. By default the server reads
   * them from the .env files only.
   */
  keepShellViteEnv?: boolean;
  /** The project to run the server of; this one unless given (a test's edited copy). */
  cwd?: string;
  /** How long the server may take to print its address; 120 s unless given. */
  startTimeoutMs?: number;
  /**
   * Run the sources through tsx, as `npm run serve` does. Otherwise this project's server runs from its bundle
   * (serverBundle.ts), the same code without seconds of loading per start; a server of another project (`cwd`) or of an
   * event named in `env.SCHEMAS_DIR` always runs from the sources, whose resolve hook checks that folder.
   */
  fromSources?: boolean;
}

// A new PGlite directory and the migrations take 25-45 s on a busy 2-CPU machine.
const startTimeoutMs = 120_000;
const stopTimeoutMs = 5_000;
const readyLine = /Registration site and API: (http:\/\/\S+\/)/;

/** Settings a developer's shell may hold that would point the server elsewhere or change what it answers. */
const serverSettings = [
  'PORT',
  'DEMO',
  'HOST',
  'STATIC_DIR',
  'DATA_DIR',
  'DATABASE_URL',
  'REGISTRATION_CLOCK',
  'FORCE_REGISTRATION_FAILURE',
  'ADMIN_TOKEN',
  'PUBLIC_URL',
  'SITE_URL',
  'TRUST_PROXY',
  'LOG_REQUESTS',
  'RATE_LIMIT_WINDOW_SECONDS',
  'REGISTRATION_RATE_LIMIT',
  'ERROR_REPORT_RATE_LIMIT',
  'SESSION_RATE_LIMIT',
  'DELEGATE_RATE_LIMIT',
  'DELEGATE_REGISTRATION_RATE_LIMIT',
  'EMAIL_CHANGE_RATE_LIMIT',
  'ERROR_REPORT_RETENTION_DAYS',
  'ERROR_REPORT_MAX_ROWS',
  'SESSION_MAX_ROWS',
  'SHUTDOWN_GRACE_SECONDS',
  'SMTP_URL',
  'MAIL_FROM',
  'INVOICE_FONT',
  'INVOICE_FALLBACK_FONTS',
  'SYSTEM_FONT_DIR',
  'MAIL_POLL_SECONDS',
  'MAIL_RETRY_SECONDS',
  'MAIL_LEASE_SECONDS',
  'MAIL_MAX_ATTEMPTS',
  'REFUND_POLL_SECONDS',
  'REFUND_RETRY_SECONDS',
  'REFUND_LEASE_SECONDS',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
];

function serverEnv(settings: ServerSettings): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    const viteSetting = name.startsWith('VITE_') && !settings.keepShellViteEnv;
    // NODE_ENV and VITEST* are a test runner's own.
    if (serverSettings.includes(name) || viteSetting || name.startsWith('VITEST') || name === 'NODE_ENV')
      delete env[name];
  }
  const site = settings.staticDir === undefined ? {} : { STATIC_DIR: settings.staticDir };
  return { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: settings.dataDir, ...site, ...settings.env };
}

type ServerChild = ChildProcessByStdio<null, Readable, Readable>;

function exited(child: ServerChild): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ServerChild, timeoutMs: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** The node arguments that start the server: its bundle, or the sources as `npm run serve` runs them. */
async function serverArgs(settings: ServerSettings): Promise<string[]> {
  const thisProject = settings.cwd === undefined || path.resolve(settings.cwd) === projectRoot;
  if (!settings.fromSources && thisProject && settings.env?.SCHEMAS_DIR === undefined)
    return [await serverBundle(schemasFolder(projectRoot))];
  // `node --import tsx` is `npm run serve` without the npm and tsx wrappers, so the child is the server itself and the
  // signals below reach it.
  return ['--import', 'tsx', '--import', './server/boot/registerSchemasFolder.mjs', 'server/main.ts'];
}

/** Starts `server/main.ts` and resolves once it printed its address. */
export async function spawnServer(settings: ServerSettings): Promise<RunningServer> {
  const child: ServerChild = spawn(process.execPath, await serverArgs(settings), {
    cwd: settings.cwd ?? projectRoot,
    env: serverEnv(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // Should the caller exit without stopping the server (a signal while it starts, an uncaught error), the server must
  // not outlive it.
  const cancelKill = atExit(() => child.kill('SIGKILL'));
  child.once('exit', cancelKill);

  const stop = async (): Promise<boolean> => {
    if (exited(child)) return child.exitCode === 0;
    child.kill('SIGTERM');
    if (await waitForExit(child, stopTimeoutMs)) return child.exitCode === 0;
    child.kill('SIGKILL');
    await waitForExit(child, stopTimeoutMs);
    return false;
  };

  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      cleanUp();
      void stop().finally(() => reject(new Error(`The server did not start: ${reason}\n${output}`)));
    };
    const onData = () => {
      const url = readyLine.exec(output)?.[1];
      if (url === undefined) return;
      cleanUp();
      const kill = async () => {
        if (exited(child)) return;
        child.kill('SIGKILL');
        await waitForExit(child, stopTimeoutMs);
      };
      resolve({
        url,
        output: () => output,
        stop,
        kill,
        signal: (name) => void child.kill(name),
        exit: async (timeoutMs) => (await waitForExit(child, timeoutMs)) && child.exitCode === 0,
      });
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      fail(`it exited (${signal ?? `exit code ${code}`}).`);
    const onError = (error: Error) => fail(error.message);
    const timeoutMs = settings.startTimeoutMs ?? startTimeoutMs;
    const timer = setTimeout(() => fail(`no address within ${timeoutMs / 1000} s.`), timeoutMs);
    function cleanUp() {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
    }
    child.stdout.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

export interface OwnDataSettings extends Omit<ServerSettings, 'dataDir'> {
  /** The start of the temporary directory's name, e.g. 'seminar-bench-data-'. */
  tempPrefix: string;
  /** Fills the data directory, which does not exist yet, before the server starts: e.g. copies a migrated database. */
  prepare?: (dataDir: string) => void;
}

/** `spawnServer` with a database of its own, removed when the server stops (or the process exits); without `prepare` the server creates it. */
export async function spawnServerWithOwnData({
  tempPrefix,
  prepare,
  ...settings
}: OwnDataSettings): Promise<RunningServer> {
  // The server keeps a lock file beside its data directory: both go in one temporary directory, removed as a whole.
  const temp = temporaryDirectory(tempPrefix);
  const dataDir = path.join(temp.dir, 'pglite');
  let server: RunningServer;
  try {
    prepare?.(dataDir);
    server = await spawnServer({ ...settings, dataDir });
  } catch (error) {
    temp.remove();
    throw error;
  }
  return {
    ...server,
    stop: async () => {
      const clean = await server.stop();
      temp.remove();
      return clean;
    },
  };
}
