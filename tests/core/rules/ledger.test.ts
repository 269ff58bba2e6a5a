import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { transition } from '../../../core/lifecycle/lifecycle';
import type { RegistrationState } from '../../../core/lifecycle/registrationState';
import { fees } from '../../../core/model/schemaData';
import {
  balanceDueMinor,
  type Movement,
  owedFeeMinor,
  paidMethodOf,
  paymentEffect,
  receivedMinor,
  refundPaidMinor,
  refundsMadeDueMinor,
  surplusDueMinor,
  waivedMinor,
} from '../../../core/rules/ledger';
import { cancellationBooking, ledgerFigures } from '../../../core/rules/ledgerFigures';
import { toMinorUnits } from '../../../core/rules/minorUnits';
import { type MoneyFigures, moneyTotals } from '../../../core/rules/money';
import { refundPercentBeforeCutOff } from '../../../core/rules/refund';

const { currency } = fees;
const prices = fees.options.map((option) => option.price);

/** What may happen to one registration, as the store applies it (sqlLifecycle.ts, moneyBooking.ts). */
type Step =
  | { kind: 'pay'; method: 'card' | 'bank'; share: number; source: number }
  | { kind: 'acceptShortfall' }
  | { kind: 'cancel'; early: boolean }
  | { kind: 'refundPaid' }
  | { kind: 'creditNote' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    method: fc.constantFrom('card' as const, 'bank' as const),
    // A share of the fee in hundredths: short, exact and surplus transfers alike.
    share: fc.integer({ min: 1, max: 150 }),
    // Few sources, so a replayed webhook or a repeated import happens often.
    source: fc.integer({ min: 0, max: 5 }),
  }),
  fc.constant({ kind: 'acceptShortfall' as const }),
  fc.record({ kind: fc.constant('cancel' as const), early: fc.boolean() }),
  fc.constant({ kind: 'refundPaid' as const }),
  fc.constant({ kind: 'creditNote' as const }),
);

/** Runs the steps through the pure rules and answers the registration's figures as the console shows them. */
function run(
  fee: number,
  steps: readonly Step[],
): { figures: MoneyFigures; movements: Movement[]; state: RegistrationState } {
  const feeMinor = toMinorUnits(fee, currency);
  const movements: Movement[] = [];
  const sources = new Set<number>();
  let state: RegistrationState = 'awaiting_payment';
  for (const next of steps) {
    if (next.kind === 'pay') {
      const amountMinor = Math.round((feeMinor * next.share) / 100);
      // As moneyBooking.ts books it: on a cancelled registration, a card payment is all surplus.
      const effect = paymentEffect(owedFeeMinor(state, feeMinor), movements, amountMinor);
      const result = transition(
        state,
        'bank',
        { type: 'payment_confirmed', cause: 'card_provider', amount: 0, currency, paidOn: '2030-09-03' },
        { settles: effect.settles, received: receivedMinor(movements) > 0 },
      );
      // The ledger's unique source: a repeat books nothing.
      if (!result.ok || result.unchanged || sources.has(next.source)) continue;
      sources.add(next.source);
      movements.push({ kind: 'payment', method: next.method, amountMinor });
      if (effect.surplusMinor > 0)
        movements.push({ kind: 'surplus_due', method: next.method, amountMinor: effect.surplusMinor });
      state = result.next;
    } else if (next.kind === 'acceptShortfall') {
      const result = transition(
        state,
        'bank',
        { type: 'shortfall_accepted', cause: 'staff', reason: 'Bank charges' },
        { settles: false, received: receivedMinor(movements) > 0 },
      );
      if (!result.ok || result.unchanged) continue;
      movements.push({ kind: 'shortfall_accepted', method: null, amountMinor: balanceDueMinor(feeMinor, movements) });
      state = result.next;
    } else if (next.kind === 'cancel') {
      // As lifecycleRecords.ts books a cancellation: the rule's refund made due and the rest kept, from the ledger.
      if (state === 'cancelled') continue;
      const booking = cancellationBooking(feeMinor, movements, next.early ? refundPercentBeforeCutOff : 0);
      const method = paidMethodOf(movements);
      if (booking.refundMinor > 0) movements.push({ kind: 'refund_due', method, amountMinor: booking.refundMinor });
      if (booking.keptMinor > 0) movements.push({ kind: 'fee_kept', method, amountMinor: booking.keptMinor });
      state = 'cancelled';
    } else if (next.kind === 'refundPaid') {
      // The refund row is paid whole, by the provider or by a transfer staff record.
      const outstanding = refundsMadeDueMinor(movements) - refundPaidMinor(movements);
      if (outstanding > 0) movements.push({ kind: 'refund_paid', method: 'bank', amountMinor: outstanding });
    } else {
      // A credit note is a document: the ledger lists it and no figure moves.
      movements.push({ kind: 'credit_note', method: null, amountMinor: feeMinor });
    }
  }
  const figures = ledgerFigures({ state, feeAmount: fee, currency }, movements);
  return { figures, movements, state };
}

const minor = (amount: number) => toMinorUnits(amount, currency);

describe('the ledger of a registration', () => {
  it('adds up for any sequence of payments, short and surplus transfers, repeats, shortfalls, cancellations, refunds and credit notes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...prices), fc.array(step, { maxLength: 12 }), (fee, steps) => {
        const { figures, movements, state } = run(fee, steps);
        for (const name of ['expected', 'received', 'balanceDue', 'refundDue', 'refundPaid', 'kept'] as const)
          expect(figures[name]).toBeGreaterThanOrEqual(0);
        // A refund never exceeds what was received.
        expect(minor(figures.refundDue + figures.refundPaid)).toBeLessThanOrEqual(minor(figures.received));
        expect(minor(figures.received)).toBe(receivedMinor(movements));
        if (state === 'cancelled')
          // What came in went back, is due back, or was kept.
          expect(minor(figures.received) - minor(figures.refundDue) - minor(figures.refundPaid)).toBe(
            minor(figures.kept),
          );
        // One still coming holds for good its fee less what is still awaited.
        else
          expect(minor(figures.received) - minor(figures.refundDue) - minor(figures.refundPaid)).toBe(
            minor(figures.expected) - minor(figures.balanceDue),
          );
        if (state === 'cancelled' || state === 'paid') expect(figures.balanceDue).toBe(0);
        expect(surplusDueMinor(movements)).toBeLessThanOrEqual(receivedMinor(movements));
        const method = paidMethodOf(movements);
        if (movements.some((movement) => movement.kind === 'payment' && movement.method === 'card'))
          expect(method).toBe('card');
      }),
      { numRuns: 500 },
    );
  });

  it('makes the totals the sum of the ledgers, currency by currency', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...prices), fc.array(step, { maxLength: 8 })), { maxLength: 20 }),
        (registrations) => {
          const figures = registrations.map(([fee, steps]) => run(fee, steps).figures);
          const totals = moneyTotals(figures);
          for (const name of ['expected', 'received', 'balanceDue', 'refundDue', 'refundPaid', 'kept'] as const) {
            const sum = figures.reduce((total, figure) => total + minor(figure[name]), 0);
            expect(minor(totals[name][currency] ?? 0)).toBe(sum);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves the rest due after a short payment and makes the excess due back after a surplus', () => {
    const fee = minor(prices[0]);
    const short = paymentEffect(fee, [], fee - 500);
    expect(short).toEqual({ balanceDueMinor: 500, surplusMinor: 0, settles: false });
    const rest = paymentEffect(fee, [{ kind: 'payment', method: 'bank', amountMinor: fee - 500 }], 700);
    expect(rest).toEqual({ balanceDueMinor: 0, surplusMinor: 200, settles: true });
    const reversed: Movement[] = [
      { kind: 'payment', method: 'bank', amountMinor: fee },
      { kind: 'reversal', method: null, amountMinor: fee, reverses: 'payment' },
    ];
    expect(receivedMinor(reversed)).toBe(0);
    expect(balanceDueMinor(fee, reversed)).toBe(fee);
  });

  it('owes nothing once the fee is waived, receives nothing for it, and owes it again once the waiver is reversed', () => {
    const fee = minor(prices[0]);
    const waived: Movement[] = [{ kind: 'waiver', method: null, amountMinor: fee }];
    expect(waivedMinor(waived)).toBe(fee);
    expect(balanceDueMinor(fee, waived)).toBe(0);
    expect(receivedMinor(waived)).toBe(0);
    expect(paidMethodOf(waived)).toBeNull();
    const reversed: Movement[] = [...waived, { kind: 'reversal', method: null, amountMinor: fee, reverses: 'waiver' }];
    expect(waivedMinor(reversed)).toBe(0);
    expect(balanceDueMinor(fee, reversed)).toBe(fee);
  });
});
