import { describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import type { RegistrationPayload } from '../../../core/model/types';
import { refundFor } from '../../../core/rules/refund';
import type { NewRegistration } from '../../../server/store/Store';
import { listedRegion } from '../../support/eventShape';
import { addDays, registrationDay } from '../../support/eventTimes';
import { addedFieldsLeftEmpty } from '../../support/payloadKeys';
import { authorityText } from '../../support/schemaTexts';
import { instants, newRegistration } from '../helpers/payload';
import { recordPendingCheckout } from '../helpers/pendingCheckout';
import { forEachStore } from '../helpers/stores';

// A morning of the first fee period, in the event's zone, and a transfer paid two days later.
const at = new Date(instants.earlyBird);
const paidOn = addDays(registrationDay, 2);
const { currency } = fees;
const option = fees.options[0];
const region = listedRegion();

/** A bank transfer from a member region in the first fee, with any field replaced. */
function registration(fields: Partial<RegistrationPayload> = {}, language?: string): NewRegistration {
  return newRegistration(
    {
      region: region.regionName,
      organization_name: region.authorities[0] ? authorityText(region.authorities[0]) : '',
      post_title: 'Inspector',
      idd_code: '+852',
      fee_category: option.value,
      join_gala_dinner: 'No',
      dietary_preference: '',
      member_status: region.status,
      payment_method: 'bank',
      ...fields,
    },
    language,
  );
}

const staff = { actor: 'staff alice@example.org', at };

forEachStore((database) => {
  describe('keeping a registration', () => {
    it('gives it a reference, a history row and, for a bank transfer, an invoice number and the acknowledgement, in one go', async () => {
      const { store } = database();
      const inserted = await store.insertRegistration(registration({}, 'zh-Hant'), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      const r = inserted.registration;
      expect(r.reference).toMatch(new RegExp(`^${event.referencePrefix}-\\d{4,}$`));
      expect(r.invoiceNumber).toMatch(new RegExp(`^${event.referencePrefix}-INV-\\d{4,}$`));
      expect(r.invoiceDate).toBe(registrationDay);
      expect(r.state).toBe('awaiting_payment');
      expect(r.language).toBe('zh-Hant');
      const detail = await store.findRegistration(r.id);
      expect(detail?.history).toEqual([
        expect.objectContaining({
          event: 'registered',
          cause: 'delegate',
          actor: 'delegate',
          stateBefore: null,
          stateAfter: 'awaiting_payment',
          at,
        }),
      ]);
      expect(detail?.messages).toEqual([
        expect.objectContaining({
          kind: 'bank_acknowledgement',
          recipient: r.email,
          language: 'zh-Hant',
          status: 'pending',
          attempts: 0,
        }),
      ]);
      expect((await store.findRegistrationByReference(r.reference!.toLowerCase()))?.id).toBe(r.id);
    });

    it('keeps an unknown language as English, and sends an online registration nothing before it is paid', async () => {
      const { store } = database();
      const inserted = await store.insertRegistration(registration({ payment_method: 'online' }, 'fr'), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      expect(inserted.registration.language).toBe('en');
      expect(inserted.registration.invoiceNumber).toBeNull();
      expect((await store.findRegistration(inserted.registration.id))?.messages).toEqual([]);
    });

    it('keeps a field staff named like one of its own columns (reference, state, language) with the extra fields', async () => {
      const { store } = database();
      // Keys no form.schema.json declares, so none of them has a label of its own.
      const added = { reference: 'MINE-1', state: 'paid', language: 'fr', lanyard_colour: 'blue' };
      const inserted = await store.insertRegistration(registration(added, 'zh-Hans'), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      const kept = await store.findRegistration(inserted.registration.id);
      expect(kept?.reference).toMatch(new RegExp(`^${event.referencePrefix}-\\d{4,}$`));
      expect(kept?.state).toBe('awaiting_payment');
      expect(kept?.language).toBe('zh-Hans');
      expect(kept?.extraFields).toEqual({ ...addedFieldsLeftEmpty, ...added });
      // After the table's keys, under their own keys (jsonb keeps no order among them).
      const extras = kept?.fields.slice(-4) ?? [];
      expect(extras).toEqual(
        expect.arrayContaining(Object.entries(added).map(([key, value]) => ({ key, label: key, value }))),
      );
    });

    it('numbers references and invoices without gaps, also under concurrent registrations', async () => {
      const { store } = database();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          store.insertRegistration(registration({ payment_method: index % 3 === 0 ? 'online' : 'bank' }), at),
        ),
      );
      const created = results.flatMap((result) => (result.outcome === 'created' ? [result.registration] : []));
      expect(created).toHaveLength(12);
      const numberOf = (text: string | null) => Number(text?.split('-').pop());
      const references = created.map((r) => numberOf(r.reference)).sort((a, b) => a - b);
      const invoices = created
        .filter((r) => r.paymentMethod === 'bank')
        .map((r) => numberOf(r.invoiceNumber))
        .sort((a, b) => a - b);
      expect(references).toEqual(Array.from({ length: 12 }, (_, index) => references[0] + index));
      expect(invoices).toEqual(Array.from({ length: 8 }, (_, index) => invoices[0] + index));
    });
  });

  describe('applying events', () => {
    it('confirms a bank transfer once: history, state, figures and one confirmation; a repeat is unchanged', async () => {
      const { store } = database();
      const inserted = await store.insertRegistration(registration(), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      const id = inserted.registration.id;
      const paid = {
        type: 'payment_confirmed',
        cause: 'staff',
        amount: 1000,
        currency,
        paidOn,
        bankReference: 'TT-991',
      } as const;
      expect(await store.applyEvent(id, paid, staff)).toEqual({
        outcome: 'applied',
        state: 'paid',
        emitted: ['bank_confirmation'],
      });
      expect(await store.applyEvent(id, paid, staff)).toEqual({ outcome: 'unchanged', state: 'paid' });
      const detail = await store.findRegistration(id);
      expect(detail).toMatchObject({ state: 'paid', paidAmount: 1000, paidCurrency: currency, paidOn });
      expect(detail?.history.map((entry) => entry.event)).toEqual(['registered', 'payment_confirmed']);
      expect(detail?.history[1]).toMatchObject({
        cause: 'staff',
        actor: staff.actor,
        details: { bankReference: 'TT-991', amount: 1000 },
      });
      expect(detail?.messages.map((message) => message.kind)).toEqual(['bank_acknowledgement', 'bank_confirmation']);
    });

    it('refuses what the state machine refuses and changes nothing; an unknown registration is not_found', async () => {
      const { store } = database();
      const inserted = await store.insertRegistration(registration(), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      const id = inserted.registration.id;
      const outcome = await store.applyEvent(id, { type: 'checkout_expired', cause: 'time' }, { actor: 'system', at });
      expect(outcome).toMatchObject({ outcome: 'refused', state: 'awaiting_payment' });
      expect((await store.findRegistration(id))?.history).toHaveLength(1);
      expect(
        await store.applyEvent(999_999, { type: 'checkout_expired', cause: 'time' }, { actor: 'system', at }),
      ).toEqual({ outcome: 'not_found' });
    });

    it('cancels a paid registration with the refund of the rule frozen into the notice', async () => {
      const { store } = database();
      const inserted = await store.insertRegistration(registration(), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      const id = inserted.registration.id;
      await store.applyEvent(
        id,
        {
          type: 'payment_confirmed',
          cause: 'staff',
          amount: option.price,
          currency: fees.currency,
          paidOn,
        },
        staff,
      );
      const outcome = await store.applyEvent(id, { type: 'cancelled', cause: 'staff', reason: 'Travel ban' }, staff);
      expect(outcome).toEqual({ outcome: 'applied', state: 'cancelled', emitted: ['cancellation_notice'] });
      const notice = (await store.findRegistration(id))?.messages.find(
        (message) => message.kind === 'cancellation_notice',
      );
      const refund = refundFor(event, at, option.price);
      expect(notice?.details).toMatchObject({
        reason: 'Travel ban',
        amountPaid: option.price,
        refundPercent: refund.percent,
        refundAmount: refund.amount,
      });
    });

    it('applies one of two concurrent confirmations: one state change, one message', async () => {
      const { store } = database();
      const inserted = await store.insertRegistration(registration(), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      const id = inserted.registration.id;
      const paid = {
        type: 'payment_confirmed',
        cause: 'staff',
        amount: 1000,
        currency,
        paidOn,
      } as const;
      const outcomes = await Promise.all(Array.from({ length: 5 }, () => store.applyEvent(id, paid, staff)));
      expect(outcomes.filter((outcome) => outcome.outcome === 'applied')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome.outcome === 'unchanged')).toHaveLength(4);
      expect(
        (await store.findRegistration(id))?.messages.filter((message) => message.kind === 'bank_confirmation'),
      ).toHaveLength(1);
    });
  });

  describe('checkouts', () => {
    it('Pay confirms the payment through the lifecycle; Cancel ends the checkout and leaves the registration payable', async () => {
      const { store } = database();
      for (const [outcome, state, kinds] of [
        ['paid', 'paid', ['online_confirmation']],
        ['cancelled', 'checkout_expired', []],
      ] as const) {
        const inserted = await store.insertRegistration(registration({ payment_method: 'online' }), at);
        if (inserted.outcome !== 'created') throw new Error('not created');
        const id = inserted.registration.id;
        const sessionId = `test_${id}`;
        await recordPendingCheckout(database(), {
          registrationId: id,
          provider: 'test',
          sessionId,
          pageToken: null,
          amount: option.price,
          currency,
        });
        expect(await store.completePayment(sessionId, outcome, at)).toBe(outcome);
        expect(await store.completePayment(sessionId, 'paid', at)).toBe(outcome);
        const detail = await store.findRegistration(id);
        expect(detail?.state).toBe(state);
        expect(detail?.messages.map((message) => message.kind)).toEqual(kinds);
        expect(detail?.history.at(-1)).toMatchObject({ actor: outcome === 'paid' ? 'card provider test' : 'delegate' });
      }
    });
  });

  describe('resending', () => {
    it('queues a message again and records who asked; a kind never sent is refused', async () => {
      const { store } = database();
      const inserted = await store.insertRegistration(registration(), at);
      if (inserted.outcome !== 'created') throw new Error('not created');
      const id = inserted.registration.id;
      expect(await store.resendMessage(id, 'bank_acknowledgement', staff)).toMatchObject({ outcome: 'queued' });
      expect(await store.resendMessage(id, 'bank_confirmation', staff)).toMatchObject({ outcome: 'refused' });
      expect(await store.resendMessage(999_999, 'bank_confirmation', staff)).toEqual({ outcome: 'not_found' });
      const detail = await store.findRegistration(id);
      expect(detail?.messages.map((message) => message.kind)).toEqual(['bank_acknowledgement', 'bank_acknowledgement']);
      expect(detail?.history.at(-1)).toMatchObject({
        event: 'message_resent',
        actor: staff.actor,
        details: { kind: 'bank_acknowledgement' },
      });
    });
  });
});
