import { existsSync } from 'node:fs';
import path from 'node:path';

import { afterAll, expect, it } from 'vitest';

import type { RegistrationPayload } from '../../core/model/types';
import { type RunningServer, spawnServer } from '../../scripts/support/serverProcess';
import { temporaryDirectory } from '../../scripts/support/temporaryDirectory';
import { openPgliteDatabase } from '../../server/db/pgliteDatabase';
import { sqlStore } from '../../server/store/sqlStore';
import type { RegistrationListing } from '../../server/store/Store';
import { copyMigratedData } from '../support/dataTemplate';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { Client } from './helpers/testServer';

const temp = temporaryDirectory('seminar-shutdown-');
const dataDir = path.join(temp.dir, 'pglite');
let server: RunningServer | undefined;

afterAll(async () => {
  await server?.stop();
  temp.remove();
});

type Outcome = { payload: RegistrationPayload; status: number | 'no answer' };

function storedAsSent(stored: RegistrationListing, sent: RegistrationPayload): void {
  expect({
    title: stored.title,
    family_name: stored.familyName,
    given_name: stored.givenName,
    region: stored.region,
    organization_name: stored.organizationName,
    post_title: stored.postTitle,
    email: stored.email,
    idd_code: stored.iddCode,
    phone_number: stored.phoneNumber,
    fee_category: stored.feeCategory,
    join_gala_dinner: stored.joinGalaDinner,
    dietary_preference: stored.dietaryPreference,
    member_status: stored.memberStatus,
    payment_method: stored.paymentMethod,
    // The fields staff added to form.schema.json, if any.
    ...stored.extraFields,
  }).toEqual(sent);
}

it('SIGTERM mid-way: requests in progress finish, later ones are refused, and the database holds exactly the answered ones', async () => {
  await copyMigratedData(dataDir);
  server = await spawnServer({
    dataDir,
    startTimeoutMs: 90_000,
    env: { REGISTRATION_CLOCK: instants.earlyBird, REGISTRATION_RATE_LIMIT: '10000', SESSION_RATE_LIMIT: '10000' },
  });
  const running = server;
  const clients = await Promise.all(
    Array.from({ length: 24 }, async () => {
      const client = new Client(running.url);
      await client.handshake();
      return client;
    }),
  );

  const send = async (client: Client): Promise<Outcome> => {
    const payload = validPayload(periods.first, { given_name: 'Tai Man 大文' });
    try {
      return { payload, status: (await client.postJson('/web/registrations', payload)).status };
    } catch {
      return { payload, status: 'no answer' };
    }
  };
  const first = clients.map(send);
  // Signal as soon as the first answer is back: most of the others are still being handled.
  await Promise.race(first);
  running.signal('SIGTERM');
  // Sent after the signal, on the clients' kept-alive connections or new ones: answered 503 or not at all.
  const late = clients.slice(0, 6).map(send);
  const outcomes = await Promise.all([...first, ...late]);

  expect(await running.exit(30_000)).toBe(true);
  expect(running.output()).toMatch(/SIGTERM: finishing the requests in progress/);
  expect(existsSync(`${dataDir}.lock`)).toBe(false);

  const answered = outcomes.filter((outcome) => outcome.status === 201);
  expect(answered.length).toBeGreaterThanOrEqual(2);
  for (const outcome of outcomes) expect([201, 503, 'no answer']).toContain(outcome.status);

  const store = sqlStore(await openPgliteDatabase(dataDir));
  try {
    const stored = await store.listRegistrations();
    expect(stored.map((row) => row.email).sort()).toEqual(answered.map((outcome) => outcome.payload.email).sort());
    for (const outcome of answered) {
      const row = stored.find((candidate) => candidate.email === outcome.payload.email);
      if (!row) throw new Error(`${outcome.payload.email} was answered 201 but not stored`);
      storedAsSent(row, outcome.payload);
    }
  } finally {
    await store.close();
  }
}, 180_000);
