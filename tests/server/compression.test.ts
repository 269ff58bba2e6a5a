import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formPageFile } from '../../core/paths/pagePaths';
import { fixedClock } from '../../server/clock';
import { builtSite } from '../browser/support/siteBuild';
import { instants } from './helpers/payload';
import { openTestPglite, type TestDatabase } from './helpers/testDatabase';
import { startTestServer, type TestServer } from './helpers/testServer';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with exactly the Accept-Encoding given (fetch would add its own and decode the answer). */
function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

let site: string;
let database: TestDatabase;
let server: TestServer;
let mainScript: string;

beforeAll(async () => {
  site = await builtSite();
  database = await openTestPglite();
  server = await startTestServer({
    store: database.store,
    staticDir: site,
    clock: fixedClock(new Date(instants.earlyBird)),
  });
  const html = readFileSync(join(site, 'index.html'), 'utf8');
  const script = /<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error(`the built index.html names no module script:\n${html}`);
  mainScript = script;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('compressed delivery of the built site', () => {
  it('the build keeps brotli and gzip copies beside the JavaScript, CSS, HTML and SVG', () => {
    for (const file of [mainScript, 'index.html', 'favicon.svg']) {
      const original = readFileSync(join(site, file));
      expect(brotliDecompressSync(readFileSync(join(site, `${file}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(join(site, `${file}.gz`))).equals(original)).toBe(true);
    }
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=0.5, identity', undefined],
    ['identity', undefined],
  ])('sends the main script for Accept-Encoding %j as %s, with Vary', async (acceptEncoding, expected) => {
    const answer = await rawGet(`${server.baseUrl}/${mainScript}`, acceptEncoding);
    expect(answer.status).toBe(200);
    if (expected) expect(answer.headers['content-encoding']).toBe(expected);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(decoded(answer).equals(readFileSync(join(site, mainScript)))).toBe(true);
  });

  it('sends the script as it is to a client that accepts no compression', async () => {
    const answer = await rawGet(`${server.baseUrl}/${mainScript}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(readFileSync(join(site, mainScript)))).toBe(true);
  });

  it.each([
    ['/', formPageFile('en')],
    ['/thankMessage', 'index.html'],
    ['/no-such-page', 'plain.html'],
  ])(
    'sends %s as %s compressed (the form rendered at build time, the single-page-app fallback)',
    async (path, file) => {
      const answer = await rawGet(`${server.baseUrl}${path}`, 'br');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(answer.headers['content-security-policy']).toBeDefined();
      expect(decoded(answer).toString('utf8')).toBe(readFileSync(join(site, file), 'utf8'));
    },
  );

  it('the JavaScript travels at its brotli size, not its raw one', async () => {
    const raw = readFileSync(join(site, mainScript)).length;
    const answer = await rawGet(`${server.baseUrl}/${mainScript}`, 'gzip, deflate, br');
    expect(answer.body.length).toBeLessThan(raw / 2);
  });
});

describe('the first paint', () => {
  it('index.html holds the language switcher and the AVIF banner, with high priority, and a meta description', () => {
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toMatch(
      /<nav class="language-switcher" aria-label="[^"]+"><ul>(<li><a href="\?lang=[\w-]+"[^>]*>[^<]+<\/a><\/li>){3}<\/ul><\/nav>/,
    );
    expect(root).toMatch(
      /<img src="[^"]*\/images\/banner\.avif" alt="" width="\d+" height="\d+" decoding="async" fetchpriority="high" class="page-banner__art">/,
    );
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
  });

  it('plain.html is the same page with nothing painted in #root', () => {
    const html = readFileSync(join(site, 'index.html'), 'utf8');
    const plain = readFileSync(join(site, 'plain.html'), 'utf8');
    expect(plain).toContain('<div id="root"></div>');
    expect(plain).toBe(
      html.replace(/<div id="root">[\s\S]*?<\/header>(<!--[^>]*-->)?<\/div>/, '<div id="root"></div>'),
    );
  });
});
