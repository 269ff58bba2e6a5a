/**
 * The plain React baseline of the form (scripts/bench/reactOnly/), built with Vite and served beside the site in the
 * same bench run, so Lighthouse measures both on the same machine at the same time. Its images are the site's own
 * files; text answers are gzipped, as a plain static server would send them.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { projectRoot } from '../support/projectRoot';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** Builds the baseline page into `outDir`. */
export async function buildReactOnlyPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(projectRoot, 'scripts/bench/reactOnly'),
    base: '/',
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
}

/** Serves `outDir`, and for any other path the site's build `siteDir` (the header images); resolves with its URL. */
export async function serveReactOnlyPage(
  outDir: string,
  siteDir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const relative = pathname === '/' ? 'index.html' : path.normalize(pathname).replace(/^([/\\])+/, '');
    // Inside one of the two directories only, never a path that climbs out of them.
    const inside = (dir: string) => {
      const candidate = path.resolve(dir, relative);
      const found = candidate.startsWith(path.resolve(dir) + path.sep) && existsSync(candidate);
      return found && statSync(candidate).isFile() ? candidate : undefined;
    };
    const file = inside(outDir) ?? inside(siteDir);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const extension = path.extname(file);
    const gzip = compressible.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    response.writeHead(200, {
      'content-type': types[extension] ?? 'application/octet-stream',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
