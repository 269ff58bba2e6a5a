import { describe, expect, it } from 'vitest';

import {
  initialTransition,
  isPayable,
  type LifecycleEvent,
  type RegistrationState,
  registrationStates,
  transition,
} from '../../../core/lifecycle/lifecycle';

const cardPayment: LifecycleEvent = {
  type: 'payment_confirmed',
  cause: 'card_provider',
  amount: 1000,
  currency: 'CHF',
  paidOn: '2030-09-01',
};
const bankPayment: LifecycleEvent = {
  type: 'payment_confirmed',
  cause: 'staff',
  amount: 1000,
  currency: 'CHF',
  paidOn: '2030-09-03',
  bankReference: 'HSBC-123',
};
const cancel: LifecycleEvent = { type: 'cancelled', cause: 'staff', reason: 'Delegate cannot travel' };
const expire = (cause: 'card_provider' | 'time' | 'delegate'): LifecycleEvent => ({ type: 'checkout_expired', cause });
const reopen: LifecycleEvent = { type: 'checkout_reopened', cause: 'delegate' };

describe('a new registration', () => {
  it('awaits payment; a bank transfer is acknowledged (with its invoice) at once, an online one only once paid', () => {
    expect(initialTransition('bank')).toEqual({ next: 'awaiting_payment', emits: ['bank_acknowledgement'] });
    expect(initialTransition('online')).toEqual({ next: 'awaiting_payment', emits: [] });
  });

  it('cannot be registered twice through the state machine', () => {
    expect(transition('awaiting_payment', 'bank', { type: 'registered', cause: 'delegate' }).ok).toBe(false);
  });
});

describe('payment confirmed', () => {
  it('by the card provider pays an online registration and emits its confirmation', () => {
    expect(transition('awaiting_payment', 'online', cardPayment)).toEqual({
      ok: true,
      next: 'paid',
      emits: ['online_confirmation'],
      unchanged: false,
    });
  });

  it('by the card provider after the checkout expired still counts: the money was taken', () => {
    expect(transition('checkout_expired', 'online', cardPayment)).toMatchObject({
      ok: true,
      next: 'paid',
      emits: ['online_confirmation'],
    });
  });

  it('by staff pays a bank transfer and emits the receipt and confirmation', () => {
    expect(transition('awaiting_payment', 'bank', bankPayment)).toEqual({
      ok: true,
      next: 'paid',
      emits: ['bank_confirmation'],
      unchanged: false,
    });
  });

  it('a second transfer on a paid registration changes and sends nothing', () => {
    expect(transition('paid', 'bank', bankPayment)).toEqual({ ok: true, next: 'paid', emits: [], unchanged: true });
  });

  it('a card payment on a paid registration is booked (the money was taken) and sends nothing', () => {
    expect(transition('paid', 'online', cardPayment)).toEqual({ ok: true, next: 'paid', emits: [], unchanged: false });
    expect(transition('paid', 'bank', cardPayment)).toEqual({ ok: true, next: 'paid', emits: [], unchanged: false });
  });

  it('by staff is refused for a card payment: only the card provider confirms those', () => {
    expect(transition('awaiting_payment', 'online', { ...bankPayment })).toMatchObject({ ok: false });
  });

  it('by the card provider counts on a registration switched to bank transfer after its checkout opened', () => {
    expect(transition('awaiting_payment', 'bank', { ...cardPayment })).toEqual({
      ok: true,
      next: 'paid',
      emits: ['online_confirmation'],
      unchanged: false,
    });
  });

  it('by the card provider on a cancelled registration is booked and it stays cancelled, with no e-mail', () => {
    // The money was taken: it is booked, and made due back in full, but nothing is confirmed.
    expect(transition('cancelled', 'online', cardPayment)).toEqual({
      ok: true,
      next: 'cancelled',
      emits: [],
      unchanged: false,
    });
  });

  it('by staff on a cancelled registration is refused: a transfer is not confirmed after a cancellation', () => {
    const result = transition('cancelled', 'bank', bankPayment);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason.key).toBe('staff.api.lifecycle.paymentOnCancelled');
  });

  it('with a negative or non-numeric amount is refused', () => {
    expect(transition('awaiting_payment', 'bank', { ...bankPayment, amount: -1 }).ok).toBe(false);
    expect(transition('awaiting_payment', 'bank', { ...bankPayment, amount: Number.NaN }).ok).toBe(false);
  });
});

describe('checkout expired and reopened (online only)', () => {
  it('an open checkout that ends unpaid, whoever ends it, leaves the registration payable and sends nothing', () => {
    for (const cause of ['card_provider', 'time', 'delegate'] as const) {
      const result = transition('awaiting_payment', 'online', expire(cause));
      expect(result).toEqual({ ok: true, next: 'checkout_expired', emits: [], unchanged: false });
      if (result.ok) expect(isPayable(result.next)).toBe(true);
    }
    expect(transition('checkout_expired', 'online', expire('time'))).toMatchObject({ ok: true, unchanged: true });
  });

  it('a fresh checkout makes an expired or still-open registration await payment again', () => {
    expect(transition('checkout_expired', 'online', reopen)).toEqual({
      ok: true,
      next: 'awaiting_payment',
      emits: [],
      unchanged: false,
    });
    expect(transition('awaiting_payment', 'online', reopen)).toEqual({
      ok: true,
      next: 'awaiting_payment',
      emits: [],
      unchanged: false,
    });
  });

  it('is refused for paid or cancelled registrations and for bank transfers', () => {
    for (const state of ['paid', 'cancelled'] as const) {
      expect(transition(state, 'online', reopen).ok).toBe(false);
      expect(transition(state, 'online', expire('card_provider')).ok).toBe(false);
    }
    expect(transition('awaiting_payment', 'bank', reopen).ok).toBe(false);
    expect(transition('awaiting_payment', 'bank', expire('time')).ok).toBe(false);
  });
});

describe('cancelled by staff', () => {
  it.each(['awaiting_payment', 'paid', 'checkout_expired'] as RegistrationState[])(
    'from %s emits the cancellation notice',
    (state) => {
      for (const method of ['bank', 'online'] as const) {
        expect(transition(state, method, cancel)).toEqual({
          ok: true,
          next: 'cancelled',
          emits: ['cancellation_notice'],
          unchanged: false,
        });
      }
    },
  );

  it('twice sends one notice', () => {
    expect(transition('cancelled', 'bank', cancel)).toEqual({
      ok: true,
      next: 'cancelled',
      emits: [],
      unchanged: true,
    });
  });

  it('without a reason is refused', () => {
    expect(transition('paid', 'bank', { ...cancel, reason: '  ' }).ok).toBe(false);
  });

  it('leaves nothing payable', () => {
    expect(registrationStates.filter(isPayable)).toEqual(['awaiting_payment', 'checkout_expired']);
  });
});

describe('payments the ledger says are short', () => {
  const transfer: LifecycleEvent = {
    type: 'payment_confirmed',
    cause: 'staff',
    amount: 1,
    currency: 'CHF',
    paidOn: '2030-09-03',
  };
  const accept: LifecycleEvent = { type: 'shortfall_accepted', cause: 'staff', reason: 'Bank charges' };

  it('books a short transfer and leaves the registration awaiting payment, with no e-mail', () => {
    expect(transition('awaiting_payment', 'bank', transfer, { settles: false, received: false })).toEqual({
      ok: true,
      next: 'awaiting_payment',
      emits: [],
      unchanged: false,
    });
  });

  it('confirms once the balance is covered, or once a manager accepts the shortfall with a reason', () => {
    expect(transition('awaiting_payment', 'bank', transfer, { settles: true, received: true })).toMatchObject({
      next: 'paid',
      emits: ['bank_confirmation'],
    });
    expect(transition('awaiting_payment', 'bank', accept, { settles: false, received: true })).toMatchObject({
      next: 'paid',
      emits: ['bank_confirmation'],
    });
    expect(transition('paid', 'bank', accept, { settles: false, received: true })).toMatchObject({ unchanged: true });
  });

  it('refuses to accept a shortfall without a reason, before anything arrived, or once cancelled', () => {
    const facts = { settles: false, received: true };
    expect(transition('awaiting_payment', 'bank', { ...accept, reason: ' ' }, facts).ok).toBe(false);
    expect(transition('awaiting_payment', 'bank', accept, { settles: false, received: false }).ok).toBe(false);
    expect(transition('cancelled', 'bank', accept, facts).ok).toBe(false);
  });
});

describe('waiving the fee of an invited guest', () => {
  const waive: LifecycleEvent = { type: 'fee_waived', cause: 'staff', reason: 'Invited speaker' };
  const nothingReceived = { settles: false, received: false };

  it('confirms an unpaid registration of either method with the guest confirmation, and only once', () => {
    for (const state of ['awaiting_payment', 'checkout_expired'] as const) {
      for (const method of ['bank', 'online'] as const) {
        expect(transition(state, method, waive, nothingReceived)).toEqual({
          ok: true,
          next: 'paid',
          emits: ['complimentary_confirmation'],
          unchanged: false,
        });
      }
    }
    expect(transition('paid', 'bank', waive, nothingReceived)).toMatchObject({ unchanged: true, emits: [] });
  });

  it('refuses a waiver without a reason, once cancelled, or once money was received', () => {
    expect(transition('awaiting_payment', 'bank', { ...waive, reason: ' ' }, nothingReceived).ok).toBe(false);
    expect(transition('cancelled', 'bank', waive, nothingReceived)).toEqual({
      ok: false,
      reason: { key: 'staff.api.lifecycle.waiverOnCancelled' },
    });
    expect(transition('awaiting_payment', 'bank', waive, { settles: false, received: true }).ok).toBe(false);
  });
});
