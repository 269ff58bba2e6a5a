import { describe, expect, it } from 'vitest';

import {
  bankReminderDay,
  isOverdue,
  type RemindableRegistration,
  reminderDue,
} from '../../../core/rules/paymentReminders';
import { fixtureEvent as event, fixtureInstant as local } from '../../support/fixtureEvent';

// A rule's cases on an event of the tests' own: 30 days' term, 7 days' notice: an invoice of 1 May is due on 31 May
// and reminded on 24 May, in the fixture's time zone.
const term = 30;

function bank(state: string, invoiceDay = '2031-05-01'): RemindableRegistration {
  return { paymentMethod: 'bank', state, invoiceDay, registeredAt: local(`${invoiceDay}T10:00:00`) };
}

function online(state: string, registeredAt = local('2031-05-01T10:00:00')): RemindableRegistration {
  return { paymentMethod: 'online', state, invoiceDay: null, registeredAt };
}

describe('payment reminders', () => {
  it("reminds a bank transfer from its reminder day on, in the event's time zone", () => {
    expect(bankReminderDay(event, '2031-05-01', term)).toBe('2031-05-24');
    expect(reminderDue(event, term, bank('awaiting_payment'), local('2031-05-23T23:59:00'))).toBeUndefined();
    expect(reminderDue(event, term, bank('awaiting_payment'), local('2031-05-24T00:00:00'))).toBe('payment_reminder');
  });

  it('never reminds the day the invoice was sent, even when the term ends near the seminar', () => {
    // Registered on the closing day: due the day before the seminar starts (24 June), reminded the next day at the earliest.
    expect(bankReminderDay(event, '2031-06-14', term)).toBe('2031-06-17');
    expect(bankReminderDay(event, '2031-06-23', term)).toBe('2031-06-24');
  });

  it('reminds an online registration left unpaid for a day, also after its checkout ended', () => {
    expect(reminderDue(event, term, online('awaiting_payment'), local('2031-05-02T09:59:00'))).toBeUndefined();
    expect(reminderDue(event, term, online('awaiting_payment'), local('2031-05-02T10:00:00'))).toBe(
      'checkout_reminder',
    );
    expect(reminderDue(event, term, online('checkout_expired'), local('2031-05-03T10:00:00'))).toBe(
      'checkout_reminder',
    );
  });

  it('never reminds a paid or cancelled registration, nor after the seminar', () => {
    const late = local('2031-06-10T10:00:00');
    for (const state of ['paid', 'cancelled']) {
      expect(reminderDue(event, term, bank(state), late)).toBeUndefined();
      expect(reminderDue(event, term, online(state), late)).toBeUndefined();
      expect(isOverdue(event, term, bank(state), late)).toBe(false);
    }
    expect(reminderDue(event, term, bank('awaiting_payment'), local('2031-06-28T09:00:00'))).toBeUndefined();
  });

  it('calls a bank transfer overdue the day after its due day', () => {
    expect(isOverdue(event, term, bank('awaiting_payment'), local('2031-05-31T23:59:00'))).toBe(false);
    expect(isOverdue(event, term, bank('awaiting_payment'), local('2031-06-01T00:00:00'))).toBe(true);
    expect(isOverdue(event, term, online('awaiting_payment'), local('2031-06-01T00:00:00'))).toBe(false);
  });
});
