/** Backing up and restoring the embedded database (PGlite) as one gzipped tar of its data directory. */
import { existsSync, readdirSync, readFileSync, writeSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';

import type { Database } from '../db/Database';
import { DataDirLockedError, lockDataDir } from '../db/dataDirLock';
import { keepPrivate, privateDataDirectory } from '../db/dataDirPermissions';
import { openPgliteDatabase } from '../db/pgliteDatabase';
import { backupFromServer, backupSocketPath } from './backupSocket';
import { writePrivately } from './privateFile';

/** A refusal the CLI prints as it is. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The dump of `dataDir`: read here when no server holds it, else asked of the server that does. */
export async function dumpPglite(dataDir: string): Promise<{ bytes: Buffer; source: 'directory' | 'server' }> {
  if (!existsSync(dataDir)) throw new BackupError(`There is no embedded database at ${dataDir} (DATA_DIR).`);
  let db: Database;
  try {
    db = await openPgliteDatabase(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { bytes: await backupFromServer(backupSocketPath(dataDir)), source: 'server' };
  }
  try {
    if (!db.dumpDataDir) throw new BackupError('This database cannot be dumped.');
    return { bytes: Buffer.from(await db.dumpDataDir()), source: 'directory' };
  } finally {
    await db.close();
  }
}

/** Writes `bytes` to `file` as a whole or not at all, readable by this account only (it holds everything). */
export function writePrivateFile(file: string, bytes: Uint8Array): Promise<void> {
  return writePrivately(file, (fd) => {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written);
  });
}

/**
 * Unpacks the dump in `file` into `dataDir`, which must be new or empty: a restore never overwrites a database. The
 * server's next start applies any migration the dump predates.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`There is no backup at ${file}.`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} (DATA_DIR) already holds a database: a restore never overwrites one. Move it away, or set DATA_DIR to a new directory.`,
    );
  }
  const directory = privateDataDirectory(dataDir);
  const unlock = lockDataDir(directory);
  try {
    const db = await PGlite.create(directory, { loadDataDir: new Blob([readFileSync(file)]) });
    await db.close();
    keepPrivate(directory);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} could not be restored: it is not a backup made by npm run backup.`);
  } finally {
    unlock();
  }
}
