import { describe, expect, it } from 'vitest';

import { event } from '../../../core/model/schemaData';
import { amountOwed, creditNoteAmount, moneyFigures, moneyTotals, paidTowardsFee } from '../../../core/rules/money';
import { refundCutOffDay, refundFor, refundPercentBeforeCutOff } from '../../../core/rules/refund';
import { addDays, eventInstant } from '../../support/eventTimes';

/** An instant at a wall-clock time of a day in the event's time zone. */
const wallClock = (day: string, time: string) => new Date(eventInstant(day, time));

/** A fee and a currency of the test's own: the rule works on any event's. */
const fee = 1000;
const currency = 'CHF';
const cutOff = refundCutOffDay(event);
const dayBefore = addDays(cutOff, -1);

/** A paid registration cancelled at `at`, with the refund the rule gives, in `status`. */
function cancelledAt(at: Date, status: 'due' | 'paid' = 'due') {
  const refund = refundFor(event, at, fee);
  return moneyFigures({
    state: 'cancelled',
    feeAmount: fee,
    currency,
    paidAmount: fee,
    refund: refund.amount > 0 ? { amount: refund.amount, status } : null,
  });
}

describe('the money figures of one registration', () => {
  it('expects the fee of an unpaid registration, all of it as the balance due, and offers nothing received or kept', () => {
    expect(moneyFigures({ state: 'awaiting_payment', feeAmount: fee, currency, paidAmount: null })).toEqual({
      currency,
      expected: fee,
      received: 0,
      balanceDue: fee,
      refundDue: 0,
      refundPaid: 0,
      kept: 0,
    });
  });

  it('leaves the rest of the fee due after a short transfer, and nothing due once a manager accepted the shortfall', () => {
    const short = fee - fee / 16;
    expect(moneyFigures({ state: 'awaiting_payment', feeAmount: fee, currency, paidAmount: short })).toMatchObject({
      expected: fee,
      received: short,
      balanceDue: fee / 16,
    });
    expect(amountOwed({ feeAmount: fee, paidAmount: short })).toBe(fee / 16);
    expect(moneyFigures({ state: 'paid', feeAmount: fee, currency, paidAmount: short })).toMatchObject({
      expected: short,
      received: short,
      balanceDue: 0,
    });
    // The refund rule applies to what came towards the fee: a surplus goes back apart, in full.
    expect(paidTowardsFee({ feeAmount: fee, paidAmount: short })).toBe(short);
    expect(paidTowardsFee({ feeAmount: fee, paidAmount: fee + 50 })).toBe(fee);
  });

  it(`keeps the money received when a paid registration is cancelled the day before the cut-off: ${refundPercentBeforeCutOff}% due back, the rest kept`, () => {
    const figures = cancelledAt(wallClock(dayBefore, '23:59:59'));
    const refund = (fee * refundPercentBeforeCutOff) / 100;
    expect(figures).toMatchObject({ received: fee, refundDue: refund, refundPaid: 0, kept: fee - refund });
    expect(figures.expected).toBe(fee - refund);
    // They add up: what is received less what goes back is what the event keeps.
    expect(figures.received - figures.refundDue - figures.refundPaid).toBe(figures.kept);
  });

  it('keeps the whole fee when cancelled from the first moment of the cut-off day', () => {
    const figures = cancelledAt(wallClock(cutOff, '00:00:00'));
    expect(figures).toMatchObject({ received: fee, refundDue: 0, refundPaid: 0, kept: fee, expected: fee });
  });

  it('moves a refund from due to paid once it is paid back, and keeps the same fee', () => {
    const at = wallClock(dayBefore, '12:00:00');
    const due = cancelledAt(at, 'due');
    const paid = cancelledAt(at, 'paid');
    expect(paid.refundPaid).toBe(due.refundDue);
    expect(paid.refundDue).toBe(0);
    expect(paid.kept).toBe(due.kept);
  });

  it('counts nothing for a cancelled registration that was never paid', () => {
    expect(moneyFigures({ state: 'cancelled', feeAmount: fee, currency, paidAmount: null })).toMatchObject({
      expected: 0,
      received: 0,
      refundDue: 0,
      kept: 0,
    });
  });

  it('rounds a refund with cents without binary noise', () => {
    const figures = moneyFigures({
      state: 'cancelled',
      feeAmount: 450,
      currency,
      paidAmount: 450,
      refund: { amount: 337.5, status: 'failed' },
    });
    expect(figures).toMatchObject({ refundDue: 337.5, kept: 112.5 });
  });
});

describe('the totals', () => {
  it('add each figure by currency, and cancelling a paid registration leaves what was received', () => {
    const paid = moneyFigures({ state: 'paid', feeAmount: fee, currency, paidAmount: fee });
    const before = moneyTotals([paid, paid]);
    const after = moneyTotals([paid, cancelledAt(wallClock(dayBefore, '09:00:00'))]);
    expect(before.received).toEqual({ [currency]: 2 * fee });
    expect(after.received).toEqual({ [currency]: 2 * fee });
    expect(after.refundDue).toEqual({ [currency]: (fee * refundPercentBeforeCutOff) / 100 });
    expect(after.kept).toEqual({ [currency]: fee - (fee * refundPercentBeforeCutOff) / 100 });
    expect(after.refundPaid).toEqual({});
  });
});

describe('the credit note of a cancelled invoice', () => {
  it('credits the whole fee of an unpaid invoice, the refunded part of a paid one, and nothing when all is kept', () => {
    const unpaid = moneyFigures({ state: 'cancelled', feeAmount: fee, currency, paidAmount: null });
    expect(creditNoteAmount(fee, unpaid)).toBe(fee);
    const early = cancelledAt(wallClock(dayBefore, '09:00:00'));
    expect(creditNoteAmount(fee, early)).toBe((fee * refundPercentBeforeCutOff) / 100);
    expect(creditNoteAmount(fee, cancelledAt(wallClock(cutOff, '09:00:00')))).toBe(0);
  });
});
