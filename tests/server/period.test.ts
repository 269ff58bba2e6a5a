// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/clock';
import { event } from '../../src/model/schemaData';
import type { Period, RegistrationPayload } from '../../src/model/types';
import { countRegistrations, forEachStore } from './helpers/stores';
import { disallowedFee, instants, regionWithAuthorities, validPayload } from './helpers/payload';
import { Client, startTestServer, type TestServer } from './helpers/testServer';
import type { TestDatabase } from './helpers/testDatabase';

/** A server whose clock stands at `instant`, and a client that did the CSRF handshake. */
async function serverAt(database: TestDatabase, instant: string): Promise<{ server: TestServer; client: Client }> {
  const server = await startTestServer({ store: database.store, clock: fixedClock(new Date(instant)) });
  const client = new Client(server.baseUrl);
  await client.handshake();
  return { server, client };
}

forEachStore((database) => {
  const servers: TestServer[] = [];
  const at = async (instant: string) => {
    const started = await serverAt(database(), instant);
    servers.push(started.server);
    return started.client;
  };
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  describe('GET /web/check-period', () => {
    const cases: Array<[string, Period]> = [
      [instants.earlyBird, 'earlyBird'],
      [instants.lastEarlyBirdMoment, 'earlyBird'],
      // 27 September 23:59 in Hong Kong is still the 27th, though it is already 15:59 UTC.
      ['2025-09-27T15:59:59Z', 'earlyBird'],
      [instants.firstStandardMoment, 'standard'],
      ['2025-09-27T16:00:00Z', 'standard'],
      [instants.standard, 'standard'],
      [instants.closed, 'standard'],
    ];

    it.each(cases)('at %s answers %s', async (instant, period) => {
      const client = await at(instant);
      const response = await client.get('/web/check-period');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ data: { period } });
    });

    it.each([
      ['2025-10-25T23:59:59+08:00', true],
      ['2025-10-25T16:00:00Z', false],
      [instants.closed, false],
    ] as const)('at %s says registrationOpen: %s, beside the period', async (instant, open) => {
      const client = await at(instant);
      const response = await client.get('/web/check-period');
      expect(await response.json()).toEqual({ data: { period: 'standard', registrationOpen: open } });
    });

    it('reads the deadline of schemas/event.json', () => {
      expect(event.dates.earlyBirdDeadline).toBe('2025-09-27');
      expect(event.timeZone).toBe('Asia/Hong_Kong');
    });
  });

  describe('the fee period and the closing day on POST /web/registrations', () => {
    const region = regionWithAuthorities();
    let early: Client;
    let standard: Client;
    beforeAll(async () => {
      early = await at(instants.lastEarlyBirdMoment);
      standard = await at(instants.firstStandardMoment);
    });

    async function expectFeeRefused(client: Client, payload: RegistrationPayload) {
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toEqual(['fee_category']);
      expect(await countRegistrations(database(), payload.email)).toBe(0);
    }

    it('accepts an early-bird fee on the last early-bird day', async () => {
      const response = await early.postJson('/web/registrations', validPayload('earlyBird'));
      expect(response.status).toBe(201);
    });

    it('refuses an early-bird fee once the standard period has begun', async () => {
      await expectFeeRefused(standard, validPayload('standard', { fee_category: validPayload('earlyBird').fee_category }));
    });

    it('refuses a standard fee during the early-bird period', async () => {
      await expectFeeRefused(early, validPayload('earlyBird', { fee_category: validPayload('standard').fee_category }));
    });

    it("refuses a fee of another status's column", async () => {
      await expectFeeRefused(early, validPayload('earlyBird', { fee_category: disallowedFee(region, 'earlyBird') }));
    });

    it('accepts registrations through the closing day, 25 October in Hong Kong', async () => {
      const client = await at(instants.lastOpenMoment);
      const response = await client.postJson('/web/registrations', validPayload('standard'));
      expect(response.status).toBe(201);
    });

    it('answers 403 with a clear message after 25 October and stores nothing', async () => {
      const client = await at(instants.closed);
      const payload = validPayload('standard');
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Registration closed on 25 October 2025.' });
      expect(await countRegistrations(database(), payload.email)).toBe(0);
    });
  });
});
