/**
 * A checkout ended here while Stripe was out of reach stays payable there until Stripe ends it: the retries end it
 * once Stripe answers, and never call it again. A session found stale as it is recorded is stamped by the server's
 * clock, not the database's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { startCheckoutSweeper } from '../../../server/payments/checkoutSweeper';
import { keptOnlineAtDearest } from '../feeChange/feeChangeFixtures';
import { instants } from '../helpers/payload';
import { recordPendingCheckout } from '../helpers/pendingCheckout';
import { standInCheckout } from '../helpers/standInCheckout';
import type { StripeStandIn } from '../helpers/stripeStandIn';
import type { TestDatabase } from '../helpers/testDatabase';
import type { StaffClient } from '../staff/staffClient';
import { openSession } from './standInSession';
import { cuttableReach, startStripeStaffServer, type StripeStaffServer } from './stripeStaffServer';

const webhookSecret = 'whsec_test_checkout_sweep';
const clock = () => new Date(instants.earlyBird);

let running: StripeStaffServer | undefined;
let database: TestDatabase;
let standIn: StripeStandIn;
let manager: StaffClient;
/** Cut, the server's calls to end a session fail as a network failure does, before reaching Stripe. */
const reach = cuttableReach();

beforeAll(async () => {
  running = await startStripeStaffServer({ webhookSecret, provider: reach.provider });
  ({ database, standIn, manager } = running);
}, 120_000);

afterAll(() => running?.close(), 60_000);

const atDearest = () => keptOnlineAtDearest(database.store);

const expireCallsFor = (sessionId: string) =>
  standIn.requestsTo('POST', `/v1/checkout/sessions/${sessionId}/expire`).length;

it('ends at Stripe, once it answers again, a session a cancellation could not end there', async () => {
  const registration = await atDearest();
  const provider = standInCheckout(standIn, webhookSecret);
  const sessionId = await openSession(database, provider, registration);

  reach.unreachable = true;
  try {
    const cancelled = await manager.post(`/staff/api/registrations/${registration.id}/cancel`, {
      reason: 'Withdrawn.',
    });
    expect(cancelled.status).toBe(200);
  } finally {
    reach.unreachable = false;
  }
  expect((await database.store.checkoutsOf(registration.id)).map((checkout) => checkout.status)).toEqual(['expired']);
  expect(standIn.sessions.get(sessionId)?.status).toBe('open');
  expect(await database.store.checkoutsToEndAtProvider(provider.name, registration.id)).toEqual([sessionId]);

  const sweeper = startCheckoutSweeper({ store: database.store, provider, clock, intervalMs: 3600_000 });
  try {
    // The pass at start, then a second: the session is ended once and not called again.
    await sweeper.runNow();
    expect(standIn.sessions.get(sessionId)?.status).toBe('expired');
    expect(expireCallsFor(sessionId)).toBe(1);
    await sweeper.runNow();
    expect(expireCallsFor(sessionId)).toBe(1);
  } finally {
    await sweeper.stop();
  }
  expect(await database.store.checkoutsToEndAtProvider(provider.name)).toEqual([]);
  const [row] = await database.db.query<{ ended_at_provider: Date | null }>(
    'select ended_at_provider from payments where session_id = $1',
    [sessionId],
  );
  expect(row?.ended_at_provider?.toISOString()).toBe(clock().toISOString());
});

it('records a session found stale, and when it was opened and ended, at the server’s clock', async () => {
  const registration = await atDearest();
  const at = clock();
  const recorded = await database.store.recordCheckout(
    {
      registrationId: registration.id,
      provider: 'stripe',
      sessionId: `stale-${registration.id}`,
      pageToken: null,
      // Not what it owes: the fee as it stood before a change.
      amount: registration.feeAmount + 1,
      currency: registration.currency,
    },
    at,
  );
  expect(recorded).toBe('stale');
  const [row] = await database.db.query<{ status: string; created_at: Date; completed_at: Date | null }>(
    'select status, created_at, completed_at from payments where session_id = $1',
    [`stale-${registration.id}`],
  );
  expect(row?.status).toBe('expired');
  expect(row?.created_at.toISOString()).toBe(at.toISOString());
  expect(row?.completed_at?.toISOString()).toBe(at.toISOString());
});

it('records as ended, and calls no more, a session Stripe does not know (one opened under keys since replaced)', async () => {
  const registration = await atDearest();
  const provider = standInCheckout(standIn, webhookSecret);
  const sessionId = `cs_test_unknown_${registration.id}`;
  await recordPendingCheckout(database, {
    registrationId: registration.id,
    provider: provider.name,
    sessionId,
    pageToken: null,
    amount: registration.feeAmount,
    currency: registration.currency,
  });

  const cancelled = await manager.post(`/staff/api/registrations/${registration.id}/cancel`, { reason: 'Withdrawn.' });
  expect(cancelled.status).toBe(200);
  expect(expireCallsFor(sessionId)).toBe(1);
  expect(await database.store.checkoutsToEndAtProvider(provider.name, registration.id)).toEqual([]);

  const sweeper = startCheckoutSweeper({ store: database.store, provider, clock, intervalMs: 3600_000 });
  try {
    await sweeper.runNow();
  } finally {
    await sweeper.stop();
  }
  expect(expireCallsFor(sessionId)).toBe(1);
});
