/** The real server (server/main.ts) on a free port, serving a given build, with throw-away embedded storage. */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { projectRoot } from './projectRoot';

export interface RunningServer {
  /** The site's origin with a trailing slash, as the server prints it. */
  url: string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its data. */
  stop(): Promise<void>;
}

type ServerChild = ChildProcessByStdio<null, Readable, Readable>;

const startTimeoutMs = 30_000;
const stopTimeoutMs = 5_000;
const readyLine = /Registration site and API: (http:\/\/\S+\/)/;

/** Settings from the shell that would point the server elsewhere or change what it answers. */
const serverSettings = [
  'PORT',
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
];

function serverEnv(staticDir: string, dataDir: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of serverSettings) delete env[name];
  return { ...env, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: staticDir, DATA_DIR: dataDir };
}

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

/** Starts `server/main.ts` with STATIC_DIR=`staticDir` and resolves once it printed its address. */
export function startServer(staticDir: string): Promise<RunningServer> {
  // The server keeps a lock file beside its data directory: both go in one temporary directory, removed as a whole.
  const tempDir = mkdtempSync(path.join(tmpdir(), 'seminar-bench-data-'));
  const dataDir = path.join(tempDir, 'pglite');
  // `node --import tsx` is `npx tsx` without its wrapper process, so the signals below reach the server itself.
  const child: ServerChild = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: serverEnv(staticDir, dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // Should the benchmark exit without stopping the server (a signal while it starts, an uncaught error), it must not
  // outlive it. Only synchronous work runs on 'exit'.
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(tempDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));

  const stop = async () => {
    if (!exited(child)) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, stopTimeoutMs))) {
        child.kill('SIGKILL');
        await waitForExit(child, stopTimeoutMs);
      }
    }
    rmSync(tempDir, { recursive: true, force: true });
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
      resolve({ url, stop });
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => fail(`it exited (${signal ?? `exit code ${code}`}).`);
    const onError = (error: Error) => fail(error.message);
    const timer = setTimeout(() => fail(`no address within ${startTimeoutMs / 1000} s.`), startTimeoutMs);
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
