/**
 * A registration's ledger (server/db/migrations/018_ledger.sql): the movements of its money, appended and never changed,
 * and what they add up to. Amounts are integers in the currency's smallest unit (cents), so sums are exact.
 */

/**
 * What a movement records: money received, a surplus made due back, a shortfall forgiven, a fee waived for an invited
 * guest (migration 030), a manager's change of the fee (migration 031: the difference, either way; what it makes due or
 * refundable follows from the registration's fee and the other movements), a cancellation's refund made due, a refund
 * paid back, the part of the money a cancellation kept, a credit note issued (migration 033: a document, it moves no
 * figure), or the reversal of one.
 */
export const movementKinds = [
  'payment',
  'surplus_due',
  'shortfall_accepted',
  'waiver',
  'fee_change',
  'refund_due',
  'refund_paid',
  'fee_kept',
  'credit_note',
  'reversal',
] as const;
export type MovementKind = (typeof movementKinds)[number];

/** How money moved: through the card provider of a checkout, or by bank transfer. */
export type MoneyMethod = 'card' | 'bank';

/** One movement as the rules read it. */
export interface Movement {
  kind: MovementKind;
  method: MoneyMethod | null;
  /** In the currency's smallest unit, never negative: the kind says which way it goes. */
  amountMinor: number;
  /** For a reversal: the kind of the movement it undoes. */
  reverses?: Exclude<MovementKind, 'reversal'>;
}

/** The sum of the movements of a kind, less the reversals of that kind. */
function net(movements: readonly Movement[], kind: Exclude<MovementKind, 'reversal'>): number {
  let sum = 0;
  for (const movement of movements) {
    if (movement.kind === kind) sum += movement.amountMinor;
    else if (movement.kind === 'reversal' && movement.reverses === kind) sum -= movement.amountMinor;
  }
  return sum;
}

/** What was received, in smallest units: the payments less any reversed. */
export function receivedMinor(movements: readonly Movement[]): number {
  return net(movements, 'payment');
}

/** The part of the fee a manager forgave when accepting a short payment. */
export function forgivenMinor(movements: readonly Movement[]): number {
  return net(movements, 'shortfall_accepted');
}

/** The fee a manager waived: a complimentary registration owes nothing and received nothing. */
export function waivedMinor(movements: readonly Movement[]): number {
  return net(movements, 'waiver');
}

/** What an over-payment made due back to the payer. */
export function surplusDueMinor(movements: readonly Movement[]): number {
  return net(movements, 'surplus_due');
}

/** Everything made due back to the payer: surpluses (an over-payment, a lowered fee) and a cancellation's refund. */
export function refundsMadeDueMinor(movements: readonly Movement[]): number {
  return net(movements, 'surplus_due') + net(movements, 'refund_due');
}

/** What was paid back to the payer, through the card provider or by transfer. */
export function refundPaidMinor(movements: readonly Movement[]): number {
  return net(movements, 'refund_paid');
}

/** What a cancellation kept of the money received. */
export function keptMinor(movements: readonly Movement[]): number {
  return net(movements, 'fee_kept');
}

/**
 * What the fee holds of the money received: the payments less every surplus made due back (an over-payment, a lowered
 * fee), paid back yet or not: that money is the payer's, so a later rise of the fee is owed anew, not taken from it.
 */
export function heldTowardsFeeMinor(movements: readonly Movement[]): number {
  return Math.max(0, receivedMinor(movements) - surplusDueMinor(movements));
}

/**
 * What is still owed on a fee of `feeMinor`: the fee less what the fee holds, what was forgiven and what was waived,
 * never below 0. The one balance the console, its totals, the delegate's page, a checkout and a fee change use.
 */
export function balanceDueMinor(feeMinor: number, movements: readonly Movement[]): number {
  return Math.max(0, feeMinor - heldTowardsFeeMinor(movements) - forgivenMinor(movements) - waivedMinor(movements));
}

/**
 * What the fee holds beyond a fee of `feeMinor` (after what was forgiven or waived): due back to the payer, at most
 * what it holds. Never both this and a balance due.
 */
export function heldBeyondFeeMinor(feeMinor: number, movements: readonly Movement[]): number {
  const held = heldTowardsFeeMinor(movements);
  return Math.min(held, Math.max(0, held + forgivenMinor(movements) + waivedMinor(movements) - feeMinor));
}

/**
 * The fee a payment is set against for a registration in `state`: nothing once it is cancelled, so a card payment
 * completed after the cancellation is all surplus, due back in full.
 */
export function owedFeeMinor(state: string, feeMinor: number): number {
  return state === 'cancelled' ? 0 : feeMinor;
}

/** What one more payment of `amountMinor` does to a fee of `feeMinor`. */
export interface PaymentEffect {
  /** Still owed after it (0 once the fee is covered). */
  balanceDueMinor: number;
  /** Received beyond the balance: due back to the payer. */
  surplusMinor: number;
  /** The payment covers the balance: the registration is paid. */
  settles: boolean;
}

/** The effect of a payment on the balance: a short one leaves the rest due, one beyond it makes the excess due back. */
export function paymentEffect(feeMinor: number, movements: readonly Movement[], amountMinor: number): PaymentEffect {
  const before = balanceDueMinor(feeMinor, movements);
  return {
    balanceDueMinor: Math.max(0, before - amountMinor),
    surplusMinor: Math.max(0, amountMinor - before),
    settles: amountMinor >= before,
  };
}

/** How the money came: card when any of it came through the card provider (it goes back the same way), else bank. */
export function paidMethodOf(movements: readonly Movement[]): MoneyMethod | null {
  const payments = movements.filter((movement) => movement.kind === 'payment');
  if (payments.length === 0) return null;
  return payments.some((movement) => movement.method === 'card') ? 'card' : 'bank';
}
