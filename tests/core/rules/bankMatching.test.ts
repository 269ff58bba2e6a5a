import { describe, expect, it } from 'vitest';

import { event } from '../../../core/model/schemaData';
import {
  matchCredits,
  type PayableRegistration,
  referencesIn,
  type StatementCredit,
} from '../../../core/rules/bankMatching';

const prefix = event.referencePrefix;
const ref = (number: number) => `${prefix}-${String(number).padStart(4, '0')}`;

function registration(number: number, fields: Partial<PayableRegistration> = {}): PayableRegistration {
  return {
    id: number,
    reference: ref(number),
    state: 'awaiting_payment',
    paymentMethod: 'bank',
    feeAmount: 800,
    currency: 'CHF',
    givenName: 'Ann',
    familyName: 'Ho',
    ...fields,
  };
}

function credit(text: string, amount = 800, currency = 'CHF'): StatementCredit {
  return { entryKey: `key-${text}-${amount}`, bankReference: 'B1', bookedOn: '2030-09-03', amount, currency, text };
}

const registrations = [
  registration(1),
  registration(2, { state: 'paid' }),
  registration(3, { state: 'cancelled' }),
  registration(4, { paymentMethod: 'online' }),
  registration(5, { feeAmount: 1000 }),
];

describe('referencesIn', () => {
  it('finds a reference however the bank or the delegate wrote it', () => {
    for (const text of [
      `Fee ${ref(42)} Ann Ho`,
      `fee ${ref(42).toLowerCase()}`,
      `${prefix} 0042`,
      `${prefix}0042 seminar`,
      `${prefix.split('').join(' ')} - 0042`,
      `ＦＥＥ ${ref(42).normalize('NFKC')}`,
    ])
      expect(referencesIn(text, prefix), text).toEqual([ref(42)]);
  });

  it('does not take an invoice number, a longer number or another prefix for a reference', () => {
    expect(referencesIn(`${prefix}-INV-0042`, prefix)).toEqual([]);
    expect(referencesIn(`X${prefix}-0042`, prefix)).toEqual([]);
    expect(referencesIn('Seminar fee, Ann Ho', prefix)).toEqual([]);
  });
});

describe('matchCredits', () => {
  const outcome = (text: string, amount?: number, currency?: string) =>
    matchCredits([credit(text, amount, currency)], registrations, prefix)[0]?.outcome;

  it('confirms only an exact amount in the currency of a bank registration awaiting payment', () => {
    expect(outcome(ref(1))).toBe('exact');
    expect(outcome(ref(1), 800.0)).toBe('exact');
    expect(outcome(ref(5), 1000)).toBe('exact');
  });

  it('tells partial payments, overpayments and other currencies apart, to the cent', () => {
    expect(outcome(ref(1), 799.99)).toBe('partial');
    expect(outcome(ref(1), 800.01)).toBe('overpaid');
    expect(outcome(ref(1), 800, 'EUR')).toBe('other_currency');
  });

  it('says why a reference is not confirmed: paid, cancelled, paid online, unknown, none or several', () => {
    expect(outcome(ref(2))).toBe('already_paid');
    expect(outcome(ref(3))).toBe('cancelled');
    expect(outcome(ref(4))).toBe('not_bank');
    expect(outcome(ref(99))).toBe('unknown_reference');
    expect(outcome('Seminar fee')).toBe('no_reference');
    expect(outcome(`${ref(1)} and ${ref(5)}`)).toBe('several_references');
  });

  it('confirms neither of two credits quoting one reference in one statement', () => {
    const matches = matchCredits([credit(ref(1)), credit(`again ${ref(1)}`)], registrations, prefix);
    expect(matches.map((match) => match.outcome)).toEqual(['quoted_twice', 'quoted_twice']);
    expect(matches[0]?.registration?.id).toBe(1);
  });
});
