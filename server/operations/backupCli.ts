/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the database the server uses (DATABASE_URL, else DATA_DIR)
 * into one file, and back into an empty directory or database.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';

import { ConfigError, readServerConfig } from '../config';
import { DataDirUnsafeError } from '../db/dataDirPermissions';
import { BackupError, dumpPglite, restorePglite, writePrivateFile } from './pgliteBackup';
import { dumpPostgres, restorePostgres } from './postgresBackup';

function size(file: string): string {
  const bytes = statSync(file).size;
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

async function main(command: string | undefined, target: string | undefined): Promise<string> {
  if ((command !== 'backup' && command !== 'restore') || !target) {
    throw new BackupError('Usage: npm run backup -- FILE, or npm run restore -- FILE');
  }
  const file = resolve(target);
  const config = readServerConfig(process.env, process.cwd(), 'tool');
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (config.databaseUrl) {
    if (command === 'backup') {
      await dumpPostgres(config.databaseUrl, file);
      return `Backed up the PostgreSQL database (pg_dump) to ${file}: ${size(file)} in ${took()}.`;
    }
    await restorePostgres(config.databaseUrl, file);
    return `Restored ${file} into the PostgreSQL database (pg_restore) in ${took()}.`;
  }
  if (command === 'backup') {
    const { bytes, source } = await dumpPglite(config.dataDir);
    await writePrivateFile(file, bytes);
    const from = source === 'server' ? ', from the running server' : '';
    return `Backed up ${config.dataDir}${from} to ${file}: ${size(file)} in ${took()}.`;
  }
  await restorePglite(file, config.dataDir);
  return `Restored ${file} into ${config.dataDir} in ${took()}. Start the server on it with npm run serve.`;
}

main(process.argv[2], process.argv[3]).then(
  (line) => console.log(line),
  (error: unknown) => {
    const known = error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirUnsafeError;
    console.error(known ? error.message : error);
    process.exit(1);
  },
);
