/**
 * Waiving the fee of an existing registration over real HTTP: a manager with a reason confirms it with nothing to pay,
 * the ledger books the waiver once, the guest is sent a confirmation with their link and no invoice, and the list
 * counts the registration apart; a checkout still open is ended. A second press, a cancelled registration, money already received, a missing reason
 * and a viewer are each refused with a clear 4xx and change nothing.
 */
import { expect, it } from 'vitest';

import type { ListAnswer } from '../../../core/api/staffTypes';
import { toMinorUnits } from '../../../core/rules/minorUnits';
import { addDays, registrationDay } from '../../support/eventTimes';
import { managerServerForSuite } from '../helpers/managerServer';
import { recordPendingCheckout } from '../helpers/pendingCheckout';
import { onDefaultStore } from '../helpers/stores';
import { keep } from '../staff/registrationFixtures';
import { signedIn } from '../staff/staffClient';
import { composedMessageOf } from './composedMessage';

onDefaultStore((database) => {
  const suite = managerServerForSuite(database);

  const waive = (id: number, body: unknown = { reason: 'Invited speaker' }) =>
    suite.manager.post(`/staff/api/registrations/${id}/waive-fee`, body);
  const movements = (id: number) =>
    database().db.query<{ kind: string; amount_minor: string | number; source: string }>(
      'select kind, amount_minor, source from money_movements where registration_id = $1 order by id',
      [id],
    );
  const kinds = async (id: number) =>
    (
      await database().db.query<{ kind: string }>('select kind from outbox where registration_id = $1 order by id', [
        id,
      ])
    ).map((row) => row.kind);

  it('confirms the registration with nothing to pay, books the waiver once and mails a confirmation with no invoice', async () => {
    const registration = await keep(database().store, { payment_method: 'bank' });
    const response = await waive(registration.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ state: 'paid', emitted: ['complimentary_confirmation'] });

    const rows = await movements(registration.id);
    expect(rows.map((row) => [row.kind, Number(row.amount_minor), row.source])).toEqual([
      ['waiver', toMinorUnits(registration.feeAmount, registration.currency), `waiver:${registration.id}`],
    ]);
    expect(await kinds(registration.id)).toEqual(['bank_acknowledgement', 'complimentary_confirmation']);

    const page = (await (await suite.manager.get(`/staff/api/registrations/${registration.id}`)).json()) as {
      registration: { state: string; feeWaivedAmount: number; history: { event: string; details: object }[] };
      money: { figures: { expected: number; received: number; balanceDue: number } };
    };
    expect(page.registration.state).toBe('paid');
    expect(page.registration.feeWaivedAmount).toBe(registration.feeAmount);
    expect(page.money.figures).toMatchObject({ expected: 0, received: 0, balanceDue: 0 });
    expect(page.registration.history.at(-1)).toMatchObject({
      event: 'fee_waived',
      details: { waiverReason: 'Invited speaker', waived: registration.feeAmount },
    });

    const mail = await composedMessageOf(database().store, registration.id);
    expect(mail.attachments.map((file) => file.contentType)).not.toContain('application/pdf');
    expect(mail.text).toMatch(/\/my\/[^/\s]+/);
    expect(mail.text).not.toContain('Invited speaker');
  });

  it('counts a waived registration apart: no fee expected or received, its fee among the waived', async () => {
    const registration = await keep(database().store, { payment_method: 'bank' });
    expect((await waive(registration.id)).status).toBe(200);
    const list = (await (await suite.manager.get('/staff/api/registrations?pageSize=100')).json()) as ListAnswer;
    const waivedRows = await database().db.query<{ count: number; total: number }>(
      `select count(*)::int as count, sum(fee_waived_amount)::float8 as total from registrations
        where fee_waived_amount is not null and state <> 'cancelled'`,
    );
    expect(list.counts.complimentary).toEqual({
      count: waivedRows[0].count,
      waived: { [registration.currency]: waivedRows[0].total },
    });
  });

  it('books nothing more on a second press and says the fee was waived already', async () => {
    const registration = await keep(database().store, { payment_method: 'online' });
    const [first, second] = await Promise.all([waive(registration.id), waive(registration.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await waive(registration.id)).toMatchObject({ status: 409 });
    expect(await movements(registration.id)).toHaveLength(1);
    expect((await kinds(registration.id)).filter((kind) => kind === 'complimentary_confirmation')).toHaveLength(1);
  });

  it('ends a checkout still open, so the guest cannot pay the waived fee and no payment lands unbooked', async () => {
    const registration = await keep(database().store, { payment_method: 'online' });
    const sessionId = `waived-${registration.id}`;
    await recordPendingCheckout(database(), {
      registrationId: registration.id,
      provider: 'local-test-checkout',
      sessionId,
      pageToken: `token-${registration.id}`,
      amount: registration.feeAmount,
      currency: registration.currency,
    });
    expect((await waive(registration.id)).status).toBe(200);
    expect((await database().store.checkoutsOf(registration.id)).map((checkout) => checkout.status)).toEqual([
      'expired',
    ]);
    // The guest presses Pay on the page still open: the checkout is no longer pending, so nothing is taken or booked.
    expect(await database().store.completePayment(sessionId, 'paid')).toBe('expired');
    expect((await movements(registration.id)).map((row) => row.kind)).toEqual(['waiver']);
    const page = (await (await suite.manager.get(`/staff/api/registrations/${registration.id}`)).json()) as {
      registration: { history: { event: string; details: object }[] };
    };
    expect(page.registration.history.at(-1)).toMatchObject({ event: 'fee_waived', details: { checkoutsExpired: 1 } });
  });

  it('refuses a cancelled registration with a message that says why, and books nothing', async () => {
    const registration = await keep(database().store, { payment_method: 'bank' });
    const cancelled = await suite.manager.post(`/staff/api/registrations/${registration.id}/cancel`, {
      message: 'Withdrawn',
    });
    expect(cancelled.status).toBe(200);
    // The cancellation credited the unpaid invoice: that credit note is the ledger's only row.
    const before = await movements(registration.id);
    expect(before.map((row) => row.kind)).toEqual(['credit_note']);
    const response = await waive(registration.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      'The registration is cancelled: its fee can no longer be waived.',
    );
    expect(await movements(registration.id)).toEqual(before);
  });

  it('refuses once part of the fee was received: that money is accepted short or refunded, never waived', async () => {
    const registration = await keep(database().store, { payment_method: 'bank' });
    const part = await suite.manager.post(`/staff/api/registrations/${registration.id}/confirm-payment`, {
      amount: Math.floor(registration.feeAmount / 2),
      paidOn: addDays(registrationDay, 1),
      bankReference: `PART-${registration.id}`,
    });
    expect(part.status).toBe(200);
    const response = await waive(registration.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Money was received already/);
    expect((await movements(registration.id)).map((row) => row.kind)).toEqual(['payment']);
  });

  it('asks for a reason, refuses a body that is no object, a viewer and an unknown registration, with 4xx only', async () => {
    const registration = await keep(database().store, { payment_method: 'bank' });
    const blank = await waive(registration.id, { reason: '  ' });
    expect(blank.status).toBe(422);
    expect(((await blank.json()) as { errors: Record<string, string[]> }).errors.reason).toEqual([
      'The reason is required.',
    ]);
    expect((await waive(registration.id, ['reason'])).status).toBe(422);
    expect((await waive(registration.id, { reason: 'x'.repeat(501) })).status).toBe(422);
    expect((await waive(registration.id, { reason: 'a\u202Eb' })).status).toBe(422);
    expect((await suite.manager.post('/staff/api/registrations/999999999/waive-fee', { reason: 'Guest' })).status).toBe(
      404,
    );
    expect((await suite.manager.post('/staff/api/registrations/x/waive-fee', { reason: 'Guest' })).status).toBe(404);
    const viewer = await signedIn(suite.server.baseUrl, suite.staff, 'viewer');
    expect(
      (await viewer.post(`/staff/api/registrations/${registration.id}/waive-fee`, { reason: 'Guest' })).status,
    ).toBe(403);
    expect(await movements(registration.id)).toEqual([]);
  });
});
