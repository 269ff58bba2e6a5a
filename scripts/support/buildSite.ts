/** `vite build` of the project's current sources into a directory of the caller's, so neither the benchmark nor the tests touch dist/. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

import { atExit } from './atExit';
import { projectRoot } from './projectRoot';

/** What the build reads besides node_modules (whose versions package-lock.json stands for): files and folders of the project. */
export const siteBuildInputs = [
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'core',
  'src',
  'widgets',
  'schemas',
  'public',
  'scripts',
  'server/http/compressibleFiles.ts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
] as const;

export interface BuildOptions {
  /** The build is killed after this long; 120 s unless given. */
  timeoutMs?: number;
}

/** The shell's environment without NODE_ENV and a test runner's VITEST*, which would change Vite's mode. */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name];
  }
  return env;
}

/** Runs the project's own Vite (`npx vite build --outDir <outDir>` without the npx wrapper); rejects with its output if it fails. */
export function buildSite(outDir: string, { timeoutMs = 120_000 }: BuildOptions = {}): Promise<void> {
  const viteBin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: projectRoot,
        env: buildEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Should the caller exit while it builds, the build must not carry on without it.
    const cancelKill = atExit(() => child.kill('SIGKILL'));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      cancelKill();
    };
    child.once('error', (error) => {
      settle();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      settle();
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ?? `exit code ${code}`}):\n${output}`));
    });
  });
}
