/**
 * Every refund of a registration reaches both its pages: a transfer's surplus the organiser paid back and the later
 * cancellation's refund are each listed, oldest first, by the console's registration answer and the delegate's page
 * answer alike, and their sums are the figures' refunds paid and due.
 */
import { beforeAll, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import type { RegistrationMoneyAnswer } from '../../../core/api/moneyTypes';
import { addDays, registrationDay } from '../../support/eventTimes';
import { memberFees } from '../feeChange/feeChangeFixtures';
import { registeredByBank } from '../helpers/formRegistration';
import { managerServerForSuite } from '../helpers/managerServer';
import { onDefaultStore } from '../helpers/stores';
import { Client } from '../helpers/testServer';

const { region, cheapest, dearest } = memberFees();

onDefaultStore((database) => {
  const suite = managerServerForSuite(database);
  let delegate: Client;

  beforeAll(async () => {
    delegate = new Client(suite.server.baseUrl);
    await delegate.handshake();
  });

  it('lists a paid surplus and a cancellation’s refund on the console and on the delegate’s page, adding up to the figures', async () => {
    const { id, token } = await registeredByBank(delegate, database().db, 'two-refunds', {
      region: region.regionName,
      member_status: region.status,
      fee_category: dearest.value,
    });

    const surplus = cheapest.price / 10;
    const paid = await suite.manager.post(`/staff/api/registrations/${id}/confirm-payment`, {
      amount: dearest.price + surplus,
      paidOn: addDays(registrationDay, 1),
      bankReference: `OVER-${id}`,
    });
    expect(paid.status).toBe(200);
    const surplusBack = await suite.manager.post(`/staff/api/registrations/${id}/refund-paid`, {
      amount: surplus,
      paidOn: addDays(registrationDay, 3),
      bankReference: `SURPLUS-${id}`,
    });
    expect(surplusBack.status).toBe(200);
    const cancelled = await suite.manager.post(`/staff/api/registrations/${id}/cancel`, {
      reason: 'The delegate cannot travel.',
    });
    expect(cancelled.status).toBe(200);

    const { money } = (await (await suite.manager.get(`/staff/api/registrations/${id}`)).json()) as {
      money: RegistrationMoneyAnswer;
    };
    const { currency } = money.figures;
    const [first, second] = money.refunds;
    expect(money.refunds).toHaveLength(2);
    expect(first).toEqual({
      method: 'bank',
      amount: surplus,
      currency,
      status: 'paid',
      lastError: null,
      paidOn: addDays(registrationDay, 3),
      bankReference: `SURPLUS-${id}`,
    });
    expect(second).toMatchObject({ method: 'bank', currency, status: 'due', paidOn: null });
    expect(second?.amount).toBeGreaterThan(0);
    expect(money.figures).toMatchObject({ refundPaid: surplus, refundDue: second?.amount });
    // The refund staff act on next is the one still due.
    expect(money.refund).toEqual(second);

    const view = (await (await delegate.get(`/web/delegate/${token}`)).json()) as DelegateView;
    expect(view.refunds).toEqual(
      money.refunds.map(({ method, amount, status }) => ({ method, amount, currency, status })),
    );
  });
});
