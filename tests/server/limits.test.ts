import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import { type RunningServer, spawnServer } from '../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../scripts/support/temporaryDirectory';
import { fixedClock } from '../../server/clock';
import { ConfigError, readServerConfig } from '../../server/config';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { openTestPglite, openTestPostgres, stopTestPostgres, type TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

async function count(database: TestDatabase, table: 'sessions' | 'error_reports'): Promise<number> {
  const rows = await database.db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
  return rows[0]?.count ?? 0;
}

describe('TRUST_PROXY', () => {
  const config = (value: string) => readServerConfig({ TRUST_PROXY: value, DEMO: '1' }, '/srv');
  it('takes a hop count or proxy addresses', () => {
    expect(config('1').trustProxy).toBe(1);
    expect(config('10.0.0.2, 10.1.0.0/16, ::1').trustProxy).toEqual(['10.0.0.2', '10.1.0.0/16', '::1']);
    expect(config('').trustProxy).toBe(false);
  });
  it("refuses 'true', which would believe the client's own left-most claim", () => {
    expect(() => config('true')).toThrow(ConfigError);
    expect(() => config('true')).toThrow(/X-Forwarded-For/);
    expect(() => config('10.0.0.300')).toThrow(ConfigError);
  });
});

describe('sessions and error reports', () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await openTestPglite();
    server = await startTestServer({
      store: database.store,
      clock: fixedClock(new Date(instants.earlyBird)),
      retention: { sessionMaxRows: 3, errorReportMaxRows: 4, errorReportDays: 30 },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('HEAD of the CSRF route starts no session (each one made a row)', async () => {
    const before = await count(database, 'sessions');
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${server.baseUrl}/sanctum/csrf-cookie`, { method: 'HEAD' });
      expect(response.status).toBe(204);
    }
    expect(await count(database, 'sessions')).toBe(before);
  });

  it('refuses new sessions at the cap with 503, and keeps serving the sessions it has', async () => {
    const clients = [new Client(server.baseUrl), new Client(server.baseUrl), new Client(server.baseUrl)];
    for (const client of clients) expect((await client.handshake()).status).toBe(204);
    const refused = await new Client(server.baseUrl).handshake();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await count(database, 'sessions')).toBe(3);
    // An existing session is extended, not refused, and can still register.
    expect((await clients[0]?.handshake())?.status).toBe(204);
    expect((await clients[0]?.postJson('/web/registrations', validPayload(periods.first)))?.status).toBe(201);
  });

  it('keeps only the newest error reports up to the cap', async () => {
    const client = new Client(server.baseUrl);
    for (let i = 0; i < 7; i += 1) {
      const response = await client.postJson('/web/error-reports', {
        error: `report ${i}`,
        url: 'u',
        project_year: event.year,
        project_name: 'p',
      });
      expect(response.status).toBe(201);
    }
    const rows = await database.db.query<{ error: string }>('select error from error_reports order by id');
    expect(rows.map((row) => row.error)).toEqual(['report 3', 'report 4', 'report 5', 'report 6']);
  });

  it('purges error reports past their retention period and expired sessions', async () => {
    await database.db.query(
      `update error_reports set created_at = now() - interval '31 days' where error = 'report 3'`,
    );
    await database.db.query(
      `update sessions set expires_at = now() - interval '1 second' where id_hash = (select min(id_hash) from sessions)`,
    );
    const purged = await database.store.purge({ errorReportDays: 30, errorReportMaxRows: 4, sessionMaxRows: 3 });
    expect(purged).toMatchObject({ errorReports: 1, sessions: 1 });
    expect(await count(database, 'error_reports')).toBe(3);
    expect(await count(database, 'sessions')).toBe(2);
  });
});

describe('rate limits shared by two server processes on one PostgreSQL', () => {
  const temp = temporaryDirectory('seminar-limits-');
  let database: TestDatabase;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    database = await openTestPostgres();
    const env = {
      DATABASE_URL: database.connectionString ?? '',
      REGISTRATION_CLOCK: instants.earlyBird,
      REGISTRATION_RATE_LIMIT: '4',
      SESSION_RATE_LIMIT: '1000',
    };
    for (const name of ['a', 'b']) {
      servers.push(await spawnServer({ dataDir: `${temp.dir}/${name}`, env, startTimeoutMs: 90_000 }));
    }
  }, 200_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await stopTestPostgres();
    temp.remove();
  });

  it('counts one allowance across both (each process had its own)', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const statuses: number[] = [];
    for (const url of [a.url, b.url, a.url, b.url, a.url, b.url]) {
      const client = new Client(url);
      await client.handshake();
      statuses.push((await client.postJson('/web/registrations', validPayload(periods.first))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });
});
