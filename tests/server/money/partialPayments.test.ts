/**
 * Partial and over-payments over real HTTP, on both stores: a short transfer leaves the registration awaiting payment
 * with the balance due shown to staff and on the delegate's page; the balance arriving, or a manager accepting the
 * shortfall with a reason, confirms it once; a surplus becomes a refund due. Each transfer is booked once in an
 * append-only ledger.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import type { RegistrationMoneyAnswer } from '../../../core/api/moneyTypes';
import { formatMoney } from '../../../core/i18n/moneyText';
import { fees } from '../../../core/model/schemaData';
import { addDays, registrationDay } from '../../support/eventTimes';
import { registeredByBank } from '../helpers/formRegistration';
import { managerServerForSuite } from '../helpers/managerServer';
import { onDefaultStore } from '../helpers/stores';
import { Client } from '../helpers/testServer';
import { signedIn } from '../staff/staffClient';

interface Page {
  registration: {
    state: string;
    paidAmount: number | null;
    history: { event: string; details: Record<string, unknown> }[];
    messages: { kind: string }[];
  };
  money: RegistrationMoneyAnswer;
}

onDefaultStore((database) => {
  const suite = managerServerForSuite(database);
  let delegate: Client;

  beforeAll(async () => {
    delegate = new Client(suite.server.baseUrl);
    await delegate.handshake();
  });

  /** A bank-transfer registration made through the form: its id, fee and personal link's token. */
  const registered = () => registeredByBank(delegate, database().db, 'partial');

  const page = async (id: number) => (await (await suite.manager.get(`/staff/api/registrations/${id}`)).json()) as Page;
  const view = async (token: string) => (await (await delegate.get(`/web/delegate/${token}`)).json()) as DelegateView;
  const confirm = (id: number, amount: number, bankReference: string) =>
    suite.manager.post(`/staff/api/registrations/${id}/confirm-payment`, {
      amount,
      paidOn: addDays(registrationDay, 2),
      bankReference,
    });
  const movements = async (id: number) =>
    database().db.query<{ kind: string; method: string | null; amount_minor: string | number }>(
      'select kind, method, amount_minor from money_movements where registration_id = $1 order by id',
      [id],
    );

  describe('a short transfer', () => {
    it('leaves the registration awaiting payment with the balance due shown to staff and the delegate, until the rest arrives', async () => {
      const { id, fee, token } = await registered();
      const short = fee - fees.options[0].price / 5;
      const first = await confirm(id, short, 'HSBC PART-1');
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ state: 'awaiting_payment', emitted: [] });
      const balance = fee - short;
      const before = await page(id);
      expect(before.money.figures).toMatchObject({ expected: fee, received: short, balanceDue: balance });
      expect(before.registration.history.at(-1)).toMatchObject({
        event: 'payment_part_received',
        details: { amount: short, balanceDue: balance, method: 'bank' },
      });
      expect(before.registration.messages.map((message) => message.kind)).toEqual(['bank_acknowledgement']);
      const seen = await view(token);
      expect(seen.state).toBe('awaiting_payment');
      expect(seen.balanceDue).toEqual({ amount: balance, currency: fees.currency });

      const rest = await confirm(id, balance, 'HSBC PART-2');
      expect(await rest.json()).toEqual({ state: 'paid', emitted: ['bank_confirmation'] });
      const after = await page(id);
      expect(after.money.figures).toMatchObject({ expected: fee, received: fee, balanceDue: 0 });
      expect((await view(token)).balanceDue).toBeNull();
      expect((await movements(id)).map((row) => [row.kind, row.method, Number(row.amount_minor)])).toEqual([
        ['payment', 'bank', short * 100],
        ['payment', 'bank', balance * 100],
      ]);
    });

    it('pressed twice, or by two managers at once, is booked once', async () => {
      const { id, fee } = await registered();
      const short = fee / 2;
      const other = await signedIn(suite.server.baseUrl, suite.staff, 'manager');
      const answers = await Promise.all(
        [suite.manager, other].map((client) =>
          client.post(`/staff/api/registrations/${id}/confirm-payment`, {
            amount: short,
            paidOn: addDays(registrationDay, 2),
            bankReference: 'HSBC TWICE',
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await answers.find((answer) => answer.status === 409)!.json()).toMatchObject({
        message: expect.stringContaining('already booked') as unknown,
      });
      expect(await movements(id)).toHaveLength(1);
      expect((await page(id)).money.figures).toMatchObject({ received: short, balanceDue: fee - short });
    });

    it('is confirmed when a manager accepts the shortfall with a reason: one confirmation, nothing left due', async () => {
      const { id, fee } = await registered();
      const short = fee - fees.options[0].price / 5;
      await confirm(id, short, 'HSBC SHORT');
      const noReason = await suite.manager.post(`/staff/api/registrations/${id}/accept-shortfall`, { reason: ' ' });
      expect(noReason.status).toBe(422);
      const accepted = await suite.manager.post(`/staff/api/registrations/${id}/accept-shortfall`, {
        reason: 'Bank charges taken by the correspondent bank.',
      });
      expect(await accepted.json()).toEqual({ state: 'paid', emitted: ['bank_confirmation'] });
      const again = await suite.manager.post(`/staff/api/registrations/${id}/accept-shortfall`, { reason: 'Again.' });
      expect(again.status).toBe(409);
      const after = await page(id);
      expect(after.money.figures).toMatchObject({ expected: short, received: short, balanceDue: 0 });
      expect(after.registration.history.at(-1)).toMatchObject({
        event: 'shortfall_accepted',
        details: { shortfall: fee - short, shortfallReason: 'Bank charges taken by the correspondent bank.' },
      });
      expect(after.registration.messages.filter((message) => message.kind === 'bank_confirmation')).toHaveLength(1);
    });

    it('cannot be accepted before anything arrived: that would be a waiver', async () => {
      const { id } = await registered();
      const refused = await suite.manager.post(`/staff/api/registrations/${id}/accept-shortfall`, { reason: 'Guest.' });
      expect(refused.status).toBe(409);
      expect((await page(id)).registration.state).toBe('awaiting_payment');
    });
  });

  it('confirms a transfer beyond the fee and makes the surplus a refund due by transfer', async () => {
    const { id, fee } = await registered();
    const surplus = fees.options[0].price / 10;
    const answer = await confirm(id, fee + surplus, 'HSBC OVER');
    expect(await answer.json()).toEqual({ state: 'paid', emitted: ['bank_confirmation'] });
    const { money, registration } = await page(id);
    expect(money.figures).toMatchObject({ expected: fee, received: fee + surplus, balanceDue: 0, refundDue: surplus });
    expect(money.refund).toMatchObject({ method: 'bank', amount: surplus, status: 'due' });
    expect(registration.history.at(-1)?.details).toMatchObject({ surplus });
  });

  it('refunds a cancelled part payment under the refund rule, on what was received', async () => {
    const { id, fee } = await registered();
    const short = fee / 2;
    await confirm(id, short, 'HSBC HALF');
    await suite.manager.post(`/staff/api/registrations/${id}/cancel`, { message: 'Cannot travel.' });
    const { money } = await page(id);
    expect(money.figures.received).toBe(short);
    expect(money.figures.refundDue + money.figures.kept).toBe(short);
    expect(money.figures.balanceDue).toBe(0);
  });

  it('keeps the ledger append-only: a booked movement can be neither changed nor deleted', async () => {
    const { id, fee } = await registered();
    await confirm(id, fee, 'HSBC FULL');
    await expect(
      database().db.query('update money_movements set amount_minor = 0 where registration_id = $1', [id]),
    ).rejects.toThrow(/append-only/);
    await expect(database().db.query('delete from money_movements where registration_id = $1', [id])).rejects.toThrow(
      /append-only/,
    );
    expect(formatMoney(Number((await movements(id))[0].amount_minor) / 100, fees.currency, 'en')).toBe(
      formatMoney(fee, fees.currency, 'en'),
    );
  });
});
