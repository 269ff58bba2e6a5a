/**
 * A card payment that lands on a registration already paid (a transfer confirmed while its checkout was open) took the
 * money all the same: it is booked as a card payment, and its surplus is a card refund the sender pays back through the
 * provider once, however often the checkout's completion is replayed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { toMinorUnits } from '../../../core/rules/minorUnits';
import { localTestCheckout } from '../../../server/payments/localTestCheckout';
import { type RefundSender, startRefundSender } from '../../../server/refunds/refundSender';
import { addDays, registrationDay } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { instants, newRegistration } from '../helpers/payload';
import { recordPendingCheckout } from '../helpers/pendingCheckout';
import { openTestDatabase, stopTestPostgres, type TestDatabase } from '../helpers/testDatabase';

const at = new Date(instants.earlyBird);

describe('a card payment on a registration already paid', () => {
  let database: TestDatabase;
  let sender: RefundSender;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    sender = startRefundSender({ store: database.store, provider: localTestCheckout(), now: () => at, pollMs: 200 });
  }, 120_000);

  afterAll(async () => {
    await sender?.stop();
    await database?.close();
    await stopTestPostgres();
  });

  /** A bank registration whose delegate has also opened a card checkout for the whole fee. */
  async function bankRegistrationWithCheckout(email: string) {
    const inserted = await database.store.insertRegistration(newRegistration({ email, payment_method: 'bank' }), at);
    if (inserted.outcome !== 'created') throw new Error('not created');
    const { id, feeAmount, currency } = inserted.registration;
    const sessionId = `local_${id}`;
    await recordPendingCheckout(database, {
      registrationId: id,
      provider: 'local-test-checkout',
      sessionId,
      pageToken: 'token',
      amount: feeAmount,
      currency,
    });
    return { id, feeAmount, currency, sessionId };
  }

  it('is booked as card and its surplus paid back through the provider once', async () => {
    const { store, db } = database;
    const { id, feeAmount, currency, sessionId } = await bankRegistrationWithCheckout('card.on.paid@example.org');
    const transfer = await store.applyEvent(
      id,
      { type: 'payment_confirmed', cause: 'staff', amount: feeAmount, currency, paidOn: addDays(registrationDay, 1) },
      { actor: 'staff alice@example.org', at },
    );
    expect(transfer).toMatchObject({ outcome: 'applied', state: 'paid' });

    expect(await store.completePayment(sessionId, 'paid', at)).toBe('paid');
    expect(await store.completePayment(sessionId, 'paid', at)).toBe('paid');

    const refund = await eventually(
      () => store.refundOf(id),
      (found) => found?.status === 'paid',
    );
    expect(refund).toMatchObject({
      method: 'card',
      status: 'paid',
      amount: feeAmount,
      provider: 'local-test-checkout',
    });
    const ledger = await db.query<{ kind: string; method: string | null; amount_minor: string | number }>(
      'select kind, method, amount_minor from money_movements where registration_id = $1 order by id',
      [id],
    );
    const minor = toMinorUnits(feeAmount, currency);
    expect(ledger.map((row) => [row.kind, row.method, Number(row.amount_minor)])).toEqual([
      ['payment', 'bank', minor],
      ['payment', 'card', minor],
      ['surplus_due', 'card', minor],
      ['refund_paid', 'card', minor],
    ]);
    expect(await store.refundsOf(id)).toHaveLength(1);
  });
  it("leaves a transfer's surplus due to staff while a later cancellation's card refund goes through the provider", async () => {
    const { store } = database;
    const { id, feeAmount, currency, sessionId } = await bankRegistrationWithCheckout(
      'card.cancel.bank.surplus@example.org',
    );
    const surplus = feeAmount / 10;
    await store.applyEvent(
      id,
      {
        type: 'payment_confirmed',
        cause: 'staff',
        amount: feeAmount + surplus,
        currency,
        paidOn: addDays(registrationDay, 1),
      },
      { actor: 'staff alice@example.org', at },
    );
    expect(await store.completePayment(sessionId, 'paid', at)).toBe('paid');
    await store.applyEvent(
      id,
      { type: 'cancelled', cause: 'staff', reason: 'Cannot travel.' },
      { actor: 'staff alice@example.org', at },
    );
    const refunds = await eventually(
      () => store.refundsOf(id),
      (found) => found.filter((refund) => refund.method === 'card').every((refund) => refund.status === 'paid'),
    );
    expect(refunds.map((refund) => [refund.method, refund.status])).toEqual([
      ['bank', 'due'],
      ['card', 'paid'],
      ['card', 'paid'],
    ]);
    expect(refunds[0]?.amountMinor).toBe(toMinorUnits(surplus, currency));
    expect(refunds[1]?.amountMinor).toBe(toMinorUnits(feeAmount, currency));
  });
});
