/**
 * A card checkout completed after its registration was cancelled took the money all the same: with the real `stripe`
 * SDK against the stand-in, the payment is booked as card and all of it made a card refund due, sent through Stripe
 * once however often the webhook is delivered; the registration stays cancelled, no confirmation is queued, and the
 * console's ledger, refunds and history show it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { RegistrationMoneyAnswer } from '../../../core/api/moneyTypes';
import { toMinorUnits } from '../../../core/rules/minorUnits';
import { fixedClock } from '../../../server/clock';
import { stripeWebhookPath } from '../../../server/payments/stripeWebhook';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { periods } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { instants, validPayload } from '../helpers/payload';
import { standInCheckout } from '../helpers/standInCheckout';
import { signedWebhookHeaders, startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { openTestDatabase, stopTestPostgres, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn, type StaffClient } from '../staff/staffClient';

const clock = fixedClock(new Date(instants.earlyBird));
const webhookSecret = 'whsec_test_card_on_cancelled';

let database: TestDatabase;
let standIn: StripeStandIn;
let server: TestServer;
let client: Client;
let staff: StaffClient;

beforeAll(async () => {
  database = await openTestDatabase('postgres');
  standIn = await startStripeStandIn();
  const provider = standInCheckout(standIn, webhookSecret);
  server = await startTestServer({
    store: database.store,
    staffStore: sqlStaffStore(database.db),
    clock,
    paymentProvider: provider,
    refunds: { pollMs: 200, retryBaseMs: 200, leaseMs: 10_000 },
  });
  client = new Client(server.baseUrl);
  await client.handshake();
  staff = await signedIn(server.baseUrl, sqlStaffStore(database.db), 'manager');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await database?.close();
  await stopTestPostgres();
}, 60_000);

function deliver(payload: unknown): Promise<Response> {
  const body = JSON.stringify(payload);
  return fetch(new URL(stripeWebhookPath, server.baseUrl), {
    method: 'POST',
    headers: signedWebhookHeaders(body, webhookSecret),
    body,
  });
}

it('books a checkout completed after the cancellation as card, and pays all of it back through Stripe once', async () => {
  const payload = validPayload(periods.first, { payment_method: 'online' });
  const registered = await client.postJson('/web/registrations', payload);
  expect(registered.status).toBe(201);
  const { url, reference } = (await registered.json()) as { url: string; reference: string };
  const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url);
  if (!session) throw new Error('no session at the stand-in');
  const [row] = await database.db.query<{ id: number; fee_amount: number; currency: string }>(
    'select id, fee_amount, currency from registrations where reference = $1',
    [reference],
  );
  if (!row) throw new Error('no registration');
  const { id, currency } = row;
  const feeMinor = toMinorUnits(row.fee_amount, currency);

  // Cancelled while the delegate was still on the checkout page; then the payment completes.
  const cancelled = await staff.post(`/staff/api/registrations/${id}/cancel`, { reason: 'Withdrawn by the delegate.' });
  expect(cancelled.status).toBe(200);
  const completed = standIn.event('checkout.session.completed', standIn.complete(session.id));
  expect((await deliver(completed)).status).toBe(200);
  // The same event replayed, and another event for the same session: neither books nor refunds again.
  expect((await deliver(completed)).status).toBe(200);
  expect((await deliver(standIn.event('checkout.session.completed', standIn.complete(session.id)))).status).toBe(200);

  const refunds = await eventually(
    () => database.store.refundsOf(id),
    (found) => found.length > 0 && found.every((refund) => refund.status === 'paid'),
  );
  expect(refunds.map((refund) => [refund.method, refund.status, refund.amountMinor])).toEqual([
    ['card', 'paid', feeMinor],
  ]);
  const paymentIntent = session.payment_intent ?? '';
  const calls = standIn
    .requestsTo('POST', '/v1/refunds')
    .filter((request) => request.form.payment_intent === paymentIntent);
  expect(calls).toHaveLength(1);
  expect(calls[0]?.form).toMatchObject({ amount: String(feeMinor) });

  const ledger = await database.db.query<{ kind: string; method: string | null; amount_minor: string | number }>(
    'select kind, method, amount_minor from money_movements where registration_id = $1 order by id',
    [id],
  );
  expect(ledger.map((movement) => [movement.kind, movement.method, Number(movement.amount_minor)])).toEqual([
    ['payment', 'card', feeMinor],
    ['surplus_due', 'card', feeMinor],
    ['refund_paid', 'card', feeMinor],
  ]);

  // Still cancelled, never confirmed: no confirmation e-mail, one history entry that says what happened.
  const [after] = await database.db.query<{ state: string }>('select state from registrations where id = $1', [id]);
  expect(after?.state).toBe('cancelled');
  const queued = await database.db.query<{ kind: string }>('select kind from outbox where registration_id = $1', [id]);
  expect(queued.map((message) => message.kind)).not.toContain('online_confirmation');
  const history = await database.db.query<{ event: string }>(
    'select event from registration_history where registration_id = $1 order by id',
    [id],
  );
  expect(history.filter((entry) => entry.event === 'payment_after_cancellation')).toHaveLength(1);
  expect(history.filter((entry) => entry.event === 'payment_confirmed')).toHaveLength(0);

  const page = (await (await staff.get(`/staff/api/registrations/${id}`)).json()) as {
    money: RegistrationMoneyAnswer;
  };
  const whole = row.fee_amount;
  expect(page.money.figures).toMatchObject({
    received: whole,
    refundDue: 0,
    refundPaid: whole,
    kept: 0,
    balanceDue: 0,
  });
  expect(page.money.refunds).toEqual([expect.objectContaining({ method: 'card', amount: whole, status: 'paid' })]);
  expect(page.money.ledger.map((movement) => movement.kind)).toEqual(['payment', 'surplus_due', 'refund_paid']);
});
