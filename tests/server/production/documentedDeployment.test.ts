/**
 * The server started as the documents say: the settings docs/nginx.conf and server/README.md name for the reverse
 * proxy recipe, as real processes, and the older recipe without NODE_ENV, which ran the live site as a demo.
 */
import { cpSync, readFileSync } from 'node:fs';

import { afterAll, describe, expect, it } from 'vitest';

import { type RunningServer, spawnServerWithOwnData } from '../../../scripts/support/serverProcess';
import { migratedDataDir } from '../../support/dataTemplate';

const nginxConf = readFileSync(new URL('../../../docs/nginx.conf', import.meta.url), 'utf8');
const serverReadme = readFileSync(new URL('../../../server/README.md', import.meta.url), 'utf8');

/** The NAME=value settings in the first span of `text` that follows `marker` and ends with `end`. */
function settingsAfter(text: string, marker: RegExp, end: RegExp): Record<string, string> {
  const start = text.search(marker);
  if (start < 0) throw new Error(`the document no longer has ${marker}`);
  const rest = text.slice(start);
  const span = rest.slice(0, rest.search(end));
  return Object.fromEntries([...span.matchAll(/\b([A-Z_]+)=(\S+?)(?=[`\s]|\.?\s|$)/g)].map((m) => [m[1], m[2]]));
}

/** What the recipe leaves to the operator's own accounts: real keys and an SMTP server (none is reached at start). */
const liveSettings = {
  STRIPE_SECRET_KEY: 'sk_test_documented',
  STRIPE_WEBHOOK_SECRET: 'whsec_documented',
  SMTP_URL: 'smtp://127.0.0.1:1',
  SERVER_SECRET: 'b2'.repeat(32),
  INVOICE_FONT: 'none',
};

const servers: RunningServer[] = [];

async function start(env: Record<string, string>): Promise<RunningServer> {
  const template = await migratedDataDir();
  const server = await spawnServerWithOwnData({
    tempPrefix: 'seminar-deployed-',
    prepare: (dataDir) => cpSync(template, dataDir, { recursive: true }),
    env,
  });
  servers.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

describe('the documented reverse-proxy deployment', () => {
  const fromNginx = settingsAfter(nginxConf, /start the\s*\n?#?\s*server with/, /\(/);
  const fromReadme = settingsAfter(serverReadme, /\*\*Behind a reverse proxy\.\*\*/, /The server then takes/);

  it('is the same in docs/nginx.conf and server/README.md, and says NODE_ENV=production', () => {
    expect(fromNginx).toEqual({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      SITE_URL: 'https://seminar.example.org',
    });
    expect(fromReadme).toEqual(fromNginx);
  });

  it('with only what the recipe names, refuses to start and lists what production needs', async () => {
    const refused = await start(fromNginx).then(
      (server) => `started: ${server.output()}`,
      (error: unknown) => String(error),
    );
    expect(refused).toMatch(
      /Production mode \(NODE_ENV=production, TRUST_PROXY is set, SITE_URL is https\) refuses to start:/,
    );
    expect(refused).toMatch(/- STRIPE_SECRET_KEY is not set/);
    expect(refused).toMatch(/- SERVER_SECRET is not set/);
  }, 150_000);

  it('with the live settings, starts in production mode on the real clock with Stripe and SMTP', async () => {
    const server = await start({ ...fromNginx, ...liveSettings });
    const output = server.output();
    expect(output).toContain(
      'Production mode (NODE_ENV=production, TRUST_PROXY is set, SITE_URL is https): the real clock, a card provider and an SMTP server.',
    );
    expect(output).toContain("Clock: the system's time.");
    expect(output).toContain('Payments: Stripe Checkout, test mode');
    expect(output).not.toMatch(/DEMO/);
  }, 150_000);

  it('started as the older recipe said, without NODE_ENV, is production all the same: no demo clock, no demo secret', async () => {
    const { NODE_ENV: _left, ...olderRecipe } = fromNginx;
    const server = await start({ ...olderRecipe, ...liveSettings });
    const output = server.output();
    expect(output).toContain('Production mode (TRUST_PROXY is set, SITE_URL is https)');
    expect(output).toContain("Clock: the system's time.");
    expect(output).not.toMatch(/DEMO/);
  }, 150_000);
});
