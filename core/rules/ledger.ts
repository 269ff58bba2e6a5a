/**
 * A registration's ledger (server/db/migrations/018_ledger.sql): the movements of its money, appended and never changed,
 * and what they add up to. Amounts are integers in the currency's smallest unit (cents), so sums are exact.
 */

/**
 * What a movement records: money received, a surplus made due back, a shortfall forgiven, a fee waived for an invited
 * guest (migration 030), a manager's change of the fee (migration 031: the difference, either way; what it makes due or
 * refundable follows from the registration's fee and the other movements), or the reversal of one.
 */
export const movementKinds = [
  'payment',
  'surplus_due',
  'shortfall_accepted',
  'waiver',
  'fee_change',
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

/**
 * What is still owed on a fee of `feeMinor`: the fee less what was received, forgiven and waived, never below 0.
 */
export function balanceDueMinor(feeMinor: number, movements: readonly Movement[]): number {
  return Math.max(0, feeMinor - receivedMinor(movements) - forgivenMinor(movements) - waivedMinor(movements));
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
