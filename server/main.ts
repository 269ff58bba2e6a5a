/** `npm run serve`: the built site and the API on one port, with embedded storage unless DATABASE_URL is set. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { sqlAnnouncementStore } from './announcements/sqlAnnouncementStore';
import { buildServer } from './app';
import { sqlBankCredits } from './bankImport/bankCredits';
import { sqlCertificateStore } from './certificates/sqlCertificateStore';
import { sqlCheckinStore } from './checkin/sqlCheckinStore';
import { ConfigError, type Env, readServerConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { DataDirUnsafeError } from './db/dataDirPermissions';
import { MigrationMismatchError } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { warmDocumentWorkers } from './documents/documentPool';
import { loadInvoiceFont } from './invoice/invoiceFont';
import { localMailbox, smtpTransport } from './mail/mailTransport';
import { startOutboxSender } from './mail/outboxSender';
import { backupSocketPath, listenBackupSocket } from './operations/backupSocket';
import { paymentProviderOf } from './payments/paymentProviderOf';
import { modeLines } from './production/startupNotes';
import { sqlErasure } from './retention/sqlErasure';
import { demoServerSecret, derivedKey } from './secrets/serverSecret';
import { controlSocketPath, listenControlSocket } from './staff/controlSocket';
import { sqlStaffStore } from './staff/sqlStaffStore';
import { sqlStore } from './store/sqlStore';
import { sqlVisaLetterStore } from './visaLetters/sqlVisaLetterStore';

export { buildServer } from './app';
export type { ServerOptions } from './options';

/** The .env files Vite reads for a production build, in its order (`.env`, `.env.local`, `.env.production`, ...). */
const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local'];

/** The front end's VITE_* settings as the build saw them (.env files), under the process's own variables. */
async function frontEndEnv(cwd: string): Promise<Env> {
  // Vite takes a second or two to load on a busy machine, which every start would pay for files most sites lack.
  if (!envFiles.some((name) => existsSync(path.join(cwd, name)))) return process.env;
  try {
    const { loadEnv } = await import('vite');
    return { ...loadEnv('production', cwd, 'VITE_'), ...process.env };
  } catch {
    return process.env;
  }
}

/** Where the staff console is, and how to make its first account when there is none. */
async function staffConsoleLine(staffStore: ReturnType<typeof sqlStaffStore>): Promise<string> {
  const accounts = (await staffStore.listAccounts()).length;
  if (accounts > 0) return `Staff console: /staff (${accounts} staff account${accounts === 1 ? '' : 's'}).`;
  return 'Staff console: /staff (no staff account yet: STAFF_PASSWORD=... npm run staff -- add you@example.org --role manager).';
}

/** The demonstration's secret file, its problems told as a setting to fix rather than a crash. */
function demoSecret(path: string): Buffer {
  try {
    return demoServerSecret(path);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const cwd = process.cwd();
  const config = readServerConfig(await frontEndEnv(cwd), cwd);
  const invoiceFont = loadInvoiceFont(config.invoiceFont);
  // Documents are drawn in worker threads: one is ready, its font parsed, before the first request. It starts first so
  // that it loads while the database opens and the server is built, and is awaited before the server listens.
  const warmed = warmDocumentWorkers(invoiceFont);
  const db = await openDatabase(config);
  const store = sqlStore(db);
  const staffStore = sqlStaffStore(db);
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : localMailbox(store);
  const payments = paymentProviderOf(config);
  const serverSecret = config.serverSecret ?? demoSecret(config.demoSecretPath);
  // The links in e-mails start with SITE_URL; without it, with the address printed below once the server listens
  // (until then, the configured port: only messages left from an earlier run are sent that early). It starts before the
  // server is built so that issuing certificates can wake it.
  let listeningUrl = `http://${config.host}:${config.port}`;
  const sender = startOutboxSender({
    store,
    transport,
    clock: config.clock,
    from: config.mailFromIn,
    font: invoiceFont,
    badgeKey: derivedKey(serverSecret, 'badge-code'),
    siteUrl: () => config.siteUrl || listeningUrl,
    linkKey: derivedKey(serverSecret, 'delegate-link'),
    emailChangeKey: derivedKey(serverSecret, 'email-change'),
    ...config.mail,
    log: (line) => console.log(line),
  });

  const app = await buildServer({
    store,
    clock: config.clock,
    staticDir: config.staticDir,
    paymentProvider: payments.provider,
    rateLimits: config.rateLimits,
    forcedFailure: config.forcedFailure,
    csp: config.csp,
    adminToken: config.adminToken,
    staffStore,
    bankCredits: sqlBankCredits(db),
    trustProxy: config.trustProxy,
    // Errors are logged always (without personal data); every request only with LOG_REQUESTS=1.
    logger: { level: config.logger ? 'info' : 'error' },
    retention: config.retention,
    mailbox: transport.local,
    serverSecret,
    checkinStore: sqlCheckinStore(db),
    refunds: config.refunds,
    invoiceFont,
    badgeFont: invoiceFont,
    certificateStore: sqlCertificateStore(db, () => sender.wake()),
    visaLetterStore: sqlVisaLetterStore(db, () => sender.wake()),
    announcementStore: sqlAnnouncementStore(db, () => sender.wake()),
    erasure: sqlErasure(db),
    siteUrl: config.siteUrl,
    reminders: {},
    checkoutSweep: {},
  });
  // `npm run staff` cannot open the embedded database while this process holds it: it asks over this socket instead.
  const controlSocket = config.databaseUrl
    ? undefined
    : await listenControlSocket(controlSocketPath(config.dataDir), staffStore).catch((error: unknown) => {
        console.warn(
          `npm run staff will not reach this server: ${error instanceof Error ? error.message : String(error)}`,
        );
        return undefined;
      });

  // `npm run backup` likewise asks this process for a dump of the database it holds.
  const backupSocket =
    config.databaseUrl || !db.dumpDataDir
      ? undefined
      : await listenBackupSocket(backupSocketPath(config.dataDir), () =>
          db.dumpDataDir ? db.dumpDataDir() : Promise.reject(new Error('no dump')),
        ).catch((error: unknown) => {
          console.warn(
            `npm run backup will not reach this server: ${error instanceof Error ? error.message : String(error)}`,
          );
          return undefined;
        });

  // Stops taking requests, lets those in progress finish (at most the grace period: then their connections are cut),
  // finishes the message being sent, closes the database and releases its lock. A second signal ends the process at once.
  const shutdown = async (signal: NodeJS.Signals) => {
    console.log(
      `${signal}: finishing the requests in progress (at most ${config.shutdownGraceMs / 1000} s), then stopping.`,
    );
    controlSocket?.close();
    backupSocket?.close();
    const cutOff = setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs);
    try {
      await app.close();
      // A message being sent is finished and marked before the database closes.
      await sender.stop();
      transport.close();
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

  await warmed;
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  listeningUrl = `http://${config.host}:${port}`;
  const lines = [
    `Registration site and API: http://${config.host}:${port}/`,
    ...modeLines(config),
    `Storage: ${store.description}`,
    config.clockNote,
    `Payments: ${payments.description}`,
    await staffConsoleLine(staffStore),
    `Mail: ${transport.description}; sent as ${config.mailFrom}.`,
    config.serverSecret
      ? 'Links and badge codes: signed with SERVER_SECRET.'
      : `Links and badge codes: DEMO secret kept in ${config.demoSecretPath} (set SERVER_SECRET for a real site).`,
    `Documents: ${invoiceFont ? `font ${invoiceFont.path} (covers Chinese)` : 'Helvetica (INVOICE_FONT=none: Chinese prints as ?)'}.`,
  ];
  if (transport.local) lines.push(`Local mailbox: http://${config.host}:${port}/staff/mailbox (staff sign-in)`);
  if (config.adminToken)
    lines.push(`Admin listing: GET /admin/registrations with "Authorization: Bearer <ADMIN_TOKEN>".`);
  if (config.forcedFailure) {
    lines.push(
      `WARNING: FORCE_REGISTRATION_FAILURE=${config.forcedFailure}: every registration POST fails on purpose.`,
    );
  }
  console.log(lines.join('\n'));
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && import.meta.url === pathToFileURL(entry).href;
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof DataDirUnsafeError ||
      error instanceof MigrationMismatchError
    ) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
