import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { formPageFile } from '../../core/paths/pagePaths';
import { chunkSizes, initialAssets, sizesOf, totalOf } from '../../scripts/bench/bundleSizes';

const viteIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Example 2030 Course Registration</title>
    <script type="module" crossorigin src="/assets/index-CDpp-4Kg.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-Ab12.js">
    <link rel="stylesheet" crossorigin href="/assets/index-5pshqTH6.css">
    <link rel="icon" href="/favicon.ico">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('initialAssets', () => {
  it('lists the entry script, the modulepreloads and the stylesheets of a Vite index.html, in document order', () => {
    expect(initialAssets(viteIndex)).toEqual([
      'assets/index-CDpp-4Kg.js',
      'assets/vendor-Ab12.js',
      'assets/index-5pshqTH6.css',
    ]);
  });

  it('lists the modules a script loads after the first paint, entry first, after that script itself', () => {
    const html = `<link rel="stylesheet" href="/assets/index-5pshqTH6.css">
      <script src="/scripts-after-paint.js" data-modules="/assets/index-CDpp-4Kg.js /assets/vendor-Ab12.js" defer></script>`;
    expect(initialAssets(html)).toEqual([
      'assets/index-5pshqTH6.css',
      'scripts-after-paint.js',
      'assets/index-CDpp-4Kg.js',
      'assets/vendor-Ab12.js',
    ]);
  });

  it('leaves out icons, inline scripts, other sites and commented-out tags', () => {
    const html = `<link rel="icon" href="/favicon.ico"><script>console.log(1)</script>
      <script src="https://cdn.example/x.js"></script><!-- <script src="/assets/old.js"></script> -->`;
    expect(initialAssets(html)).toEqual([]);
  });

  it('reads single-quoted, unquoted and relative URLs and drops a query', () => {
    const html = `<script type=module src='./assets/a.js?v=1'></script><link href=assets/b.css rel=stylesheet>`;
    expect(initialAssets(html)).toEqual(['assets/a.js', 'assets/b.css']);
  });

  it('names a file once when it is linked twice', () => {
    expect(
      initialAssets(`<link rel="modulepreload" href="/assets/a.js"><script type="module" src="/assets/a.js"></script>`),
    ).toEqual(['assets/a.js']);
  });
});

describe('sizesOf', () => {
  it('gives the raw bytes and what gzip and brotli make of them', () => {
    const content = Buffer.from('const answer = 42;\n'.repeat(200));
    const sizes = sizesOf(content);
    expect(sizes.raw).toBe(content.length);
    expect(sizes.gzip).toBeLessThan(sizes.raw);
    expect(sizes.brotli).toBeLessThan(sizes.raw);
  });
});

describe('totalOf', () => {
  it('adds up each kind of size', () => {
    expect(
      totalOf([
        { raw: 10, gzip: 5, brotli: 4 },
        { raw: 1, gzip: 1, brotli: 1 },
      ]),
    ).toEqual({ raw: 11, gzip: 6, brotli: 5 });
  });

  it('is zero for no chunk', () => {
    expect(totalOf([])).toEqual({ raw: 0, gzip: 0, brotli: 0 });
  });
});

describe('chunkSizes', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("sizes every JS and CSS file of assets/, those the form's page loads first on top, and marks the lazy ones", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-sizes-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, formPageFile('en')), viteIndex);
    writeFileSync(path.join(dir, 'assets', 'index-CDpp-4Kg.js'), 'console.log("entry");');
    writeFileSync(path.join(dir, 'assets', 'index-5pshqTH6.css'), 'body{margin:0}');
    writeFileSync(path.join(dir, 'assets', 'ThankMessage-Dwb3.js'), 'export default 1;');
    writeFileSync(path.join(dir, 'assets', 'banner.avif'), 'not a chunk');
    const chunks = chunkSizes(dir);
    expect(chunks.map(({ file, initial }) => [file, initial])).toEqual([
      ['assets/index-5pshqTH6.css', true],
      ['assets/index-CDpp-4Kg.js', true],
      ['assets/ThankMessage-Dwb3.js', false],
    ]);
    expect(chunks[1]?.raw).toBe('console.log("entry");'.length);
  });
});
