/**
 * The server (server/main.ts and its document worker) bundled by esbuild into one module each, for the tests and
 * scripts that start many servers. Loading the sources through tsx's loader costs each process seconds of CPU on a
 * 2-core machine; the bundle is the same code, made once per content of its inputs and reused by every later start.
 */
import { cpSync, realpathSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

import { projectRoot } from './projectRoot';
import { cachedDirectory, contentKey } from './tempCache';

/** What the bundle is made of besides node_modules (which package-lock.json stands for). */
const serverBundleInputs = ['server', 'core', 'package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * Inside node_modules, so that the packages the bundle leaves out resolve from it as from the sources, and the fonts
 * the server finds by `createRequire` too.
 */
const cacheParent = path.join(projectRoot, 'node_modules', '.cache');

/**
 * The path of the bundled `server/main.ts` for the event in `schemasFolder`, whose files it holds (`@schemas/`). Beside
 * it: `documentWorker.mjs`, which the document pool starts from its own directory, and the migrations, which the
 * server reads from there.
 */
export async function serverBundle(schemasFolder: string): Promise<string> {
  const dir = await cachedDirectory(
    'seminar-server-',
    contentKey([...serverBundleInputs, schemasFolder]),
    async (outdir) => {
      await build({
        entryPoints: { main: 'server/main.ts', documentWorker: 'server/documents/documentWorker.ts' },
        absWorkingDir: projectRoot,
        outdir,
        outExtension: { '.js': '.mjs' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        alias: { '@schemas': schemasFolder },
        logLevel: 'error',
      });
      cpSync(path.join(projectRoot, 'server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
    },
    cacheParent,
  );
  // Node runs a module linked into place under its real path: the server's entry check compares that path, and a
  // project copy reaches this directory through its node_modules link.
  return realpathSync(path.join(dir, 'main.mjs'));
}
