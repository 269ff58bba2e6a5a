/** `vite build` of the current sources into a temporary directory, so the benchmark never touches dist/. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from './projectRoot';

export interface BuiltSite {
  /** The build's directory: index.html and assets/. */
  dir: string;
  remove(): void;
}

const buildTimeoutMs = 120_000;

/** The shell's environment without NODE_ENV, which would change what Vite builds. */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  return env;
}

/** Runs the project's own Vite (`npx vite build --outDir <dir>` without the npx wrapper) and answers the directory. */
export async function buildSite(): Promise<BuiltSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'seminar-bench-site-'));
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    process.off('exit', remove);
  };
  // Removed on exit too, should the benchmark end before it removes the build itself.
  process.once('exit', remove);
  const viteBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [viteBin, 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: projectRoot,
        env: buildEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const killOnExit = () => child.kill('SIGKILL');
      process.once('exit', killOnExit);
      child.once('exit', () => process.off('exit', killOnExit));
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), buildTimeoutMs);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(new Error(`vite build failed (${signal ?? `exit code ${code}`}):\n${output}`));
      });
    });
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}
