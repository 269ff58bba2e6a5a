/** GET /health for load balancers and monitors: the database reachable, the outbox's figures, no personal data. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fixedClock } from '../../../server/clock';
import { periods } from '../../support/eventTimes';
import { instants, validPayload } from '../helpers/payload';
import { forEachStore } from '../helpers/stores';
import { openTestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';

interface Health {
  status: string;
  database: string;
  outbox?: { pending: number; failed: number; oldestPendingSeconds: number | null };
}

forEachStore((database, kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ store: database().store, clock: fixedClock(new Date(instants.earlyBird)) });
  });
  afterAll(() => server.close());

  describe('GET /health', () => {
    it("answers 200 with the outbox waiting, its oldest message's age, and nothing about anyone", async () => {
      const before = (await (await fetch(`${server.baseUrl}/health`)).json()) as Health;
      const client = new Client(server.baseUrl);
      await client.handshake();
      const payload = validPayload(periods.first, { payment_method: 'bank' });
      expect((await client.postJson('/web/registrations', payload)).status).toBe(201);

      const response = await fetch(`${server.baseUrl}/health`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const text = await response.text();
      const health = JSON.parse(text) as Health;
      expect(health).toMatchObject({ status: 'ok', database: 'reachable' });
      // The bank acknowledgement is queued and no sender runs here.
      expect(health.outbox?.pending).toBe((before.outbox?.pending ?? 0) + 1);
      expect(health.outbox?.failed).toBe(0);
      expect(health.outbox?.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
      expect(health.outbox?.oldestPendingSeconds).toBeLessThan(600);
      for (const personal of [payload.email, payload.family_name, payload.given_name])
        expect(text).not.toContain(personal);
    });

    it('answers 503 when the database does not answer', async () => {
      const lost = await openTestDatabase(kind);
      const orphan = await startTestServer({ store: lost.store });
      try {
        await lost.close();
        const response = await fetch(`${orphan.baseUrl}/health`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
      } finally {
        await orphan.close();
      }
    }, 120_000);
  });
});
