/**
 * Every call behind a personal link is rate-limited per registration and per client address, counted in the database:
 * two server processes on one PostgreSQL share each allowance. The e-mail change, which mails an address the requester
 * chose, has a tighter limit of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RunningServer, spawnServer } from '../../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../../scripts/support/temporaryDirectory';
import { delegateToken } from '../../../server/delegate/delegateLink';
import { derivedKey } from '../../../server/secrets/serverSecret';
import { instants, newRegistration, uniqueEmail } from '../helpers/payload';
import { openTestPostgres, stopTestPostgres, type TestDatabase } from '../helpers/testDatabase';
import { Client } from '../helpers/testServer';

const secret = 'c3'.repeat(32);
const linkKey = derivedKey(Buffer.from(secret, 'hex'), 'delegate-link');
const temp = temporaryDirectory('seminar-delegate-limits-');
let database: TestDatabase;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  database = await openTestPostgres();
  const env = {
    DATABASE_URL: database.connectionString ?? '',
    REGISTRATION_CLOCK: instants.earlyBird,
    SERVER_SECRET: secret,
    // Behind a proxy on this machine, so each test client can stand for another address.
    TRUST_PROXY: '1',
    DEMO: '1',
    DELEGATE_RATE_LIMIT: '6',
    DELEGATE_REGISTRATION_RATE_LIMIT: '3',
    EMAIL_CHANGE_RATE_LIMIT: '2',
    SESSION_RATE_LIMIT: '1000',
  };
  a = await spawnServer({ dataDir: `${temp.dir}/a`, env, startTimeoutMs: 90_000 });
  b = await spawnServer({ dataDir: `${temp.dir}/b`, env, startTimeoutMs: 90_000 });
}, 200_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map((server) => server.stop()));
  await database?.close();
  await stopTestPostgres();
  temp.remove();
});

/** A new registration's personal link token. */
async function registered(): Promise<string> {
  const insert = await database.store.insertRegistration(newRegistration({ email: uniqueEmail('limits') }));
  if (insert.outcome !== 'created') throw new Error(`not created: ${insert.outcome}`);
  return delegateToken(linkKey, insert.registration.id, insert.registration.linkVersion);
}

let clientSerial = 0;
/** A client at an address of its own (as the proxy reports it), on `server`. */
function clientAt(server: RunningServer): { client: Client; headers: Record<string, string> } {
  clientSerial += 1;
  return { client: new Client(server.url), headers: { 'x-forwarded-for': `198.51.100.${clientSerial}` } };
}

describe('the delegate routes, on two processes', () => {
  it('count each registration once across both, documents included, whoever asks', async () => {
    const token = await registered();
    const statuses: number[] = [];
    for (const [server, path] of [
      [a, `/web/delegate/${token}`],
      [b, `/web/delegate/${token}/calendar.ics`],
      [a, `/web/delegate/${token}/invoice.pdf`],
      [b, `/web/delegate/${token}`],
    ] as const) {
      const { client, headers } = clientAt(server);
      statuses.push((await client.get(path, headers)).status);
    }
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    // Another registration has its own allowance.
    const { client, headers } = clientAt(a);
    expect((await client.get(`/web/delegate/${await registered()}`, headers)).status).toBe(200);
  });

  it('count each client address once across both, over every registration and made-up tokens', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      const server = index % 2 === 0 ? a : b;
      const token = index % 3 === 0 ? `${900_000 + index}.1.made-up` : await registered();
      statuses.push((await new Client(server.url).get(`/web/delegate/${token}`, headers)).status);
    }
    expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
  });

  it('let a registration ask for an e-mail change twice in the hour, then refuse, on either process', async () => {
    const token = await registered();
    const statuses: number[] = [];
    for (const server of [a, b, a]) {
      const { client, headers } = clientAt(server);
      await client.handshake();
      const response = await client.postJson(
        `/web/delegate/${token}/email`,
        { email: uniqueEmail('moved') },
        { headers },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([202, 202, 429]);
  });
});
