// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event } from '../../core/model/schemaData';
import type { Period, RegistrationPayload } from '../../core/model/types';
import { fixedClock } from '../../server/clock';
import { addDays, eventInstant } from '../support/eventTimes';
import { longDate } from '../support/schemaTexts';
import { disallowedFee, instants, regionWithAuthorities, validPayload } from './helpers/payload';
import { countRegistrations, onDefaultStore } from './helpers/stores';
import type { TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';

/** A server whose clock stands at `instant`, and a client that did the CSRF handshake. */
async function serverAt(database: TestDatabase, instant: string): Promise<{ server: TestServer; client: Client }> {
  const server = await startTestServer({ store: database.store, clock: fixedClock(new Date(instant)) });
  const client = new Client(server.baseUrl);
  await client.handshake();
  return { server, client };
}

onDefaultStore((database) => {
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
    // The deadline day ends at midnight in the event's time zone, whatever the day is in UTC then.
    const cases: Array<[string, Period]> = [
      [instants.earlyBird, 'earlyBird'],
      [instants.lastEarlyBirdMoment, 'earlyBird'],
      [new Date(instants.lastEarlyBirdMoment).toISOString(), 'earlyBird'],
      [instants.firstStandardMoment, 'standard'],
      [new Date(instants.firstStandardMoment).toISOString(), 'standard'],
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
      [instants.lastOpenMoment, true],
      [new Date(eventInstant(addDays(event.dates.registrationCloses, 1), '00:00:00')).toISOString(), false],
      [instants.closed, false],
    ] as const)('at %s says registrationOpen: %s, beside the period', async (instant, open) => {
      const client = await at(instant);
      const response = await client.get('/web/check-period');
      expect(await response.json()).toEqual({ data: { period: 'standard', registrationOpen: open } });
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
      await expectFeeRefused(
        standard,
        validPayload('standard', { fee_category: validPayload('earlyBird').fee_category }),
      );
    });

    it('refuses a standard fee during the early-bird period', async () => {
      await expectFeeRefused(early, validPayload('earlyBird', { fee_category: validPayload('standard').fee_category }));
    });

    it("refuses a fee of another status's column", async () => {
      await expectFeeRefused(early, validPayload('earlyBird', { fee_category: disallowedFee(region, 'earlyBird') }));
    });

    it("accepts registrations through the closing day, in the event's time zone", async () => {
      const client = await at(instants.lastOpenMoment);
      const response = await client.postJson('/web/registrations', validPayload('standard'));
      expect(response.status).toBe(201);
    });

    it('answers 403 with a clear message after the closing day and stores nothing', async () => {
      const client = await at(instants.closed);
      const payload = validPayload('standard');
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: `Registration closed on ${longDate(event.dates.registrationCloses)}.`,
      });
      expect(await countRegistrations(database(), payload.email)).toBe(0);
    });
  });
});
