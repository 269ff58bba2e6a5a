/**
 * The documented reverse proxy, for real: Debian's nginx runs docs/nginx.conf (only its port, certificate and upstream
 * port changed) in front of a server started with TRUST_PROXY=1 on 127.0.0.1, as server/README.md says.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as plainRequest } from 'node:http';
import { request } from 'node:https';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readServerConfig } from '../../../server/config';
import { eventually } from '../helpers/eventually';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

const documented = readFileSync(new URL('../../../docs/nginx.conf', import.meta.url), 'utf8');

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`docs/nginx.conf no longer has ${pattern}`);
  return text.replace(pattern, replacement);
}

/**
 * The documented server block for this machine: https on `tlsPort` with a test certificate, and the same block over
 * plain http on `plainPort` (its TLS lines removed), both proxying to the server's port.
 */
function nginxConfig(dir: string, tlsPort: number, plainPort: number, upstreamPort: number): string {
  const toServer = replaceOnce(
    documented,
    /proxy_pass http:\/\/127\.0\.0\.1:\d+;/,
    `proxy_pass http://127.0.0.1:${upstreamPort};`,
  );
  const tls = replaceOnce(
    replaceOnce(
      replaceOnce(toServer, /listen 443 ssl;/, `listen 127.0.0.1:${tlsPort} ssl;`),
      /ssl_certificate +\S+;/,
      `ssl_certificate ${join(dir, 'cert.pem')};`,
    ),
    /ssl_certificate_key +\S+;/,
    `ssl_certificate_key ${join(dir, 'key.pem')};`,
  );
  const plain = replaceOnce(toServer, /listen 443 ssl;/, `listen 127.0.0.1:${plainPort};`).replace(/^\s*ssl_.*$/gm, '');
  // Everything nginx writes stays in the test's directory, so it runs without touching /var or /etc.
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}\nworker_processes 1;\nevents { worker_connections 64; }\nhttp {\naccess_log off;\n${temp}\n${tls}\n${plain}\n}\n`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A GET through nginx from the loopback address `from`, with any headers the client itself sends. */
function get(scheme: 'https' | 'http', port: number, from: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: '/sanctum/csrf-cookie', localAddress: from, headers };
    const sent =
      scheme === 'https'
        ? request({ ...options, servername: 'seminar.example.org', rejectUnauthorized: false })
        : plainRequest(options);
    sent.once('error', reject);
    sent.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    sent.end();
  });
}

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

let dir: string;
let database: TestDatabase;
let server: TestServer;
let nginx: ChildProcess;
let nginxOutput = '';
let tlsPort: number;
let plainPort: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seminar-nginx-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=seminar.example.org',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  database = await openTestPglite();
  // The settings as the README documents them: HOST=127.0.0.1 TRUST_PROXY=1.
  const { trustProxy } = readServerConfig({ HOST: '127.0.0.1', TRUST_PROXY: '1' }, dir, 'tool');
  server = await startTestServer({
    store: database.store,
    trustProxy,
    rateLimits: { sessions: { max: 2, timeWindowMs: 60_000 } },
  });
  tlsPort = await freePort();
  plainPort = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, tlsPort, plainPort, Number(new URL(server.baseUrl).port)));
  nginx = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', conf, '-g', `daemon off; pid ${join(dir, 'nginx.pid')}; error_log stderr;`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  const up = await eventually(
    async () => nginx.exitCode === null && (await reachable(tlsPort)) && (await reachable(plainPort)),
    (ready) => ready || nginx.exitCode !== null,
  );
  if (!up) throw new Error(`nginx did not start: ${nginxOutput}`);
}, 120_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await server?.close();
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('nginx with docs/nginx.conf in front of TRUST_PROXY=1', () => {
  it('the server counts each client by the address nginx wrote, never by what the client claims', async () => {
    // Three requests from 127.0.0.5, each claiming another address: nginx appends 127.0.0.5, the one the server takes.
    const claimed = [];
    for (let index = 1; index <= 3; index += 1)
      claimed.push((await get('https', tlsPort, '127.0.0.5', { 'x-forwarded-for': `198.51.100.${index}` })).status);
    expect(claimed).toEqual([204, 204, 429]);
    // Another client of the same nginx (whose own address, 127.0.0.1, is the server's peer) has its own allowance.
    expect((await get('https', tlsPort, '127.0.0.6')).status).toBe(204);
  });

  it('over https: Secure cookies and Strict-Transport-Security', async () => {
    const answer = await get('https', tlsPort, '127.0.0.7');
    expect(answer.status).toBe(204);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    const cookies = [answer.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/seminar_session=[^\n]*; Secure/);
    expect(cookies).toMatch(/XSRF-TOKEN=[^\n]*; Secure/);
  });

  it('over plain http: neither, even when the client says https itself', async () => {
    const answer = await get('http', plainPort, '127.0.0.8', { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(204);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    const cookies = [answer.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/seminar_session=/);
    expect(cookies).not.toMatch(/Secure/);
  });
});
