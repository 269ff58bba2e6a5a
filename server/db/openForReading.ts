/** Opens the database for a terminal command while a server may be running (npm run registrations, npm run mail). */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Database } from './Database';
import { DataDirLockedError } from './dataDirLock';
import { openPgliteDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

/** An open database and where it came from. */
export interface Opened {
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
export async function openEmbedded(dataDir: string): Promise<Opened> {
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

/** The configured database for a terminal command: PostgreSQL when `databaseUrl` is set, else the embedded directory. */
export async function openForReading(config: { databaseUrl?: string; dataDir: string }): Promise<Opened> {
  if (config.databaseUrl) {
    const db = await openPostgresDatabase({ connectionString: config.databaseUrl });
    return { db, source: db.description };
  }
  return openEmbedded(config.dataDir);
}
