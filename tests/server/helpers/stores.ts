/**
 * The stores a suite runs on. The store's own suites (tests/server/store/, tests/server/db/, storage, statistics,
 * retention) run on both PGlite and PostgreSQL, since they test the SQL itself; the HTTP-level suites run on PGlite
 * alone, the default store, since what they add (routes, rules, answers) does not depend on the store's engine.
 */
import { afterAll, beforeAll, describe } from 'vitest';

import { openTestDatabase, stopTestPostgres, type StoreKind, storeKinds, type TestDatabase } from './testDatabase';

type Suite = (database: () => TestDatabase, kind: StoreKind) => void;

function onStores(kinds: readonly StoreKind[], suite: Suite): void {
  afterAll(stopTestPostgres);
  describe.each(kinds)('with the %s store', (kind) => {
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

/** Runs a store suite once per store, PGlite and PostgreSQL, each with a fresh database. */
export function forEachStore(suite: Suite): void {
  onStores(storeKinds, suite);
}

/** Runs an HTTP-level suite once, on a fresh PGlite database. */
export function onDefaultStore(suite: Suite): void {
  onStores(['pglite'], suite);
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
