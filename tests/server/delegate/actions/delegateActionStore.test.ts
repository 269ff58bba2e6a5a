// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { event } from '../../../../src/model/schemaData';
import type { RegistrationPayload } from '../../../../src/model/types';
import { newRegistration, uniqueEmail } from '../../helpers/payload';
import { forEachStore } from '../../helpers/stores';
import type { TestDatabase } from '../../helpers/testDatabase';

const at = new Date('2025-09-01T10:00:00+08:00');
const delegate = { actor: 'delegate', at };
const day = 24 * 60 * 60 * 1000;
const emailLimits = { ...delegate, validForMs: 2 * day, maxPerDay: 5 };

async function registered(database: TestDatabase, fields: Partial<RegistrationPayload> = {}) {
  const inserted = await database.store.insertRegistration(newRegistration({ email: uniqueEmail(), ...fields }), at);
  if (inserted.outcome !== 'created') throw new Error('not created');
  return inserted.registration;
}

forEachStore((database) => {
  describe('the dinner and dietary choice', () => {
    it('changes with a history row naming the delegate, what it was and what it is now', async () => {
      const { id } = await registered(database(), { join_gala_dinner: 'Yes', dietary_preference: 'NA' });
      const { store } = database();
      await expect(
        store.changeDinner(id, { joinGalaDinner: 'Yes', dietaryPreference: 'Halal' }, delegate),
      ).resolves.toEqual({ outcome: 'changed', changed: ['dietary_preference'] });
      const detail = await store.findRegistration(id);
      expect(detail).toMatchObject({ joinGalaDinner: 'Yes', dietaryPreference: 'Halal' });
      expect(detail?.history.at(-1)).toMatchObject({
        event: 'dinner_changed',
        cause: 'delegate',
        actor: 'delegate',
        details: { changes: { dietary_preference: { from: 'NA', to: 'Halal' } } },
      });
    });

    it('records nothing when nothing changes, and refuses once cancelled', async () => {
      const { id } = await registered(database(), { join_gala_dinner: 'No', dietary_preference: '' });
      const { store } = database();
      await expect(store.changeDinner(id, { joinGalaDinner: 'No', dietaryPreference: '' }, delegate)).resolves.toEqual({
        outcome: 'unchanged',
      });
      await store.applyEvent(id, { type: 'cancelled', cause: 'delegate', reason: '' }, delegate);
      await expect(
        store.changeDinner(id, { joinGalaDinner: 'Yes', dietaryPreference: 'Vegetarian' }, delegate),
      ).resolves.toEqual({ outcome: 'cancelled' });
      expect((await store.findRegistration(id))?.joinGalaDinner).toBe('No');
    });
  });

  describe('correcting details', () => {
    it('keeps a column field in its column and an added field among the extra fields, each in the history', async () => {
      const { id } = await registered(database(), { post_title: 'Inspector' });
      const { store } = database();
      const outcome = await store.correctFields(id, { post_title: 'Chief Inspector', badge_name: 'Tai Man' }, delegate);
      expect(outcome).toEqual({ outcome: 'changed', changed: ['post_title', 'badge_name'] });
      const detail = await store.findRegistration(id);
      expect(detail?.postTitle).toBe('Chief Inspector');
      expect(detail?.extraFields.badge_name).toBe('Tai Man');
      expect(detail?.history.at(-1)).toMatchObject({
        event: 'details_corrected',
        actor: 'delegate',
        details: { changes: { post_title: { from: 'Inspector', to: 'Chief Inspector' } } },
      });
    });
  });

  describe('a new e-mail address', () => {
    it('waits for its owner: a confirmation is queued to it, and only confirming changes the address, once', async () => {
      const { id, email } = await registered(database());
      const { store } = database();
      const newEmail = uniqueEmail('new');
      const request = await store.requestEmailChange(id, newEmail, emailLimits);
      if (request.outcome !== 'requested') throw new Error(request.outcome);
      const pending = await store.findRegistration(id);
      expect(pending?.email).toBe(email);
      expect(pending?.messages.at(-1)).toMatchObject({
        kind: 'email_change_confirmation',
        recipient: newEmail,
        status: 'pending',
      });
      expect(pending?.history.at(-1)).toMatchObject({ event: 'email_change_requested', actor: 'delegate' });

      const [first, second] = await Promise.all([
        store.confirmEmailChange(request.changeId, { actor: 'delegate', at }),
        store.confirmEmailChange(request.changeId, { actor: 'delegate', at }),
      ]);
      expect([first.outcome, second.outcome].sort()).toEqual(['already', 'confirmed']);
      const detail = await store.findRegistration(id);
      expect(detail?.email).toBe(newEmail);
      expect(detail?.history.filter((entry) => entry.event === 'email_changed')).toEqual([
        expect.objectContaining({ details: { changes: { email: { from: email, to: newEmail } } } }),
      ]);
    });

    it('refuses an address another registration has (any case), and the registration own address', async () => {
      const other = await registered(database());
      const { id, email } = await registered(database());
      const { store } = database();
      await expect(store.requestEmailChange(id, other.email.toUpperCase(), emailLimits)).resolves.toEqual({
        outcome: 'email_taken',
      });
      await expect(store.requestEmailChange(id, email, emailLimits)).resolves.toEqual({ outcome: 'unchanged' });
      expect((await store.findRegistration(id))?.messages).toEqual([
        expect.objectContaining({ kind: 'bank_acknowledgement' }),
      ]);
    });

    it('lets a later request supersede an earlier one, and an expired link change nothing', async () => {
      const { id, email } = await registered(database());
      const { store } = database();
      const first = await store.requestEmailChange(id, uniqueEmail('first'), emailLimits);
      const second = await store.requestEmailChange(id, uniqueEmail('second'), emailLimits);
      if (first.outcome !== 'requested' || second.outcome !== 'requested') throw new Error('not requested');
      await expect(store.confirmEmailChange(first.changeId, delegate)).resolves.toEqual({ outcome: 'expired' });
      await expect(
        store.confirmEmailChange(second.changeId, { actor: 'delegate', at: new Date(at.getTime() + 3 * day) }),
      ).resolves.toEqual({ outcome: 'expired' });
      expect((await store.findRegistration(id))?.email).toBe(email);
    });

    it('is refused after a few requests a day', async () => {
      const { id } = await registered(database());
      const { store } = database();
      for (let count = 0; count < 2; count += 1) {
        await expect(
          store.requestEmailChange(id, uniqueEmail(), { ...emailLimits, maxPerDay: 2 }),
        ).resolves.toMatchObject({
          outcome: 'requested',
        });
      }
      await expect(store.requestEmailChange(id, uniqueEmail(), { ...emailLimits, maxPerDay: 2 })).resolves.toEqual({
        outcome: 'too_many',
      });
    });

    it('fails cleanly when another registration took the address before it was confirmed', async () => {
      const { id, email } = await registered(database());
      const { store } = database();
      const wanted = uniqueEmail('wanted');
      const request = await store.requestEmailChange(id, wanted, emailLimits);
      if (request.outcome !== 'requested') throw new Error(request.outcome);
      await registered(database(), { email: wanted });
      await expect(store.confirmEmailChange(request.changeId, delegate)).resolves.toEqual({ outcome: 'email_taken' });
      expect((await store.findRegistration(id))?.email).toBe(email);
    });
  });

  describe('switching to bank transfer', () => {
    it('issues the invoice, queues the acknowledgement and ends the checkout still pending', async () => {
      const registration = await registered(database(), { payment_method: 'online' });
      const { store } = database();
      await store.createPayment({
        registrationId: registration.id,
        provider: 'local-test-checkout',
        sessionId: `cs_switch_${registration.id}`,
        pageToken: 'token',
        amount: registration.feeAmount,
        currency: registration.currency,
      });
      const outcome = await store.applyEvent(
        registration.id,
        { type: 'switched_to_bank', cause: 'delegate' },
        delegate,
      );
      expect(outcome).toEqual({ outcome: 'applied', state: 'awaiting_payment', emitted: ['bank_acknowledgement'] });
      const detail = await store.findRegistration(registration.id);
      expect(detail?.paymentMethod).toBe('bank');
      expect(detail?.invoiceNumber).toMatch(new RegExp(`^${event.referencePrefix}-INV-\\d{4,}$`));
      expect(detail?.history.at(-1)).toMatchObject({
        event: 'switched_to_bank',
        actor: 'delegate',
        details: { invoiceNumber: detail?.invoiceNumber },
      });
      expect(detail?.messages.map((message) => message.kind)).toEqual(['bank_acknowledgement']);
      // Its Pay can no longer take the money.
      await expect(store.completePayment(`cs_switch_${registration.id}`, 'paid', at)).resolves.toBe('expired');
      expect((await store.findRegistration(registration.id))?.state).toBe('awaiting_payment');
    });
  });

  describe('cancelling from two tabs at once', () => {
    it('cancels once and sends one cancellation notice', async () => {
      const { id } = await registered(database());
      const { store } = database();
      const cancel = () => store.applyEvent(id, { type: 'cancelled', cause: 'delegate', reason: '' }, delegate);
      const outcomes = await Promise.all([cancel(), cancel(), cancel()]);
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['applied', 'unchanged', 'unchanged']);
      const detail = await store.findRegistration(id);
      expect(detail?.messages.filter((message) => message.kind === 'cancellation_notice')).toHaveLength(1);
      expect(detail?.history.filter((entry) => entry.event === 'cancelled')).toEqual([
        expect.objectContaining({ cause: 'delegate', actor: 'delegate' }),
      ]);
    });
  });
});
