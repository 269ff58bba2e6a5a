/**
 * A manager registers an invited guest over real HTTP: the form's fields, checked by the public form's rules, with the
 * fee waived and a reason. The guest is confirmed at once with no invoice number and no acknowledgement asking for
 * money, only the guest's confirmation with their link; what the public form refuses is refused here the same way.
 */
import { expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import { periods } from '../../support/eventTimes';
import { managerServerForSuite } from '../helpers/managerServer';
import { uniqueEmail, validPayload } from '../helpers/payload';
import { onDefaultStore } from '../helpers/stores';
import { Client } from '../helpers/testServer';
import { signedIn } from '../staff/staffClient';
import { composedMessageOf } from './composedMessage';

onDefaultStore((database) => {
  const suite = managerServerForSuite(database);

  const guest = (registration: unknown, reason: unknown = 'Keynote speaker') =>
    suite.manager.post('/staff/api/guests', { registration, reason });

  it('keeps the guest confirmed with the fee waived, no invoice, and only the guest confirmation queued', async () => {
    const payload = validPayload(periods.first, { email: uniqueEmail('guest'), payment_method: 'bank' });
    const response = await guest(payload);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { id: number; reference: string; state: string; token: string };
    expect(answer.state).toBe('paid');
    // The personal link opens the guest's page: confirmed, nothing due, no invoice to download.
    const delegate = new Client(suite.server.baseUrl);
    const view = (await (await delegate.get(`/web/delegate/${answer.token}`)).json()) as DelegateView;
    expect(view).toMatchObject({ reference: answer.reference, balanceDue: null, paid: null });
    expect(view.waived).toEqual({ amount: view.fee.amount, currency: view.fee.currency });
    expect(view.documents.invoice).toBe(false);

    const detail = (await database().store.findRegistration(answer.id))!;
    expect(detail).toMatchObject({ state: 'paid', invoiceNumber: null, paidAmount: null });
    expect(detail.feeWaivedAmount).toBe(detail.feeAmount);
    expect(detail.history.map((entry) => [entry.event, entry.cause, entry.actor.startsWith('staff ')])).toEqual([
      ['registered', 'staff', true],
      ['fee_waived', 'staff', true],
    ]);
    expect(detail.messages.map((message) => message.kind)).toEqual(['complimentary_confirmation']);
    const mail = await composedMessageOf(database().store, answer.id);
    expect(mail.to).toBe(payload.email);
    expect(mail.attachments.map((file) => file.contentType)).not.toContain('application/pdf');
  });

  it('refuses what the public form refuses, field by field, and keeps nothing', async () => {
    const email = uniqueEmail('guest-bad');
    const response = await guest({ ...validPayload(periods.first, { email }), family_name: '' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toContain('family_name');
    const publicForm = new Client(suite.server.baseUrl);
    await publicForm.handshake();
    const publicAnswer = await publicForm.postJson('/web/registrations', {
      ...validPayload(periods.first, { email }),
      family_name: '',
    });
    expect(((await publicAnswer.json()) as { errors: Record<string, string[]> }).errors.family_name).toEqual(
      body.errors.family_name,
    );
    const kept = await database().db.query('select 1 from registrations where email = $1', [email]);
    expect(kept).toEqual([]);
  });

  it('refuses a missing reason, a missing registration, a taken e-mail and a viewer, with 4xx only', async () => {
    const payload = validPayload(periods.first, { email: uniqueEmail('guest-twice'), payment_method: 'bank' });
    expect((await guest(payload, '')).status).toBe(422);
    expect((await guest(undefined)).status).toBe(422);
    expect((await guest('not a registration')).status).toBe(422);
    expect((await guest(payload)).status).toBe(201);
    const again = await guest(payload);
    expect(again.status).toBe(422);
    expect(((await again.json()) as { errors: Record<string, string[]> }).errors.email).toHaveLength(1);
    const viewer = await signedIn(suite.server.baseUrl, suite.staff, 'viewer');
    const other = validPayload(periods.first, { email: uniqueEmail('guest-viewer') });
    expect((await viewer.post('/staff/api/guests', { registration: other, reason: 'Guest' })).status).toBe(403);
  });
});
