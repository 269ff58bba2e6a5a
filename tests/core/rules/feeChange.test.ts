import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { feeChangeEffect, type FeeChangeFacts } from '../../../core/rules/feeChange';
import type { Movement } from '../../../core/rules/ledger';
import { ledgerFigures } from '../../../core/rules/ledgerFigures';
import { toMinorUnits } from '../../../core/rules/minorUnits';

// Fees of the test's own, in cents: the rule is about the ledger's figures, not the event's prices.
const fee = 80_000;
const higher = 95_000;
const lower = 50_000;
/** A currency of the test's own, with cents: the rule works on any event's. */
const currency = 'CHF';

function facts(overrides: Partial<FeeChangeFacts>): FeeChangeFacts {
  return {
    state: 'awaiting_payment',
    oldFeeMinor: fee,
    newFeeMinor: higher,
    movements: [],
    invoiced: true,
    ...overrides,
  };
}

const paidInFull: Movement[] = [{ kind: 'payment', method: 'bank', amountMinor: fee }];

describe('changing the fee of a registration', () => {
  it('makes the whole new fee due when nothing was received, with a credit note and a new invoice', () => {
    expect(feeChangeEffect(facts({}))).toEqual({
      differenceMinor: higher - fee,
      balanceDueMinor: higher,
      refundableMinor: 0,
      reissuesInvoice: true,
      reopens: false,
      settles: false,
    });
  });

  it('settles a registration awaiting the rest once a lower fee is covered by what was received, and not before', () => {
    const part: Movement[] = [{ kind: 'payment', method: 'bank', amountMinor: lower }];
    expect(feeChangeEffect(facts({ movements: part, newFeeMinor: lower }))).toMatchObject({
      balanceDueMinor: 0,
      refundableMinor: 0,
      settles: true,
    });
    expect(
      feeChangeEffect(facts({ state: 'checkout_expired', movements: part, newFeeMinor: lower - 1 })),
    ).toMatchObject({ refundableMinor: 1, settles: true });
    // Still short of the lower fee, nothing received, or paid already: nothing to confirm.
    expect(feeChangeEffect(facts({ movements: part, newFeeMinor: lower + 1 }))).toMatchObject({ settles: false });
    expect(feeChangeEffect(facts({ newFeeMinor: lower }))).toMatchObject({ settles: false });
    expect(feeChangeEffect(facts({ state: 'paid', movements: paidInFull, newFeeMinor: lower }))).toMatchObject({
      settles: false,
    });
  });

  it('makes the difference due on a paid registration when the fee rises, and reopens it', () => {
    expect(feeChangeEffect(facts({ state: 'paid', movements: paidInFull }))).toMatchObject({
      balanceDueMinor: higher - fee,
      refundableMinor: 0,
      reopens: true,
    });
  });

  it('makes the difference refundable when the fee falls, never more than was received', () => {
    expect(feeChangeEffect(facts({ state: 'paid', movements: paidInFull, newFeeMinor: lower }))).toMatchObject({
      balanceDueMinor: 0,
      refundableMinor: fee - lower,
      reopens: false,
    });
    const part: Movement[] = [{ kind: 'payment', method: 'bank', amountMinor: 10_000 }];
    expect(feeChangeEffect(facts({ movements: part, newFeeMinor: 0 }))).toMatchObject({ refundableMinor: 10_000 });
  });

  it('refunds nothing of a waived fee, and nothing twice of a surplus already due back', () => {
    const waived: Movement[] = [{ kind: 'waiver', method: null, amountMinor: fee }];
    expect(feeChangeEffect(facts({ state: 'paid', movements: waived, newFeeMinor: lower }))).toMatchObject({
      balanceDueMinor: 0,
      refundableMinor: 0,
    });
    const surplus: Movement[] = [
      { kind: 'payment', method: 'bank', amountMinor: fee + 5_000 },
      { kind: 'surplus_due', method: 'bank', amountMinor: 5_000 },
    ];
    expect(feeChangeEffect(facts({ state: 'paid', movements: surplus, newFeeMinor: lower }))).toMatchObject({
      refundableMinor: fee - lower,
    });
  });

  it('after a surplus made due back, owes a rise anew: the balance the ledger figures show at the new fee', () => {
    const surplus = 30_000;
    const paidTwice: Movement[] = [
      { kind: 'payment', method: 'bank', amountMinor: fee + surplus },
      { kind: 'surplus_due', method: 'bank', amountMinor: surplus },
    ];
    const effect = feeChangeEffect(facts({ state: 'paid', movements: paidTwice }));
    expect(effect).toMatchObject({ balanceDueMinor: higher - fee, refundableMinor: 0, reopens: true });
    const after = [...paidTwice, { kind: 'fee_change' as const, method: null, amountMinor: higher - fee }];
    const figures = ledgerFigures({ state: 'awaiting_payment', feeAmount: higher / 100, currency }, after);
    expect(figures).toMatchObject({ balanceDue: (higher - fee) / 100, refundDue: surplus / 100 });
  });

  it('refuses a cancelled registration, an unchanged fee and a fee below zero, with the reason', () => {
    expect(feeChangeEffect(facts({ state: 'cancelled' }))).toEqual({
      refused: 'the registration is cancelled: its fee can no longer be changed',
    });
    expect(feeChangeEffect(facts({ newFeeMinor: fee }))).toHaveProperty('refused');
    expect(feeChangeEffect(facts({ newFeeMinor: -1 }))).toHaveProperty('refused');
    expect(feeChangeEffect(facts({ newFeeMinor: 0.5 }))).toHaveProperty('refused');
  });

  it('for any ledger and fees: refunds at most what was received, and never makes money both due and refundable', () => {
    const movement: fc.Arbitrary<Movement> = fc.oneof(
      fc.record({
        kind: fc.constant('payment' as const),
        method: fc.constantFrom('card' as const, 'bank' as const),
        amountMinor: fc.integer({ min: 0, max: 200_000 }),
      }),
      fc.record({
        kind: fc.constantFrom('shortfall_accepted' as const, 'waiver' as const, 'surplus_due' as const),
        method: fc.constant(null),
        amountMinor: fc.integer({ min: 0, max: 200_000 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(movement, { maxLength: 5 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (movements, oldFeeMinor, newFeeMinor) => {
          const effect = feeChangeEffect(facts({ movements, oldFeeMinor, newFeeMinor }));
          if ('refused' in effect) return oldFeeMinor === newFeeMinor;
          const received = movements.filter((m) => m.kind === 'payment').reduce((sum, m) => sum + m.amountMinor, 0);
          return (
            effect.refundableMinor >= 0 &&
            effect.refundableMinor <= received &&
            effect.balanceDueMinor >= 0 &&
            (effect.balanceDueMinor === 0 || effect.refundableMinor === 0) &&
            // One rule: the registration's page shows, at the new fee, the balance the change answered.
            toMinorUnits(
              ledgerFigures({ state: 'awaiting_payment', feeAmount: newFeeMinor / 100, currency }, movements)
                .balanceDue,
              currency,
            ) === effect.balanceDueMinor
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
