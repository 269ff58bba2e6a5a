/**
 * What a manager's fee change does to what is still owed: a lower fee that an earlier part payment now covers confirms
 * the registration, with one confirmation however often it is pressed; a checkout opened at the old fee is ended, so
 * the old amount can no longer be paid.
 */
import { describe, expect, it } from 'vitest';

import { addDays, registrationDay } from '../../support/eventTimes';
import { managerServerForSuite } from '../helpers/managerServer';
import { recordPendingCheckout } from '../helpers/pendingCheckout';
import { onDefaultStore } from '../helpers/stores';
import { keep } from '../staff/registrationFixtures';
import { memberFees } from './feeChangeFixtures';

const { region, cheapest, dearest } = memberFees();

onDefaultStore((database) => {
  const suite = managerServerForSuite(database);
  const db = () => database().db;
  const registered = (paymentMethod: 'bank' | 'online') =>
    keep(database().store, {
      payment_method: paymentMethod,
      region: region.regionName,
      member_status: region.status,
      fee_category: dearest.value,
    });
  const lowerTheFee = (id: number) =>
    suite.manager.post(`/staff/api/registrations/${id}/fee-change`, {
      fee_category: cheapest.value,
      reason: 'Category corrected',
    });
  const queued = async (id: number, kind: string) =>
    (
      await db().query<{ count: number }>(
        'select count(*)::int as count from outbox where registration_id = $1 and kind = $2',
        [id, kind],
      )
    )[0].count;
  const stateOf = async (id: number) =>
    (await db().query<{ state: string }>('select state from registrations where id = $1', [id]))[0].state;

  describe('a lower fee covered by what was received', () => {
    it('confirms the registration and sends its confirmation once, however often the change is pressed', async () => {
      const registration = await registered('bank');
      const part = await suite.manager.post(`/staff/api/registrations/${registration.id}/confirm-payment`, {
        amount: cheapest.price,
        paidOn: addDays(registrationDay, 1),
        bankReference: `PART-${registration.id}`,
      });
      expect(part.status).toBe(200);
      expect(await stateOf(registration.id)).toBe('awaiting_payment');
      expect(await queued(registration.id, 'bank_confirmation')).toBe(0);

      const answers = await Promise.all([lowerTheFee(registration.id), lowerTheFee(registration.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const changed = answers.find((answer) => answer.status === 200);
      expect(await changed?.json()).toMatchObject({ state: 'paid', balanceDue: 0, refundable: 0 });
      expect(await stateOf(registration.id)).toBe('paid');
      expect(await queued(registration.id, 'bank_confirmation')).toBe(1);
      expect(await queued(registration.id, 'fee_change_notice')).toBe(1);

      const page = (await (await suite.manager.get(`/staff/api/registrations/${registration.id}`)).json()) as {
        money: { figures: { expected: number; received: number; balanceDue: number } };
      };
      expect(page.money.figures).toMatchObject({ expected: cheapest.price, received: cheapest.price, balanceDue: 0 });
    });

    it('leaves a registration awaiting the rest when the lower fee is still not covered', async () => {
      const registration = await registered('bank');
      const part = await suite.manager.post(`/staff/api/registrations/${registration.id}/confirm-payment`, {
        amount: cheapest.price / 2,
        paidOn: addDays(registrationDay, 1),
        bankReference: `HALF-${registration.id}`,
      });
      expect(part.status).toBe(200);
      const changed = await lowerTheFee(registration.id);
      expect(await changed.json()).toMatchObject({ state: 'awaiting_payment', balanceDue: cheapest.price / 2 });
      expect(await queued(registration.id, 'bank_confirmation')).toBe(0);
    });
  });

  describe('a checkout opened at the old fee', () => {
    /** A checkout the delegate opened at the dearest fee, as the payment page opens one; answers its session id. */
    async function checkoutAtTheDearestFee(registration: { id: number; currency: string }, name: string) {
      const sessionId = `${name}-${registration.id}`;
      await recordPendingCheckout(database(), {
        registrationId: registration.id,
        provider: 'local-test-checkout',
        sessionId,
        pageToken: `token-${registration.id}`,
        amount: dearest.price,
        currency: registration.currency,
      });
      return sessionId;
    }

    it('is ended by the change, so paying it afterwards books nothing', async () => {
      const registration = await registered('online');
      const sessionId = await checkoutAtTheDearestFee(registration, 'old-fee');
      expect((await lowerTheFee(registration.id)).status).toBe(200);
      const checkouts = await database().store.checkoutsOf(registration.id);
      expect(checkouts.map((checkout) => checkout.status)).toEqual(['expired']);
      const history = await db().query<{ details: Record<string, unknown> }>(
        `select details from registration_history where registration_id = $1 and event = 'fee_changed'`,
        [registration.id],
      );
      expect(history.map((row) => row.details.checkoutsExpired)).toEqual([1]);

      // The delegate presses Pay on the old page: the checkout is no longer pending, so nothing is taken or booked.
      expect(await database().store.completePayment(sessionId, 'paid')).toBe('expired');
      const payments = await db().query('select id from money_movements where registration_id = $1 and kind = $2', [
        registration.id,
        'payment',
      ]);
      expect(payments).toEqual([]);
      expect(await stateOf(registration.id)).toBe('awaiting_payment');
    });

    it('stays open when the change leaves the fee as it was', async () => {
      const registration = await registered('online');
      await checkoutAtTheDearestFee(registration, 'same-fee');
      const sameFee = await suite.manager.post(`/staff/api/registrations/${registration.id}/fee-change`, {
        fee_category: dearest.value,
        reason: 'Nothing to change',
      });
      expect(sameFee.status).toBe(409);
      expect((await database().store.checkoutsOf(registration.id)).map((checkout) => checkout.status)).toEqual([
        'pending',
      ]);
    });
  });
});
