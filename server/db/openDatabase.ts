import type { Database } from './Database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

/** Opens PostgreSQL when a connection string is given, else the embedded PGlite directory, and migrates it. */
export async function openDatabase(settings: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const db = settings.databaseUrl
    ? await openPostgresDatabase({ connectionString: settings.databaseUrl })
    : await openPgliteDatabase(settings.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
