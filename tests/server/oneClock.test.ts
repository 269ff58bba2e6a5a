// @vitest-environment node
/** Every time the service writes comes from the server's clock (the demo's clock in a demo), never the database's. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fixedClock } from '../../server/clock';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { openTestPglite, type TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

let database: TestDatabase;
let server: TestServer;
const now = new Date(instants.earlyBird);

beforeAll(async () => {
  database = await openTestPglite();
  server = await startTestServer({ store: database.store, clock: fixedClock(now) });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe("the server's clock", () => {
  it('dates a new registration, whatever the machine’s time', async () => {
    const client = new Client(server.baseUrl);
    await client.handshake();
    const response = await client.postJson(
      '/web/registrations',
      validPayload(periods.first, { payment_method: 'bank' }),
    );
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const stored = await database.store.findRegistrationByReference(reference);
    expect(stored?.createdAt.toISOString()).toBe(now.toISOString());
  });
});
