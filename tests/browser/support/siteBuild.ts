/** The site built by `vite build` once for its sources, into a temp directory every browser test file shares. */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { projectRoot } from './projectPaths';
import { cachedDirectory, contentKey } from './tempCache';

/** What the build reads besides node_modules, whose versions package-lock.json stands for. */
const buildInputs = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'src',
  'widgets',
  'schemas',
  'public',
  'scripts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
const buildTimeoutMs = 60_000;

/** The runner's own settings (NODE_ENV=test, VITEST*) would otherwise leak into Vite's mode. */
function buildEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name];
  }
  return env;
}

function runViteBuild(outDir: string): Promise<void> {
  const viteBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: projectRoot,
      env: buildEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), buildTimeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`vite build failed (${signal ?? `exit code ${code}`}):\n${output}`));
    });
  });
}

let build: Promise<string> | undefined;

/** The directory of the built site (index.html and assets/), built again only when its sources changed. */
export function builtSite(): Promise<string> {
  build ??= cachedDirectory('seminar-browser-site-', contentKey(buildInputs), runViteBuild);
  return build;
}
