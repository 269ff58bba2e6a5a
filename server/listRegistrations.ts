/** `npm run registrations`: prints the stored registrations as a table (DATABASE_URL, else the PGlite directory of DATA_DIR). */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServerConfig } from './config';
import type { Database } from './db/Database';
import { DataDirLockedError } from './db/dataDirLock';
import { openPgliteDatabase } from './db/pgliteDatabase';
import { openPostgresDatabase } from './db/postgresDatabase';
import { sqlStore } from './store/sqlStore';
import { terminalText } from './terminalText';
import type { RegistrationListing } from './store/Store';

interface Opened {
  db: Database;
  /** Where the registrations are kept, for the heading. */
  source: string;
  note?: string;
  cleanUp?: () => void;
}

/**
 * Opens the embedded directory; while a server holds it, opens a copy instead, since two
 * processes must not share one PGlite directory. The copy is read as after a crash: PostgreSQL
 * replays its log, so everything the server had committed is there.
 */
async function openEmbedded(dataDir: string): Promise<Opened> {
  try {
    const db = await openPgliteDatabase(dataDir);
    return { db, source: db.description };
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const copyRoot = mkdtempSync(join(tmpdir(), 'seminar-registrations-'));
    const copy = join(copyRoot, 'pglite');
    cpSync(dataDir, copy, { recursive: true });
    return {
      db: await openPgliteDatabase(copy),
      source: `embedded PostgreSQL (PGlite) in ${dataDir}`,
      note: `The server (process ${error.ownerPid}) has ${dataDir} open: this is a snapshot taken just now.`,
      cleanUp: () => rmSync(copyRoot, { recursive: true, force: true }),
    };
  }
}

/** A table row with every text made safe for the terminal (server/terminalText.ts). */
function row(registration: RegistrationListing): Record<string, string | number> {
  const cells = rawRow(registration);
  return Object.fromEntries(Object.entries(cells).map(([name, value]) => [name, typeof value === 'string' ? terminalText(value) : value]));
}

function rawRow(registration: RegistrationListing): Record<string, string | number> {
  return {
    id: registration.id,
    registered: registration.createdAt.toISOString().replace('T', ' ').slice(0, 19),
    name: `${registration.title} ${registration.givenName} ${registration.familyName}`,
    email: registration.email,
    region: registration.region,
    organisation: registration.organizationName,
    fee: registration.feeCategory,
    amount: `${registration.currency} ${registration.feeAmount.toLocaleString('en-US')}`,
    method: registration.paymentMethod,
    payment: registration.paymentMethod === 'bank' ? 'bank transfer' : (registration.paymentStatus ?? 'no checkout'),
    dinner: registration.joinGalaDinner === 'Yes' ? `Yes (${registration.dietaryPreference})` : 'No',
  };
}

async function main(): Promise<void> {
  const config = readServerConfig(process.env, process.cwd());
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    console.log(`No registrations yet: there is no embedded database at ${config.dataDir}. Start the site with npm run serve.`);
    return;
  }
  let opened: Opened;
  if (config.databaseUrl) {
    const db = await openPostgresDatabase({ connectionString: config.databaseUrl });
    opened = { db, source: db.description };
  } else {
    opened = await openEmbedded(config.dataDir);
  }
  const store = sqlStore(opened.db);
  try {
    const registrations = await store.listRegistrations();
    console.log(`Registrations in ${opened.source}: ${registrations.length}`);
    if (opened.note) console.log(terminalText(opened.note));
    if (registrations.length > 0) console.table(registrations.map(row));
  } finally {
    await store.close();
    opened.cleanUp?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
