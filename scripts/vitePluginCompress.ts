import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { Plugin } from 'vite';

import { compressibleFile } from '../server/http/compressibleFiles.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside `file` when they are smaller than it. */
async function compressBeside(file: string): Promise<void> {
  const content = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  // The server sends the original when no smaller variant exists.
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
}

/**
 * After the build is written (public/ copied in too), puts brotli and gzip copies beside every text file of the output,
 * so the server sends them as they are (`@fastify/static`'s preCompressed) instead of compressing on each request.
 */
export function compressedFilesPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'compressed-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = filesUnder(outDir).filter((file) => compressibleFile.test(file) && statSync(file).size > 0);
      await Promise.all(files.map(compressBeside));
    },
  };
}
