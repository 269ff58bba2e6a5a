/**
 * A registration's money read from its ledger alone (core/rules/ledger.ts): the figures the console, its totals, the
 * CSV and the delegate's page show, the refund they describe, and what a cancellation books. Pure: the store reads the
 * movements and books what these rules answer, in the transaction that makes them.
 */
import { isComing } from '../lifecycle/registrationState';
import {
  balanceDueMinor,
  forgivenMinor,
  keptMinor,
  type MoneyMethod,
  type Movement,
  receivedMinor,
  refundPaidMinor,
  refundsMadeDueMinor,
  waivedMinor,
} from './ledger';
import { fromMinorUnits, toMinorUnits } from './minorUnits';
import type { MoneyFigures } from './money';

/** The registration as the figures read it: its state, and its fee in whole units of `currency`. */
export interface LedgerRegistration {
  state: string;
  feeAmount: number;
  currency: string;
}

/** The money figures of one registration, from its movements. */
export function ledgerFigures(registration: LedgerRegistration, movements: readonly Movement[]): MoneyFigures {
  const { state, currency } = registration;
  const feeMinor = toMinorUnits(registration.feeAmount, currency);
  const cancelled = state === 'cancelled';
  const coming = isComing(state);
  const kept = keptMinor(movements);
  // A paid registration holds its fee less what a manager forgave or waived: that part was never to come.
  const settledFee = Math.max(0, feeMinor - forgivenMinor(movements) - waivedMinor(movements));
  const expected = cancelled ? kept : coming ? (state === 'paid' ? settledFee : feeMinor) : 0;
  const paidBack = refundPaidMinor(movements);
  const whole = (minor: number) => fromMinorUnits(minor, currency);
  return {
    currency,
    expected: whole(expected),
    received: whole(receivedMinor(movements)),
    balanceDue: whole(coming && state !== 'paid' ? balanceDueMinor(feeMinor, movements) : 0),
    refundDue: whole(Math.max(0, refundsMadeDueMinor(movements) - paidBack)),
    refundPaid: whole(paidBack),
    kept: whole(kept),
  };
}

/** The refund a registration's ledger describes: all that was made due back, and how much of it went back. */
export interface LedgerRefund {
  madeDueMinor: number;
  paidMinor: number;
  /** How it goes back: the method of the movement that made it due, else of the money received. */
  method: MoneyMethod | null;
}

/** The refund of a ledger; undefined when nothing was ever made due back. */
export function ledgerRefund(movements: readonly Movement[]): LedgerRefund | undefined {
  const madeDueMinor = refundsMadeDueMinor(movements);
  if (madeDueMinor <= 0) return undefined;
  const due = movements.filter((movement) => movement.kind === 'refund_due' || movement.kind === 'surplus_due');
  const method = due.findLast((movement) => movement.method !== null)?.method ?? null;
  return { madeDueMinor, paidMinor: refundPaidMinor(movements), method };
}

/** What a cancellation books, in the currency's smallest unit. */
export interface CancellationBooking {
  /** What the event held towards the fee: the refund rule's base. */
  towardsFeeMinor: number;
  /** Made due back now: the rule's share of what was held towards the fee, and anything held beyond the fee. */
  refundMinor: number;
  /** What the event keeps for good. */
  keptMinor: number;
}

/**
 * What a cancellation refunding `percent` of what was paid books. What the event holds is what was received less what
 * was made due back already (a surplus goes back in full, apart); received − refunds − kept is then 0.
 */
export function cancellationBooking(
  feeMinor: number,
  movements: readonly Movement[],
  percent: number,
): CancellationBooking {
  const held = Math.max(0, receivedMinor(movements) - refundsMadeDueMinor(movements));
  const towardsFeeMinor = Math.min(feeMinor, held);
  const refundMinor = Math.round((towardsFeeMinor * percent) / 100) + (held - towardsFeeMinor);
  return { towardsFeeMinor, refundMinor, keptMinor: held - refundMinor };
}
