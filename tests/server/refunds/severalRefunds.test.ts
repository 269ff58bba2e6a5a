/**
 * More than one refund made due on one registration, over real HTTP on the default store: a transfer's surplus paid back and
 * then a cancellation's refund, or a second surplus from a lower fee while the first is still due. Each is a refund of
 * its own that staff record paid once, by its amount; once all are paid, another record is refused as already paid.
 */
import { expect, it } from 'vitest';

import { toMinorUnits } from '../../../core/rules/minorUnits';
import { addDays, registrationDay } from '../../support/eventTimes';
import { memberFees } from '../feeChange/feeChangeFixtures';
import { managerServerForSuite } from '../helpers/managerServer';
import { onDefaultStore } from '../helpers/stores';
import { keep } from '../staff/registrationFixtures';

const { region, cheapest, dearest } = memberFees();

onDefaultStore((database) => {
  const suite = managerServerForSuite(database);

  const registered = () =>
    keep(database().store, {
      payment_method: 'bank',
      region: region.regionName,
      member_status: region.status,
      fee_category: dearest.value,
    });
  const confirm = (id: number, amount: number) =>
    suite.manager.post(`/staff/api/registrations/${id}/confirm-payment`, {
      amount,
      paidOn: addDays(registrationDay, 1),
      bankReference: `OVER-${id}`,
    });
  const refundPaid = (id: number, amount: number, bankReference: string) =>
    suite.manager.post(`/staff/api/registrations/${id}/refund-paid`, {
      amount,
      paidOn: addDays(registrationDay, 3),
      bankReference,
    });
  const refunds = async (id: number) =>
    (
      await database().db.query<{ method: string; status: string; amount_minor: number }>(
        'select method, status, amount_minor from refunds where registration_id = $1 order by id',
        [id],
      )
    ).map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }));
  const paidBack = async (id: number) =>
    (
      await database().db.query<{ method: string; amount_minor: string | number }>(
        "select method, amount_minor from money_movements where registration_id = $1 and kind = 'refund_paid' order by id",
        [id],
      )
    ).map((row) => [row.method, Number(row.amount_minor)]);

  it("pays a transfer's surplus back, then the later cancellation's refund: each once, by its amount", async () => {
    const registration = await registered();
    const { currency } = registration;
    const surplus = cheapest.price / 10;
    expect((await confirm(registration.id, registration.feeAmount + surplus)).status).toBe(200);
    expect((await refundPaid(registration.id, surplus, 'SURPLUS-BACK')).status).toBe(200);

    const cancelled = await suite.manager.post(`/staff/api/registrations/${registration.id}/cancel`, {
      reason: 'The delegate cannot travel.',
    });
    expect(cancelled.status).toBe(200);
    const [first, second] = await refunds(registration.id);
    expect(first).toEqual({ method: 'bank', status: 'paid', amount_minor: toMinorUnits(surplus, currency) });
    expect(second).toMatchObject({ method: 'bank', status: 'due' });
    const cancellationRefund = (second?.amount_minor ?? 0) / 100;
    expect(cancellationRefund).toBeGreaterThan(0);

    expect((await refundPaid(registration.id, cancellationRefund, 'CANCEL-BACK')).status).toBe(200);
    const again = await refundPaid(registration.id, cancellationRefund, 'CANCEL-AGAIN');
    expect(again.status).toBe(409);
    expect(await paidBack(registration.id)).toEqual([
      ['bank', toMinorUnits(surplus, currency)],
      ['bank', toMinorUnits(cancellationRefund, currency)],
    ]);
    const page = (await (await suite.manager.get(`/staff/api/registrations/${registration.id}`)).json()) as {
      money: { figures: { refundDue: number } };
    };
    expect(page.money.figures.refundDue).toBe(0);
  });

  it('makes a lower fee a refund of its own while a surplus is still due, and records each by its amount', async () => {
    const registration = await registered();
    const { currency } = registration;
    const surplus = cheapest.price / 10;
    expect((await confirm(registration.id, registration.feeAmount + surplus)).status).toBe(200);
    const lowered = await suite.manager.post(`/staff/api/registrations/${registration.id}/fee-change`, {
      reason: 'Category corrected',
      fee_category: cheapest.value,
    });
    expect(lowered.status).toBe(200);
    const difference = dearest.price - cheapest.price;
    expect(await refunds(registration.id)).toEqual([
      { method: 'bank', status: 'due', amount_minor: toMinorUnits(surplus, currency) },
      { method: 'bank', status: 'due', amount_minor: toMinorUnits(difference, currency) },
    ]);

    const wrong = await refundPaid(registration.id, surplus + difference, 'BOTH-AT-ONCE');
    expect(wrong.status).toBe(422);
    const answers = await Promise.all([
      refundPaid(registration.id, difference, 'FEE-BACK'),
      refundPaid(registration.id, difference, 'FEE-BACK-TWICE'),
    ]);
    // Two presses for one refund: one records it, the other finds no refund of that amount left to pay.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect((await refundPaid(registration.id, surplus, 'SURPLUS-BACK')).status).toBe(200);
    expect((await refundPaid(registration.id, surplus, 'SURPLUS-AGAIN')).status).toBe(409);
    expect((await paidBack(registration.id)).map(([, amount]) => amount)).toEqual([
      toMinorUnits(difference, currency),
      toMinorUnits(surplus, currency),
    ]);
  });
});
