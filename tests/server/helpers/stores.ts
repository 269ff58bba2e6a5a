/** Runs a suite once per store, PGlite and PostgreSQL, each with a fresh database. */
import { afterAll, beforeAll, describe } from 'vitest';

import { openTestDatabase, stopTestPostgres, type StoreKind, storeKinds, type TestDatabase } from './testDatabase';

export function forEachStore(suite: (database: () => TestDatabase, kind: StoreKind) => void): void {
  afterAll(stopTestPostgres);
  describe.each(storeKinds)('with the %s store', (kind) => {
    let opened: TestDatabase | undefined;
    beforeAll(async () => {
      opened = await openTestDatabase(kind);
    }, 60_000);
    afterAll(async () => {
      await opened?.close();
    });
    suite(() => {
      if (!opened) throw new Error(`the ${kind} store did not open`);
      return opened;
    }, kind);
  });
}

/** How many registrations the store holds, optionally for one e-mail (any case). */
export async function countRegistrations(database: TestDatabase, email?: string): Promise<number> {
  const rows = email
    ? await database.db.query<{ count: number }>(
        'select count(*)::int as count from registrations where lower(email) = lower($1)',
        [email],
      )
    : await database.db.query<{ count: number }>('select count(*)::int as count from registrations');
  return rows[0]?.count ?? 0;
}
