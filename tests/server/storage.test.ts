import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fixedClock } from '../../server/clock';
import { DataDirLockedError } from '../../server/db/dataDirLock';
import { migrate } from '../../server/db/migrate';
import { openPgliteDatabase } from '../../server/db/pgliteDatabase';
import { sqlStore } from '../../server/store/sqlStore';
import { copyMigratedData } from '../support/dataTemplate';
import { periods } from '../support/eventTimes';
import { instants, uniqueEmail, validPayload } from './helpers/payload';
import { countRegistrations, forEachStore } from './helpers/stores';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

const clock = fixedClock(new Date(instants.earlyBird));

forEachStore((database) => {
  let server: TestServer;
  let client: Client;

  beforeAll(async () => {
    server = await startTestServer({ store: database().store, clock });
    client = new Client(server.baseUrl);
    await client.handshake();
  });
  afterAll(() => server.close());

  describe('migrations', () => {
    it('are recorded in the migrations table and not applied twice', async () => {
      expect(await migrate(database().db)).toEqual([]);
      const rows = await database().db.query<{ version: number; name: string }>(
        'select version, name from migrations order by version',
      );
      expect(rows[0]).toEqual({ version: 1, name: 'initial' });
    });
  });

  // Hundreds of registrations at once on a busy 2-core machine can outlast the default 20 s without being wrong.
  describe('concurrent registrations', { timeout: 60_000 }, () => {
    it('stores 200 concurrent registrations with distinct e-mails exactly once each', async () => {
      const payloads = Array.from({ length: 200 }, (_, i) =>
        validPayload(periods.first, { email: uniqueEmail('crowd'), payment_method: i % 2 === 0 ? 'bank' : 'online' }),
      );
      const responses = await Promise.all(payloads.map((payload) => client.postJson('/web/registrations', payload)));
      expect(responses.map((response) => response.status)).toEqual(payloads.map(() => 201));

      const emails = payloads.map((payload) => payload.email.toLowerCase());
      const rows = await database().db.query<{ email: string; payments: number }>(
        `select lower(r.email) as email, count(p.id)::int as payments
         from registrations r left join payments p on p.registration_id = r.id
         where lower(r.email) like 'crowd.%' group by lower(r.email)`,
      );
      expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
      expect(rows.filter((row) => row.payments === 1)).toHaveLength(100);
    });

    it('stores 50 concurrent bank registrations of one e-mail once; the others are told it is taken', async () => {
      const email = uniqueEmail('same-bank');
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          client.postJson(
            '/web/registrations',
            validPayload(periods.first, { email: i % 2 ? email.toUpperCase() : email }),
          ),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 422)).toHaveLength(49);
      expect(await countRegistrations(database(), email)).toBe(1);
    });

    it('stores 50 concurrent online registrations of one e-mail once, with one checkout; the others get that checkout or duplicate', async () => {
      const email = uniqueEmail('same-online');
      const responses = await Promise.all(
        Array.from({ length: 50 }, () =>
          client.postJson('/web/registrations', validPayload(periods.first, { email, payment_method: 'online' })),
        ),
      );
      const bodies = (await Promise.all(responses.map((response) => response.json()))) as Array<{
        state: string;
        url?: string;
      }>;
      expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
      // Submitting again gives the open checkout back; while the first is still opening it, the answer is duplicate.
      const checkouts = new Set(bodies.filter((body) => body.state === 'success_stripe').map((body) => body.url));
      expect(checkouts.size).toBe(1);
      const others = responses
        .map((response, index) => [response.status, bodies[index]?.state])
        .filter(([status]) => status !== 201);
      for (const [status, state] of others)
        expect([
          [200, 'success_stripe'],
          [409, 'duplicate'],
        ]).toContainEqual([status, state]);
      expect(await countRegistrations(database(), email)).toBe(1);
      const payments = await database().db.query<{ count: number }>(
        'select count(*)::int as count from payments p join registrations r on r.id = p.registration_id where r.email = $1',
        [email],
      );
      expect(payments[0]?.count).toBe(1);
    });
  });
});

describe('the embedded store across a restart', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'seminar-restart-')), 'pglite');
    // The tables as a first start leaves them (tests/support/dataTemplate.ts makes those from nothing).
    await copyMigratedData(dataDir);
  }, 60_000);
  afterAll(() => {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  });

  /** Opens the directory and serves it, as `npm run serve` does. */
  async function boot(): Promise<{ server: TestServer; stop: () => Promise<void> }> {
    const db = await openPgliteDatabase(dataDir);
    await migrate(db);
    const store = sqlStore(db);
    const server = await startTestServer({ store, clock });
    return {
      server,
      stop: async () => {
        await server.close();
        await store.close();
      },
    };
  }

  it('keeps registrations, payments and sessions on disk', async () => {
    const first = await boot();
    const client = new Client(first.server.baseUrl);
    await client.handshake();
    const bank = validPayload(periods.first, { payment_method: 'bank' });
    const online = validPayload(periods.first, { payment_method: 'online' });
    expect((await client.postJson('/web/registrations', bank)).status).toBe(201);
    expect((await client.postJson('/web/registrations', online)).status).toBe(201);
    await first.stop();

    const second = await boot();
    try {
      const restarted = new Client(second.server.baseUrl);
      // The same cookies still hold a valid session: the session table was kept too.
      for (const name of ['seminar_session', 'XSRF-TOKEN']) {
        const cookie = client.jar.get(name);
        if (cookie) restarted.jar.absorbRaw(name, cookie.value);
      }
      const again = await restarted.postJson('/web/registrations', validPayload(periods.first, { email: bank.email }));
      expect(again.status).toBe(422);
      const pending = await restarted.postJson(
        '/web/registrations',
        validPayload(periods.first, { email: online.email }),
      );
      expect(pending.status).toBe(409);
      expect(await pending.json()).toEqual({ state: 'duplicate', linkSent: true });
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('refuses a second process-level open of a directory in use', async () => {
    const running = await boot();
    try {
      await expect(openPgliteDatabase(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await running.stop();
    }
  });
});
