/** The size of every JS and CSS chunk of a build, raw and compressed, and which of them '/' loads before anyone can type. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { formPageFile } from '../../core/paths/pagePaths';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface ChunkSize extends Sizes {
  /** The path inside the build, e.g. 'assets/index-CDpp-4Kg.js'. */
  file: string;
  /** Whether index.html itself loads it (script, modulepreload or stylesheet), rather than a later import(). */
  initial: boolean;
}

/** The bytes of `content`, and as gzip (level 9) and brotli (quality 11) would send them. */
export function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }).length,
  };
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s=<>/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const name = match[1];
    if (name === undefined) continue;
    attributes.set(name.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** A URL of index.html as a path inside the build: '/assets/a.js' and './assets/a.js' are 'assets/a.js'. */
function buildPathOf(url: string): string | null {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return null;
  return url.replace(/[?#].*$/, '').replace(/^\.?\/+/, '');
}

/**
 * The files a built page loads by itself, in document order: module and classic scripts with a src, the modules a
 * script names to load after the first paint (data-modules, scripts/vitePluginPrerender.ts), modulepreload links and
 * stylesheets. Chunks imported lazily (e.g. ThankMessage) are not among them.
 */
export function initialAssets(html: string): string[] {
  const found: string[] = [];
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of withoutComments.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const element = (match[1] ?? '').toLowerCase();
    const attributes = attributesOf(match[0].replace(/^<\w+/, ''));
    const relations = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const url =
      element === 'script'
        ? attributes.get('src')
        : relations.includes('modulepreload') || relations.includes('stylesheet')
          ? attributes.get('href')
          : undefined;
    const later = element === 'script' ? (attributes.get('data-modules') ?? '').split(/\s+/).filter(Boolean) : [];
    for (const each of url === undefined ? later : [url, ...later]) {
      const file = buildPathOf(each);
      if (file && !found.includes(file)) found.push(file);
    }
  }
  return found;
}

/** The sum of `chunks`' sizes. */
export function totalOf(chunks: readonly Sizes[]): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const chunk of chunks) {
    total.raw += chunk.raw;
    total.gzip += chunk.gzip;
    total.brotli += chunk.brotli;
  }
  return total;
}

/**
 * Every .js and .css file in `<buildDir>/assets`, the ones '/' (the English form page) loads first before the rest,
 * each group by name.
 */
export function chunkSizes(buildDir: string): ChunkSize[] {
  const initial = new Set(initialAssets(readFileSync(path.join(buildDir, formPageFile('en')), 'utf8')));
  return readdirSync(path.join(buildDir, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const file = `assets/${name}`;
      return { file, initial: initial.has(file), ...sizesOf(readFileSync(path.join(buildDir, file))) };
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || a.file.localeCompare(b.file));
}
