/** `npm run serve`: the built site and the API on one port, with embedded storage unless DATABASE_URL is set. */
import { pathToFileURL } from 'node:url';
import { buildServer } from './app';
import { ConfigError, readServerConfig, type Env } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { openDatabase } from './db/openDatabase';
import { localTestCheckout } from './payments/localTestCheckout';
import { sqlStore } from './store/sqlStore';

export { buildServer } from './app';
export type { ServerOptions } from './options';

/** The front end's VITE_* settings as the build saw them (.env files), under the process's own variables. */
async function frontEndEnv(cwd: string): Promise<Env> {
  try {
    const { loadEnv } = await import('vite');
    return { ...loadEnv('production', cwd, 'VITE_'), ...process.env };
  } catch {
    return process.env;
  }
}

async function main(): Promise<void> {
  const cwd = process.cwd();
  const config = readServerConfig(await frontEndEnv(cwd), cwd);
  const db = await openDatabase(config);
  const store = sqlStore(db);
  const app = await buildServer({
    store,
    clock: config.clock,
    staticDir: config.staticDir,
    paymentProvider: localTestCheckout({ publicUrl: config.publicUrl, siteUrl: config.siteUrl }),
    rateLimits: config.rateLimits,
    forcedFailure: config.forcedFailure,
    csp: config.csp,
    adminToken: config.adminToken,
    trustProxy: config.trustProxy,
    // Errors are logged always (without personal data); every request only with LOG_REQUESTS=1.
    logger: { level: config.logger ? 'info' : 'error' },
    retention: config.retention,
  });

  // Stops taking requests, lets those in progress finish (at most the grace period: then their connections are cut),
  // runs the onClose work, closes the database and releases its lock. A second signal ends the process at once.
  const shutdown = async (signal: NodeJS.Signals) => {
    console.log(`${signal}: finishing the requests in progress (at most ${config.shutdownGraceMs / 1000} s), then stopping.`);
    const cutOff = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cutOff);
      await store.close();
    }
    console.log('Stopped; the database is closed.');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutdown(signal).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
    });
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    `Registration site and API: http://${config.host}:${port}/`,
    `Storage: ${store.description}`,
    config.clockNote,
    `Payments: local test checkout (no card provider is contacted).`,
  ];
  if (config.adminToken) lines.push(`Admin listing: GET /admin/registrations with "Authorization: Bearer <ADMIN_TOKEN>".`);
  if (config.forcedFailure) {
    lines.push(`WARNING: FORCE_REGISTRATION_FAILURE=${config.forcedFailure}: every registration POST fails on purpose.`);
  }
  console.log(lines.join('\n'));
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && import.meta.url === pathToFileURL(entry).href;
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
