import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import { refundCutOffDay, refundFor } from '../../../core/rules/refund';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../../server/staff/StaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { addDays, eventInstant, registrationDay } from '../../support/eventTimes';
import { onDefaultStore } from '../helpers/stores';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from './registrationFixtures';
import { signedIn, type StaffClient } from './staffClient';

/** Noon in the event's time zone on a day, as the server's clock. */
function noonOn(day: string): Date {
  return new Date(eventInstant(day, '12:00:00'));
}

/** The day their transfer is paid: two days after the registrations are kept. */
const paidOn = addDays(registrationDay, 2);

/** The day before the refund cut-off: the last day a cancellation refunds. */
function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

onDefaultStore((database) => {
  let server: TestServer;
  let staff: StaffStore;
  let manager: StaffClient;
  let viewer: StaffClient;
  let now = noonOn(registrationDay);

  beforeAll(async () => {
    staff = sqlStaffStore(database().db);
    server = await startTestServer({ store: database().store, staffStore: staff, clock: () => now });
    [manager, viewer] = await Promise.all([
      signedIn(server.baseUrl, staff, 'manager'),
      signedIn(server.baseUrl, staff, 'viewer'),
    ]);
  });
  afterAll(() => server.close());

  async function detail(client: StaffClient, id: number) {
    const response = await client.get(`/staff/api/registrations/${id}`);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      registration: StoredRegistration & {
        history: { event: string; actor: string; details: Record<string, unknown> }[];
        messages: { id: number; kind: string }[];
      };
      refundIfCancelledNow: { percent: number; amount: number; cutOffDay: string };
    };
  }

  const transfer = { amount: fees.options[0].price, paidOn, bankReference: 'HSBC 123-456' };

  describe('confirming a bank payment', () => {
    it('moves the registration to paid, records who did it, and queues one confirmation', async () => {
      const registration = await keep(database().store);
      const response = await manager.post(`/staff/api/registrations/${registration.id}/confirm-payment`, {
        ...transfer,
        amount: registration.feeAmount,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ state: 'paid', emitted: ['bank_confirmation'] });
      const page = await detail(viewer, registration.id);
      expect(page.registration).toMatchObject({
        state: 'paid',
        paidAmount: registration.feeAmount,
        paidOn: transfer.paidOn,
      });
      const managerEmail = ((await (await manager.get('/staff/api/session')).json()) as { account: { email: string } })
        .account.email;
      expect(page.registration.history.at(-1)).toMatchObject({
        event: 'payment_confirmed',
        actor: `staff ${managerEmail}`,
        details: { amount: registration.feeAmount, paidOn: transfer.paidOn, bankReference: transfer.bankReference },
      });
      expect(page.registration.messages.map((message) => message.kind)).toEqual([
        'bank_acknowledgement',
        'bank_confirmation',
      ]);
    });

    it('by two managers at once: one wins, the other is told it is already paid, and one e-mail is queued', async () => {
      const registration = await keep(database().store);
      const other = await signedIn(server.baseUrl, staff, 'manager');
      const answers = await Promise.all(
        [manager, other].map((client) =>
          client.post(`/staff/api/registrations/${registration.id}/confirm-payment`, transfer),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(await loser.json()).toEqual({
        message: 'This registration is already paid: nothing was changed and no e-mail was sent.',
        messageText: { key: 'staff.api.alreadyPaid' },
        state: 'paid',
      });
      const page = await detail(manager, registration.id);
      expect(page.registration.messages.filter((message) => message.kind === 'bank_confirmation')).toHaveLength(1);
      expect(page.registration.history.filter((entry) => entry.event === 'payment_confirmed')).toHaveLength(1);
    });

    it('refuses a typo with a 422 naming the field, and changes nothing', async () => {
      const registration = await keep(database().store);
      const cases: [Record<string, unknown>, string][] = [
        [{ ...transfer, amount: String(transfer.amount) }, 'amount'],
        [{ ...transfer, amount: -1 }, 'amount'],
        [{ ...transfer, paidOn: `${event.year}-02-30` }, 'paidOn'],
        [{ ...transfer, paidOn: `3/9/${event.year}` }, 'paidOn'],
        [{ ...transfer, bankReference: '  ' }, 'bankReference'],
      ];
      for (const [body, field] of cases) {
        const response = await manager.post(`/staff/api/registrations/${registration.id}/confirm-payment`, body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field]);
      }
      expect((await manager.post('/staff/api/registrations/abc/confirm-payment', transfer)).status).toBe(404);
      expect((await manager.post('/staff/api/registrations/99999999/confirm-payment', transfer)).status).toBe(404);
      expect((await detail(manager, registration.id)).registration.state).toBe('awaiting_payment');
    });

    it('refuses to confirm an online registration by hand: the card provider does', async () => {
      const registration = await keep(database().store, { payment_method: 'online' });
      const response = await manager.post(`/staff/api/registrations/${registration.id}/confirm-payment`, transfer);
      expect(response.status).toBe(409);
      expect((await detail(manager, registration.id)).registration.state).toBe('awaiting_payment');
    });
  });

  describe('a viewer', () => {
    it('may read but gets 403 for every manager action, and nothing changes', async () => {
      const registration = await keep(database().store);
      const before = await detail(viewer, registration.id);
      const actions: [string, unknown][] = [
        ['confirm-payment', transfer],
        ['cancel', { reason: 'Asked by e-mail' }],
        ['resend', { kind: 'bank_acknowledgement' }],
        ['contact', { email: 'changed@example.org' }],
      ];
      for (const [action, body] of actions) {
        const response = await viewer.post(`/staff/api/registrations/${registration.id}/${action}`, body);
        expect(response.status, action).toBe(403);
        expect(await response.json()).toEqual({
          message: 'Only a manager may do this.',
          messageText: { key: 'staff.api.managersOnly' },
        });
      }
      expect(await detail(viewer, registration.id)).toEqual(before);
    });
  });

  describe('cancelling', () => {
    it('refunds 75% of what was paid up to the day before the cut-off, with the reason kept', async () => {
      const registration = await keep(database().store);
      await manager.post(`/staff/api/registrations/${registration.id}/confirm-payment`, {
        ...transfer,
        amount: registration.feeAmount,
      });
      now = noonOn(dayBefore(refundCutOffDay(event)));
      const shown = (await detail(manager, registration.id)).refundIfCancelledNow;
      const expected = refundFor(event, now, registration.feeAmount);
      expect(expected.percent).toBe(75);
      expect(shown).toMatchObject({ percent: 75, amount: expected.amount });
      const response = await manager.post(`/staff/api/registrations/${registration.id}/cancel`, {
        reason: 'Cannot travel',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        state: 'cancelled',
        emitted: ['cancellation_notice'],
        refund: {
          reason: 'Cannot travel',
          amountPaid: registration.feeAmount,
          refundPercent: 75,
          refundAmount: expected.amount,
        },
      });
      const again = await manager.post(`/staff/api/registrations/${registration.id}/cancel`, { reason: 'Twice' });
      expect(again.status).toBe(409);
    });

    it('sends the message to the delegate and keeps the internal note for staff only', async () => {
      const registration = await keep(database().store);
      const cancel = (body: object) => manager.post(`/staff/api/registrations/${registration.id}/cancel`, body);
      const missing = await cancel({ message: ' ', note: 'Called on the phone' });
      expect(missing.status).toBe(422);
      expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('message');
      const response = await cancel({ message: 'As agreed on the phone today.', note: 'Asked for a call back in May' });
      expect(response.status).toBe(200);
      const cancelled = (await detail(manager, registration.id)).registration.history.at(-1);
      expect(cancelled).toMatchObject({
        event: 'cancelled',
        details: { reason: 'As agreed on the phone today.', internalNote: 'Asked for a call back in May' },
      });
      const queued = await database().db.query<{ details: Record<string, unknown> }>(
        `select details from outbox where registration_id = $1 and kind = 'cancellation_notice'`,
        [registration.id],
      );
      expect(queued).toHaveLength(1);
      expect(queued[0]?.details).toMatchObject({ reason: 'As agreed on the phone today.' });
      expect(JSON.stringify(queued[0]?.details)).not.toContain('call back');
    });

    it('refunds nothing from the cut-off day on, and needs a reason', async () => {
      const registration = await keep(database().store);
      await manager.post(`/staff/api/registrations/${registration.id}/confirm-payment`, {
        ...transfer,
        amount: registration.feeAmount,
      });
      now = noonOn(refundCutOffDay(event));
      expect((await detail(manager, registration.id)).refundIfCancelledNow).toMatchObject({ percent: 0, amount: 0 });
      expect((await manager.post(`/staff/api/registrations/${registration.id}/cancel`, { reason: '' })).status).toBe(
        422,
      );
      const response = await manager.post(`/staff/api/registrations/${registration.id}/cancel`, {
        reason: 'Late withdrawal',
      });
      expect(await response.json()).toMatchObject({
        state: 'cancelled',
        refund: { refundPercent: 0, refundAmount: 0 },
      });
      now = noonOn(registrationDay);
    });
  });

  describe('resending and correcting', () => {
    it('queues an e-mail again, recorded in the history; an e-mail never sent cannot be resent', async () => {
      const registration = await keep(database().store);
      const response = await manager.post(`/staff/api/registrations/${registration.id}/resend`, {
        kind: 'bank_acknowledgement',
      });
      expect(response.status).toBe(200);
      const page = await detail(manager, registration.id);
      expect(page.registration.messages.map((message) => message.kind)).toEqual([
        'bank_acknowledgement',
        'bank_acknowledgement',
      ]);
      expect(page.registration.history.at(-1)).toMatchObject({ event: 'message_resent' });
      expect(
        (await manager.post(`/staff/api/registrations/${registration.id}/resend`, { kind: 'bank_confirmation' }))
          .status,
      ).toBe(409);
      expect(
        (await manager.post(`/staff/api/registrations/${registration.id}/resend`, { kind: 'invoice' })).status,
      ).toBe(422);
    });

    it('corrects a mistyped e-mail address and records from what, to what and by whom', async () => {
      const registration = await keep(database().store);
      const corrected = registration.email.replace('@', '.fixed@');
      const response = await manager.post(`/staff/api/registrations/${registration.id}/contact`, {
        email: corrected,
        phoneNumber: registration.phoneNumber,
      });
      expect(await response.json()).toEqual({ outcome: 'corrected', changed: ['email'] });
      const page = await detail(manager, registration.id);
      expect(page.registration.email).toBe(corrected);
      expect(page.registration.history.at(-1)).toMatchObject({
        event: 'contact_corrected',
        actor: expect.stringMatching(/^staff manager\./),
        details: { changes: { email: { from: registration.email, to: corrected } } },
      });
    });

    it('refuses a bad address, digits that are not digits, an address another registration has and an unknown field', async () => {
      const registration = await keep(database().store);
      const other = await keep(database().store);
      const cases: [Record<string, unknown>, string][] = [
        [{ email: 'not an address' }, 'email'],
        [{ phoneNumber: '2123-4567' }, 'phoneNumber'],
        [{ email: other.email.toUpperCase() }, 'email'],
        [{ region: 'Elsewhere' }, 'region'],
        [{ iddCode: '+0' }, 'iddCode'],
      ];
      for (const [body, field] of cases) {
        const response = await manager.post(`/staff/api/registrations/${registration.id}/contact`, body);
        expect(response.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([field]);
      }
      expect((await detail(manager, registration.id)).registration.email).toBe(registration.email);
    });
  });
});
