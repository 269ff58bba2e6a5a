/**
 * The money of a registration as staff read it: what is expected, what was received, what a cancellation made due to
 * be paid back, what was paid back, and what the event keeps. Pure, shared by the console and the server.
 *
 * The figures add up: received - refunds due - refunds paid = what the event holds for good, which is the fee of a
 * registration still counting once paid (less its balance due while a part of it is awaited), and the fee kept of a
 * cancelled one. A cancellation moves money from
 * "received" to nothing: it only makes part of it due back.
 */
import { isComing } from '../lifecycle/registrationState';

/** Where a refund stands (server/db/migrations/009_refunds.sql). */
export const refundStatuses = ['requested', 'submitted', 'due', 'paid', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** What the figures are made from: the registration's state, fee, what was received, and its refund if any. */
export interface MoneyFacts {
  state: string;
  feeAmount: number;
  currency: string;
  /** What was received (whole units), kept after a cancellation too; null when nothing was. */
  paidAmount: number | null;
  paidCurrency?: string | null;
  /** The refund a cancellation made due, in whole units (cents as decimals). */
  refund?: { amount: number; status: RefundStatus } | null;
}

/** One registration's money, in one currency, in whole units (cents as decimals). */
export interface MoneyFigures {
  currency: string;
  /**
   * The fee still owed or paid by a registration that counts (less a shortfall a manager accepted); for a cancelled
   * one, the fee it keeps.
   */
  expected: number;
  received: number;
  /** What is still owed of the fee: a short transfer leaves the rest due until it arrives or a manager accepts it. */
  balanceDue: number;
  /** Made due by a cancellation and not yet paid back (a failed card refund included: staff settle it). */
  refundDue: number;
  refundPaid: number;
  /** What a cancellation kept of the money received (the part not refunded). */
  kept: number;
}

/** The names of the figures, in the order the console and the CSV show them. */
export const moneyFigureNames = ['expected', 'received', 'balanceDue', 'refundDue', 'refundPaid', 'kept'] as const;
export type MoneyFigureName = (typeof moneyFigureNames)[number];

/** Whole units with at most two decimals, free of binary noise (750.0000001 is 750). */
function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * What an unpaid registration still owes: its fee less what was received (a short transfer leaves the rest). What a
 * checkout charges and a reminder asks for.
 */
export function amountOwed(facts: Pick<MoneyFacts, 'feeAmount' | 'paidAmount'>): number {
  return cents(Math.max(0, facts.feeAmount - (facts.paidAmount ?? 0)));
}

/**
 * What a cancellation's refund rule applies to: what was received towards the fee, a short payment too. A surplus
 * beyond the fee is due back in full, apart.
 */
export function paidTowardsFee(facts: Pick<MoneyFacts, 'feeAmount' | 'paidAmount'>): number {
  return Math.min(facts.paidAmount ?? 0, facts.feeAmount);
}

/** The money figures of one registration. */
export function moneyFigures(facts: MoneyFacts): MoneyFigures {
  const received = facts.paidAmount ?? 0;
  const refund = facts.refund?.amount ?? 0;
  const refundPaid = facts.refund?.status === 'paid' ? refund : 0;
  const cancelled = facts.state === 'cancelled';
  const kept = cancelled ? cents(Math.max(0, received - refund)) : 0;
  const coming = isComing(facts.state);
  // A registration is paid with less than its fee only when a manager accepted the shortfall: the rest is not owed.
  const fee = facts.state === 'paid' ? Math.min(facts.feeAmount, received) : facts.feeAmount;
  return {
    currency: facts.paidCurrency ?? facts.currency,
    expected: cancelled ? kept : coming ? fee : 0,
    received,
    balanceDue: coming && facts.state !== 'paid' ? amountOwed(facts) : 0,
    refundDue: cents(refund - refundPaid),
    refundPaid,
    kept,
  };
}

/** Each figure summed by currency, as the list's totals show them. */
export type MoneyTotals = Record<MoneyFigureName, Record<string, number>>;

/** The totals of many registrations' figures, by currency (a currency appears under a figure once it is not zero). */
export function moneyTotals(figures: readonly MoneyFigures[]): MoneyTotals {
  const totals = Object.fromEntries(moneyFigureNames.map((name) => [name, {}])) as MoneyTotals;
  for (const figure of figures) {
    for (const name of moneyFigureNames) {
      if (figure[name] === 0) continue;
      const byCurrency = totals[name];
      byCurrency[figure.currency] = cents((byCurrency[figure.currency] ?? 0) + figure[name]);
    }
  }
  return totals;
}

/**
 * The credit note a cancelled invoice gets: the part of the invoiced fee no longer owed, that is the fee less what
 * the event keeps. Zero (no credit note) when the whole fee is kept.
 */
export function creditNoteAmount(invoicedFee: number, figures: MoneyFigures): number {
  return cents(Math.max(0, invoicedFee - figures.kept));
}
