import { describe, expect, it } from 'vitest';

import type { Movement } from '../../../core/rules/ledger';
import { cancellationBooking, ledgerFigures, ledgerRefund } from '../../../core/rules/ledgerFigures';
import { refundPercentBeforeCutOff } from '../../../core/rules/refund';

/** A fee and a currency of the test's own: the rules work on any event's. */
const currency = 'CHF';
const fee = 640;
const feeMinor = fee * 100;
const paidInFull: Movement[] = [{ kind: 'payment', method: 'bank', amountMinor: feeMinor }];

describe("a registration's money read from its ledger", () => {
  it('makes the rule’s share of what was paid due back on cancelling, and keeps the rest', () => {
    const booking = cancellationBooking(feeMinor, paidInFull, refundPercentBeforeCutOff);
    const refundMinor = (feeMinor * refundPercentBeforeCutOff) / 100;
    expect(booking).toEqual({ towardsFeeMinor: feeMinor, refundMinor, keptMinor: feeMinor - refundMinor });
    const cancelled: Movement[] = [
      ...paidInFull,
      { kind: 'refund_due', method: 'bank', amountMinor: booking.refundMinor },
      { kind: 'fee_kept', method: 'bank', amountMinor: booking.keptMinor },
    ];
    expect(ledgerFigures({ state: 'cancelled', feeAmount: fee, currency }, cancelled)).toEqual({
      currency,
      expected: (feeMinor - refundMinor) / 100,
      received: fee,
      balanceDue: 0,
      refundDue: refundMinor / 100,
      refundPaid: 0,
      kept: (feeMinor - refundMinor) / 100,
    });
    expect(ledgerRefund(cancelled)).toEqual({ madeDueMinor: refundMinor, paidMinor: 0, method: 'bank' });

    const paidBack = [
      ...cancelled,
      { kind: 'refund_paid' as const, method: 'card' as const, amountMinor: refundMinor },
    ];
    expect(ledgerFigures({ state: 'cancelled', feeAmount: fee, currency }, paidBack)).toMatchObject({
      refundDue: 0,
      refundPaid: refundMinor / 100,
    });
    expect(ledgerRefund(paidBack)).toMatchObject({ madeDueMinor: refundMinor, paidMinor: refundMinor });
  });

  it('bases the refund on what was held towards the fee: a surplus already due back is not refunded twice', () => {
    const surplus = 5000;
    const overpaid: Movement[] = [
      { kind: 'payment', method: 'bank', amountMinor: feeMinor + surplus },
      { kind: 'surplus_due', method: 'bank', amountMinor: surplus },
    ];
    const booking = cancellationBooking(feeMinor, overpaid, refundPercentBeforeCutOff);
    expect(booking.towardsFeeMinor).toBe(feeMinor);
    expect(booking.refundMinor + booking.keptMinor + surplus).toBe(feeMinor + surplus);
    // After the cut-off nothing is refunded and all that was held is kept.
    expect(cancellationBooking(feeMinor, overpaid, 0)).toEqual({
      towardsFeeMinor: feeMinor,
      refundMinor: 0,
      keptMinor: feeMinor,
    });
    // Nothing received, nothing refunded or kept.
    expect(cancellationBooking(feeMinor, [], refundPercentBeforeCutOff)).toEqual({
      towardsFeeMinor: 0,
      refundMinor: 0,
      keptMinor: 0,
    });
  });

  it('lists a credit note without moving a figure, and knows no refund where none was made due', () => {
    const withNote: Movement[] = [...paidInFull, { kind: 'credit_note', method: null, amountMinor: feeMinor }];
    expect(ledgerFigures({ state: 'paid', feeAmount: fee, currency }, withNote)).toEqual(
      ledgerFigures({ state: 'paid', feeAmount: fee, currency }, paidInFull),
    );
    expect(ledgerRefund(withNote)).toBeUndefined();
  });

  it('leaves the balance due on a part payment and expects the fee less what a manager forgave once paid', () => {
    const part: Movement[] = [{ kind: 'payment', method: 'bank', amountMinor: feeMinor - 2000 }];
    expect(ledgerFigures({ state: 'awaiting_payment', feeAmount: fee, currency }, part)).toMatchObject({
      expected: fee,
      balanceDue: 20,
    });
    const accepted: Movement[] = [...part, { kind: 'shortfall_accepted', method: null, amountMinor: 2000 }];
    expect(ledgerFigures({ state: 'paid', feeAmount: fee, currency }, accepted)).toMatchObject({
      expected: fee - 20,
      balanceDue: 0,
    });
  });
});
