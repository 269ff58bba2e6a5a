/**
 * A payment booked late, on a checkout a fee change had ended, while the delegate meanwhile opened another checkout at
 * the new amount: that other session is ended at Stripe once the payment is booked, so it cannot take the money a
 * second time; and should it be paid all the same, its payment is booked once and goes back as a surplus once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { toMinorUnits } from '../../../core/rules/minorUnits';
import { checkoutAgain } from '../../../server/delegate/checkoutAgain';
import { keptOnlineAtDearest, memberFees } from '../feeChange/feeChangeFixtures';
import { eventually } from '../helpers/eventually';
import { instants } from '../helpers/payload';
import { standInCheckout } from '../helpers/standInCheckout';
import type { StripeStandIn } from '../helpers/stripeStandIn';
import type { TestDatabase } from '../helpers/testDatabase';
import type { TestServer } from '../helpers/testServer';
import type { StaffClient } from '../staff/staffClient';
import { deliverWebhook, openSession } from './standInSession';
import { startStripeStaffServer, type StripeStaffServer } from './stripeStaffServer';

const { cheapest, dearest } = memberFees();
const webhookSecret = 'whsec_test_paid_ends_other_checkouts';

let running: StripeStaffServer | undefined;
let database: TestDatabase;
let standIn: StripeStandIn;
let server: TestServer;
let manager: StaffClient;

beforeAll(async () => {
  running = await startStripeStaffServer({ webhookSecret, sendsRefunds: true });
  ({ database, standIn, server, manager } = running);
}, 120_000);

afterAll(() => running?.close(), 60_000);

const expireCallsFor = (sessionId: string) =>
  standIn.requestsTo('POST', `/v1/checkout/sessions/${sessionId}/expire`).length;

/** Delivers a session's completion at Stripe twice (a replay) and once more as another event. */
async function paidAtStripe(sessionId: string): Promise<string> {
  const session = standIn.complete(sessionId);
  const completed = standIn.event('checkout.session.completed', session);
  for (const payload of [completed, completed, standIn.event('checkout.session.completed', session)])
    expect((await deliverWebhook(server.baseUrl, webhookSecret, payload)).status).toBe(200);
  return session.payment_intent ?? '';
}

it('ends at Stripe the checkout opened at the new amount once a late payment of the old one is booked', async () => {
  const registration = await keptOnlineAtDearest(database.store);
  const { id, currency } = registration;
  const first = await openSession(database, standInCheckout(standIn, webhookSecret), registration);
  const lowered = await manager.post(`/staff/api/registrations/${id}/fee-change`, {
    fee_category: cheapest.value,
    reason: 'Category corrected',
  });
  expect(lowered.status).toBe(200);

  // The delegate pays again from their page: a session at the lowered fee, open at Stripe.
  const later = () => new Date(new Date(instants.earlyBird).getTime() + 3600_000);
  const provider = standInCheckout(standIn, webhookSecret);
  const again = await checkoutAgain({ store: database.store, paymentProvider: provider, clock: later }, id);
  expect(again.state).toBe('success_stripe');
  const second = [...standIn.sessions.values()].find(
    (session) => again.state === 'success_stripe' && session.url === again.url,
  );
  if (!second) throw new Error('no second session at the stand-in');
  expect(second.amount_total).toBe(toMinorUnits(cheapest.price, currency));
  expect(second.status).toBe('open');

  // The first session was paid at Stripe all the same; its notice comes now.
  await paidAtStripe(first);
  expect(standIn.sessions.get(second.id)?.status).toBe('expired');
  expect(expireCallsFor(second.id)).toBe(1);
  expect((await database.store.checkoutsOf(id)).map((checkout) => checkout.status)).toEqual(['paid', 'expired']);
  expect(await database.store.checkoutsToEndAtProvider(provider.name, id)).toEqual([]);

  // Paid all the same (a page submitted as it ended): booked once, and its whole amount goes back as a surplus, once.
  const secondIntent = await paidAtStripe(second.id);
  expect(expireCallsFor(second.id)).toBe(1);
  const firstSurplus = toMinorUnits(dearest.price - cheapest.price, currency);
  const secondSurplus = toMinorUnits(cheapest.price, currency);
  const refunds = await eventually(
    () => database.store.refundsOf(id),
    (found) => found.length === 2 && found.every((refund) => refund.status === 'paid'),
    15_000,
  );
  expect(refunds.map((refund) => refund.amountMinor).sort((a, b) => a - b)).toEqual(
    [firstSurplus, secondSurplus].sort((a, b) => a - b),
  );
  const secondRefunds = standIn
    .requestsTo('POST', '/v1/refunds')
    .filter((request) => request.form.payment_intent === secondIntent);
  expect(secondRefunds.map((call) => call.form.amount)).toEqual([String(secondSurplus)]);

  const payments = await database.db.query<{ amount_minor: string | number }>(
    `select amount_minor from money_movements where registration_id = $1 and kind = 'payment' order by id`,
    [id],
  );
  expect(payments.map((movement) => Number(movement.amount_minor))).toEqual([
    toMinorUnits(dearest.price, currency),
    secondSurplus,
  ]);
  expect((await database.store.checkoutsOf(id)).map((checkout) => checkout.status)).toEqual(['paid', 'paid']);
  const confirmations = await database.db.query<{ kind: string }>(
    `select kind from outbox where registration_id = $1 and kind = 'online_confirmation'`,
    [id],
  );
  expect(confirmations).toHaveLength(1);
});
