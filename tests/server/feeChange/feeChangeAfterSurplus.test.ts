/**
 * One balance rule: a registration paid twice over has its surplus made due back; a manager then raises its fee. The
 * surplus is the payer's (it goes back as it stands), so the rise is owed anew, and the fee change's answer, the
 * console's figures, the delegate's page and the checkout the delegate would open all say the same balance.
 */
import { beforeAll, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import type { RegistrationMoneyAnswer } from '../../../core/api/moneyTypes';
import { managerServerForSuite } from '../helpers/managerServer';
import { onDefaultStore } from '../helpers/stores';
import { Client } from '../helpers/testServer';
import { memberFees, paidTwiceThenRaised } from './feeChangeFixtures';

const { cheapest, dearest } = memberFees();

onDefaultStore((database) => {
  const suite = managerServerForSuite(database);
  let delegate: Client;

  beforeAll(async () => {
    delegate = new Client(suite.server.baseUrl);
    await delegate.handshake();
  });

  it('after a surplus made due back, a rise makes the same balance due in the fee change, the console and the delegate’s page', async () => {
    // The fee paid twice (the second a surplus, made due back by transfer), then raised.
    const { id, token, changed } = await paidTwiceThenRaised(delegate, database().db, suite.manager, 'surplus-rise');
    const surplus = cheapest.price;
    const balance = dearest.price - cheapest.price;
    expect(await changed.json()).toMatchObject({ state: 'awaiting_payment', balanceDue: balance, refundable: 0 });

    const page = (await (await suite.manager.get(`/staff/api/registrations/${id}`)).json()) as {
      money: RegistrationMoneyAnswer;
    };
    expect(page.money.figures).toMatchObject({
      expected: dearest.price,
      received: cheapest.price + surplus,
      balanceDue: balance,
      refundDue: surplus,
    });

    const view = (await (await delegate.get(`/web/delegate/${token}`)).json()) as DelegateView;
    expect(view.balanceDue).toEqual({ amount: balance, currency: page.money.figures.currency });
    expect(view.refund).toMatchObject({ amount: surplus, status: 'due' });
  });
});
