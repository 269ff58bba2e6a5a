// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  bankReminderDay,
  isOverdue,
  type RemindableRegistration,
  reminderDue,
} from '../../../core/rules/paymentReminders';
import { fixtureEvent as event } from '../../support/fixtureEvent';

// A rule's cases on an event of the tests' own: 30 days' term, 7 days' notice: an invoice of 1 September is due on
// 1 October and reminded on 24 September, Hong Kong time.
const term = 30;
const hongKong = (local: string) => new Date(`${local}+08:00`);

function bank(state: string, invoiceDay = '2025-09-01'): RemindableRegistration {
  return { paymentMethod: 'bank', state, invoiceDay, registeredAt: hongKong(`${invoiceDay}T10:00:00`) };
}

function online(state: string, registeredAt = hongKong('2025-09-01T10:00:00')): RemindableRegistration {
  return { paymentMethod: 'online', state, invoiceDay: null, registeredAt };
}

describe('payment reminders', () => {
  it('reminds a bank transfer from its reminder day on, Hong Kong time', () => {
    expect(bankReminderDay(event, '2025-09-01', term)).toBe('2025-09-24');
    expect(reminderDue(event, term, bank('awaiting_payment'), hongKong('2025-09-23T23:59:00'))).toBeUndefined();
    expect(reminderDue(event, term, bank('awaiting_payment'), hongKong('2025-09-24T00:00:00'))).toBe(
      'payment_reminder',
    );
  });

  it('never reminds the day the invoice was sent, even when the term ends near the seminar', () => {
    // Registered on the closing day: due the day before the seminar starts (4 November), reminded the next day at the earliest.
    expect(bankReminderDay(event, '2025-10-25', term)).toBe('2025-10-28');
    expect(bankReminderDay(event, '2025-11-03', term)).toBe('2025-11-04');
  });

  it('reminds an online registration left unpaid for a day, also after its checkout ended', () => {
    expect(reminderDue(event, term, online('awaiting_payment'), hongKong('2025-09-02T09:59:00'))).toBeUndefined();
    expect(reminderDue(event, term, online('awaiting_payment'), hongKong('2025-09-02T10:00:00'))).toBe(
      'checkout_reminder',
    );
    expect(reminderDue(event, term, online('checkout_expired'), hongKong('2025-09-03T10:00:00'))).toBe(
      'checkout_reminder',
    );
  });

  it('never reminds a paid or cancelled registration, nor after the seminar', () => {
    const late = hongKong('2025-10-20T10:00:00');
    for (const state of ['paid', 'cancelled']) {
      expect(reminderDue(event, term, bank(state), late)).toBeUndefined();
      expect(reminderDue(event, term, online(state), late)).toBeUndefined();
      expect(isOverdue(event, term, bank(state), late)).toBe(false);
    }
    expect(reminderDue(event, term, bank('awaiting_payment'), hongKong('2025-11-08T09:00:00'))).toBeUndefined();
  });

  it('calls a bank transfer overdue the day after its due day', () => {
    expect(isOverdue(event, term, bank('awaiting_payment'), hongKong('2025-10-01T23:59:00'))).toBe(false);
    expect(isOverdue(event, term, bank('awaiting_payment'), hongKong('2025-10-02T00:00:00'))).toBe(true);
    expect(isOverdue(event, term, online('awaiting_payment'), hongKong('2025-10-02T00:00:00'))).toBe(false);
  });
});
