/**
 * The refund sender with the local test checkout: a card refund is recorded at once, under an id its key gives, and a
 * delegate's cancellation (cause 'delegate') makes it as a staff one does; an unpaid cancellation makes none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event } from '../../../core/model/schemaData';
import { refundFor } from '../../../core/rules/refund';
import { localTestCheckout } from '../../../server/payments/localTestCheckout';
import { type RefundSender, startRefundSender } from '../../../server/refunds/refundSender';
import { eventually } from '../helpers/eventually';
import { instants, newRegistration } from '../helpers/payload';
import { recordPendingCheckout } from '../helpers/pendingCheckout';
import { openTestDatabase, stopTestPostgres, type TestDatabase } from '../helpers/testDatabase';

const at = new Date(instants.earlyBird);

describe('refunds through the local test checkout', () => {
  let database: TestDatabase;
  let sender: RefundSender;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    sender = startRefundSender({
      store: database.store,
      provider: localTestCheckout(),
      now: () => at,
      pollMs: 200,
    });
  }, 120_000);

  afterAll(async () => {
    await sender?.stop();
    await database?.close();
    await stopTestPostgres();
  });

  /** An online registration paid through a local checkout. */
  async function paidLocally(email: string) {
    const { store } = database;
    const inserted = await store.insertRegistration(newRegistration({ email, payment_method: 'online' }), at);
    if (inserted.outcome !== 'created') throw new Error('not created');
    const { id } = inserted.registration;
    await recordPendingCheckout(database, {
      registrationId: id,
      provider: 'local-test-checkout',
      sessionId: `local_${id}`,
      pageToken: 'token',
      amount: inserted.registration.feeAmount,
      currency: inserted.registration.currency,
    });
    expect(await store.completePayment(`local_${id}`, 'paid', at)).toBe('paid');
    return inserted.registration;
  }

  it("records a delegate's cancellation's card refund at once, under the id its key gives", async () => {
    const registration = await paidLocally('local.refund@example.org');
    const outcome = await database.store.applyEvent(
      registration.id,
      { type: 'cancelled', cause: 'delegate', reason: 'I cannot travel.' },
      { actor: 'delegate', at },
    );
    expect(outcome).toMatchObject({ outcome: 'applied', state: 'cancelled' });
    const refund = await eventually(
      () => database.store.refundOf(registration.id),
      (found) => found?.status === 'paid',
    );
    expect(refund).toMatchObject({
      method: 'card',
      status: 'paid',
      amount: refundFor(event, at, registration.feeAmount).amount,
      provider: 'local-test-checkout',
    });
    expect(refund?.providerRefundId).toMatch(/^local_re_/);
    const detail = await database.store.findRegistration(registration.id);
    expect(detail?.history.map((entry) => entry.event)).toEqual([
      'registered',
      'payment_confirmed',
      'cancelled',
      'refund_paid',
    ]);
    expect(detail?.history.find((entry) => entry.event === 'cancelled')?.details).toMatchObject({
      refundMethod: 'card',
    });
  });

  it('makes no refund for a cancelled registration that was never paid', async () => {
    const inserted = await database.store.insertRegistration(
      newRegistration({ email: 'local.unpaid@example.org', payment_method: 'online' }),
      at,
    );
    if (inserted.outcome !== 'created') throw new Error('not created');
    await database.store.applyEvent(
      inserted.registration.id,
      { type: 'cancelled', cause: 'staff', reason: 'Never paid.' },
      { actor: 'staff alice@example.org', at },
    );
    expect(await database.store.refundOf(inserted.registration.id)).toBeUndefined();
  });
});
