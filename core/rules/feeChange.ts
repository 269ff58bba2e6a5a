/**
 * What a manager's change of fee (another category, region or organisation, or extras) does to a registration's money,
 * read from its ledger (core/rules/ledger.ts): the new fee made due where less was covered, or the part received
 * beyond it made refundable, never more than was received. Pure: the store applies it under the registration's lock.
 */
import { isPayable } from '../lifecycle/registrationState';
import { balanceDueMinor, heldBeyondFeeMinor, heldTowardsFeeMinor, type Movement } from './ledger';

/** What the change leaves, in the currency's smallest unit. */
export interface FeeChangeEffect {
  /** The new fee less the old one: negative when the new fee is lower. */
  differenceMinor: number;
  /** Still owed at the new fee. */
  balanceDueMinor: number;
  /** Received towards the fee beyond the new fee: due back to the payer, at most what was received. */
  refundableMinor: number;
  /** An issued invoice is never edited: a credit note answers it and a new invoice follows. */
  reissuesInvoice: boolean;
  /** A paid registration that owes again once the fee rose: it awaits payment of the balance. */
  reopens: boolean;
  /**
   * A registration awaiting the rest of its fee whose lowered fee what was received now covers: it is paid, and
   * confirmed as a payment that brings the balance to zero confirms it.
   */
  settles: boolean;
}

/** Why a fee cannot be changed; said to the manager as it stands. */
export type FeeChangeRefusal = { refused: string };

/** The registration as the rule reads it. */
export interface FeeChangeFacts {
  state: string;
  oldFeeMinor: number;
  newFeeMinor: number;
  movements: readonly Movement[];
  /** It has an issued invoice (a bank transfer's, from its registration). */
  invoiced: boolean;
}

/** The effect of changing the fee, or why it is refused (a cancelled registration, no change at all). */
export function feeChangeEffect(facts: FeeChangeFacts): FeeChangeEffect | FeeChangeRefusal {
  const { state, oldFeeMinor, newFeeMinor, movements } = facts;
  if (state === 'cancelled') return { refused: 'the registration is cancelled: its fee can no longer be changed' };
  if (!Number.isInteger(newFeeMinor) || newFeeMinor < 0)
    return { refused: 'the new fee must be an amount of at least 0' };
  if (newFeeMinor === oldFeeMinor) return { refused: 'the new fee is the fee already charged: nothing would change' };
  // The ledger's own rules at the new fee: the balance the console and the delegate's page then show is this one.
  const balanceDue = balanceDueMinor(newFeeMinor, movements);
  return {
    differenceMinor: newFeeMinor - oldFeeMinor,
    balanceDueMinor: balanceDue,
    refundableMinor: heldBeyondFeeMinor(newFeeMinor, movements),
    reissuesInvoice: facts.invoiced,
    reopens: state === 'paid' && balanceDue > 0,
    settles: isPayable(state) && balanceDue === 0 && heldTowardsFeeMinor(movements) > 0,
  };
}
