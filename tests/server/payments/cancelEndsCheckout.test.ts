/**
 * A cancellation, by staff or by the delegate on their page, and the delegate's switch to bank transfer end the
 * registration's open Stripe Checkout Session at Stripe first, so that nobody pays it afterwards; a session completed
 * at Stripe meanwhile does not hold a cancellation up, and its payment, when its webhook arrives, is booked and paid
 * back through Stripe once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { toMinorUnits } from '../../../core/rules/minorUnits';
import { periods } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { validPayload } from '../helpers/payload';
import type { StripeStandIn } from '../helpers/stripeStandIn';
import type { TestDatabase } from '../helpers/testDatabase';
import { Client, type TestServer } from '../helpers/testServer';
import type { StaffClient } from '../staff/staffClient';
import { deliverWebhook } from './standInSession';
import { startStripeStaffServer, type StripeStaffServer } from './stripeStaffServer';

const webhookSecret = 'whsec_test_cancel_ends_checkout';

let running: StripeStaffServer | undefined;
let database: TestDatabase;
let standIn: StripeStandIn;
let server: TestServer;
let delegate: Client;
let manager: StaffClient;

beforeAll(async () => {
  running = await startStripeStaffServer({ webhookSecret, sendsRefunds: true });
  ({ database, standIn, server, manager } = running);
  delegate = new Client(server.baseUrl);
  await delegate.handshake();
}, 120_000);

afterAll(() => running?.close(), 60_000);

/** An online registration made through the form, its first Stripe session open, as the delegate leaves it. */
async function registeredOnline() {
  const registered = await delegate.postJson(
    '/web/registrations',
    validPayload(periods.first, { payment_method: 'online' }),
  );
  expect(registered.status).toBe(201);
  const { url, reference, token } = (await registered.json()) as { url: string; reference: string; token: string };
  const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url);
  const [row] = await database.db.query<{ id: number; fee_amount: number; currency: string }>(
    'select id, fee_amount, currency from registrations where reference = $1',
    [reference],
  );
  if (!session || !row) throw new Error('no session at the stand-in, or no registration');
  return { ...row, token, sessionId: session.id };
}

const expireCallsFor = (sessionId: string) =>
  standIn.requestsTo('POST', `/v1/checkout/sessions/${sessionId}/expire`).length;

const statusesOf = async (id: number) => (await database.store.checkoutsOf(id)).map((checkout) => checkout.status);

it('a staff cancellation ends the open session at Stripe and marks it expired', async () => {
  const { id, sessionId } = await registeredOnline();
  const cancelled = await manager.post(`/staff/api/registrations/${id}/cancel`, { reason: 'Withdrawn.' });
  expect(cancelled.status).toBe(200);
  expect(expireCallsFor(sessionId)).toBe(1);
  expect(standIn.sessions.get(sessionId)?.status).toBe('expired');
  expect(await statusesOf(id)).toEqual(['expired']);
});

it('the delegate’s cancellation on their page ends the open session at Stripe and marks it expired', async () => {
  const { id, token, sessionId } = await registeredOnline();
  const cancelled = await delegate.postJson(`/web/delegate/${token}/cancellation`, {});
  expect(cancelled.status).toBe(200);
  expect(expireCallsFor(sessionId)).toBe(1);
  expect(standIn.sessions.get(sessionId)?.status).toBe('expired');
  expect(await statusesOf(id)).toEqual(['expired']);
  const [row] = await database.db.query<{ state: string }>('select state from registrations where id = $1', [id]);
  expect(row?.state).toBe('cancelled');
});

it('a switch to bank transfer on the delegate’s page ends the open session at Stripe, so a tab left open cannot take the fee too', async () => {
  const { id, token, sessionId } = await registeredOnline();
  const switched = await delegate.postJson(`/web/delegate/${token}/bank-transfer`, {});
  expect(switched.status).toBe(200);
  expect(expireCallsFor(sessionId)).toBe(1);
  expect(standIn.sessions.get(sessionId)?.status).toBe('expired');
  expect(await statusesOf(id)).toEqual(['expired']);
  expect(await database.store.checkoutsToEndAtProvider('stripe', id)).toEqual([]);
});

it('cancels all the same when the session was completed at Stripe, and pays its money back once', async () => {
  const { id, currency, fee_amount: fee, sessionId } = await registeredOnline();
  // Paid on Stripe's page just before the cancellation: Stripe will not end it, and the cancellation is not refused.
  const session = standIn.complete(sessionId);
  const cancelled = await manager.post(`/staff/api/registrations/${id}/cancel`, { reason: 'Withdrawn.' });
  expect(cancelled.status).toBe(200);
  expect(expireCallsFor(sessionId)).toBe(1);

  const completed = standIn.event('checkout.session.completed', session);
  for (const payload of [completed, completed])
    expect((await deliverWebhook(server.baseUrl, webhookSecret, payload)).status).toBe(200);

  const feeMinor = toMinorUnits(fee, currency);
  const refunds = await eventually(
    () => database.store.refundsOf(id),
    (found) => found.length > 0 && found.every((refund) => refund.status === 'paid'),
    15_000,
  );
  expect(refunds.map((refund) => [refund.method, refund.status, refund.amountMinor])).toEqual([
    ['card', 'paid', feeMinor],
  ]);
  const calls = standIn
    .requestsTo('POST', '/v1/refunds')
    .filter((request) => request.form.payment_intent === session.payment_intent);
  expect(calls.map((call) => call.form.amount)).toEqual([String(feeMinor)]);
  const [row] = await database.db.query<{ state: string }>('select state from registrations where id = $1', [id]);
  expect(row?.state).toBe('cancelled');
  const confirmations = await database.db.query<{ kind: string }>(
    `select kind from outbox where registration_id = $1 and kind = 'online_confirmation'`,
    [id],
  );
  expect(confirmations).toEqual([]);
});
