/**
 * A checkout a staff fee change ended here that Stripe reports paid all the same took the money: with the real `stripe`
 * SDK against the stand-in, the payment is booked once as card, by the rules of any card payment (the surplus over the
 * new fee goes back through Stripe once), however often the webhook is delivered, with one confirmation e-mail.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import { toMinorUnits } from '../../../core/rules/minorUnits';
import { keptOnlineAtDearest, memberFees } from '../feeChange/feeChangeFixtures';
import { eventually } from '../helpers/eventually';
import { standInCheckout } from '../helpers/standInCheckout';
import type { StripeStandIn } from '../helpers/stripeStandIn';
import type { TestDatabase } from '../helpers/testDatabase';
import type { TestServer } from '../helpers/testServer';
import type { StaffClient } from '../staff/staffClient';
import { deliverWebhook, openSession } from './standInSession';
import { startStripeStaffServer, type StripeStaffServer } from './stripeStaffServer';

const { cheapest, dearest } = memberFees();
const webhookSecret = 'whsec_test_paid_after_staff_ended';

let running: StripeStaffServer | undefined;
let database: TestDatabase;
let standIn: StripeStandIn;
let server: TestServer;
let manager: StaffClient;
const provider = () => standInCheckout(standIn, webhookSecret);

beforeAll(async () => {
  running = await startStripeStaffServer({ webhookSecret, sendsRefunds: true });
  ({ database, standIn, server, manager } = running);
}, 120_000);

afterAll(() => running?.close(), 60_000);

it('books a session ended by a fee change and paid at Stripe once as card, and sends its surplus back once', async () => {
  const registration = await keptOnlineAtDearest(database.store);
  const { id, currency } = registration;
  const sessionId = await openSession(database, provider(), registration);

  const lowered = await manager.post(`/staff/api/registrations/${id}/fee-change`, {
    fee_category: cheapest.value,
    reason: 'Category corrected',
  });
  expect(lowered.status).toBe(200);
  expect((await database.store.checkoutsOf(id)).map((checkout) => checkout.status)).toEqual(['expired']);

  // Paid at Stripe all the same (a page submitted as it ended); the event delivered twice, and a second event.
  const session = standIn.complete(sessionId);
  const completed = standIn.event('checkout.session.completed', session);
  for (const payload of [completed, completed, standIn.event('checkout.session.completed', session)])
    expect((await deliverWebhook(server.baseUrl, webhookSecret, payload)).status).toBe(200);

  const surplusMinor = toMinorUnits(dearest.price - cheapest.price, currency);
  const refunds = await eventually(
    () => database.store.refundsOf(id),
    (found) => found.length > 0 && found.every((refund) => refund.status === 'paid'),
    15_000,
  );
  expect(refunds.map((refund) => [refund.method, refund.status, refund.amountMinor])).toEqual([
    ['card', 'paid', surplusMinor],
  ]);
  const calls = standIn
    .requestsTo('POST', '/v1/refunds')
    .filter((request) => request.form.payment_intent === session.payment_intent);
  expect(calls.map((call) => call.form.amount)).toEqual([String(surplusMinor)]);

  const ledger = await database.db.query<{ kind: string; method: string | null; amount_minor: string | number }>(
    'select kind, method, amount_minor from money_movements where registration_id = $1 order by id',
    [id],
  );
  expect(
    ledger
      .filter((movement) => movement.kind !== 'fee_change')
      .map((movement) => [movement.kind, movement.method, Number(movement.amount_minor)]),
  ).toEqual([
    ['payment', 'card', toMinorUnits(dearest.price, currency)],
    ['surplus_due', 'card', surplusMinor],
    ['refund_paid', 'card', surplusMinor],
  ]);

  const [after] = await database.db.query<{ state: string }>('select state from registrations where id = $1', [id]);
  expect(after?.state).toBe('paid');
  expect((await database.store.checkoutsOf(id)).map((checkout) => checkout.status)).toEqual(['paid']);
  const queued = await database.db.query<{ kind: string }>(
    `select kind from outbox where registration_id = $1 and kind = 'online_confirmation'`,
    [id],
  );
  expect(queued).toHaveLength(1);
});
