import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event, fees } from '../../core/model/schemaData';
import type { Period, RegistrationPayload } from '../../core/model/types';
import { fixedClock } from '../../server/clock';
import { addDays, eventInstant, periods } from '../support/eventTimes';
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

/**
 * Each fee period that ends on a day of its own, with the period after it and the moments either side of that day's
 * end (none for an event of one period, which runs until registration closes).
 */
const handovers = fees.periods.slice(1).map((next, index) => {
  const before = fees.periods[index];
  const lastDay = event.dates[before?.lastDay ?? ''];
  if (!before || !lastDay) throw new Error(`fees.json: period ${before?.id} names no day of event.json`);
  return {
    before: before.id,
    after: next.id,
    lastMoment: eventInstant(lastDay, '23:59:59'),
    firstMoment: eventInstant(addDays(lastDay, 1), '00:00:00'),
  };
});

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
      [instants.earlyBird, periods.first],
      [instants.lastEarlyBirdMoment, periods.first],
      [new Date(instants.lastEarlyBirdMoment).toISOString(), periods.first],
      [instants.firstStandardMoment, periods.second],
      [new Date(instants.firstStandardMoment).toISOString(), periods.second],
      [instants.standard, periods.second],
      [instants.closed, periods.second],
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
      expect(await response.json()).toEqual({ data: { period: periods.second, registrationOpen: open } });
    });
  });

  describe('the fee period and the closing day on POST /web/registrations', () => {
    const region = regionWithAuthorities();
    let early: Client;
    beforeAll(async () => {
      early = await at(instants.lastEarlyBirdMoment);
    });

    async function expectFeeRefused(client: Client, payload: RegistrationPayload) {
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors)).toEqual(['fee_category']);
      expect(await countRegistrations(database(), payload.email)).toBe(0);
    }

    it('accepts a fee of the first period (the early bird) on its last day', async () => {
      const response = await early.postJson('/web/registrations', validPayload(periods.first));
      expect(response.status).toBe(201);
    });

    it.each(handovers)(
      'refuses a fee of $before once $after has begun, and one of $after on the last day of $before',
      async ({ before, after, lastMoment, firstMoment }) => {
        const [inBefore, inAfter] = [await at(lastMoment), await at(firstMoment)];
        await expectFeeRefused(inAfter, validPayload(after, { fee_category: validPayload(before).fee_category }));
        await expectFeeRefused(inBefore, validPayload(before, { fee_category: validPayload(after).fee_category }));
      },
    );

    it("refuses a fee of another status's column", async () => {
      await expectFeeRefused(
        early,
        validPayload(periods.first, { fee_category: disallowedFee(region, periods.first) }),
      );
    });

    it("accepts registrations through the closing day, in the event's time zone", async () => {
      const client = await at(instants.lastOpenMoment);
      const response = await client.postJson('/web/registrations', validPayload(periods.second));
      expect(response.status).toBe(201);
    });

    it('answers 403 with a clear message after the closing day and stores nothing', async () => {
      const client = await at(instants.closed);
      const payload = validPayload(periods.second);
      const response = await client.postJson('/web/registrations', payload);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: `Registration closed on ${longDate(event.dates.registrationCloses)}.`,
        messageText: { key: 'server.api.registrationClosed' },
      });
      expect(await countRegistrations(database(), payload.email)).toBe(0);
    });
  });
});
