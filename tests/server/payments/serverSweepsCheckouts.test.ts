/**
 * The server runs the checkout sweeper it is given: a session a cancellation could not end at Stripe (out of reach) is
 * ended there by the server's own passes once Stripe answers again, once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { eventually } from '../helpers/eventually';
import { standInCheckout } from '../helpers/standInCheckout';
import type { StripeStandIn } from '../helpers/stripeStandIn';
import type { TestDatabase } from '../helpers/testDatabase';
import { keep } from '../staff/registrationFixtures';
import type { StaffClient } from '../staff/staffClient';
import { openSession } from './standInSession';
import { cuttableReach, startStripeStaffServer, type StripeStaffServer } from './stripeStaffServer';

const webhookSecret = 'whsec_test_server_sweeps_checkouts';

let running: StripeStaffServer | undefined;
let database: TestDatabase;
let standIn: StripeStandIn;
let manager: StaffClient;
/** Cut, the server's calls to end a session fail as a network failure does, before reaching Stripe. */
const reach = cuttableReach();

beforeAll(async () => {
  running = await startStripeStaffServer({ webhookSecret, provider: reach.provider, checkoutSweepMs: 100 });
  ({ database, standIn, manager } = running);
}, 120_000);

afterAll(() => running?.close(), 60_000);

it('ends at Stripe, by its own passes, a session a cancellation could not end there', async () => {
  const registration = await keep(database.store, { payment_method: 'online' });
  const provider = standInCheckout(standIn, webhookSecret);
  const sessionId = await openSession(database, provider, registration);

  reach.unreachable = true;
  const cancelled = await manager.post(`/staff/api/registrations/${registration.id}/cancel`, { reason: 'Withdrawn.' });
  expect(cancelled.status).toBe(200);
  expect(standIn.sessions.get(sessionId)?.status).toBe('open');
  reach.unreachable = false;

  await eventually(
    () => database.store.checkoutsToEndAtProvider(provider.name, registration.id),
    (left) => left.length === 0,
    15_000,
  );
  expect(standIn.sessions.get(sessionId)?.status).toBe('expired');
  expect(standIn.requestsTo('POST', `/v1/checkout/sessions/${sessionId}/expire`)).toHaveLength(1);
});
