/**
 * The credits of imported bank statements that no registration's ledger counts (no reference, an unknown one, another
 * currency, a registration paid or cancelled already), and the decision a manager takes on each.
 */

/** What a manager decided: the credit paid a registration, went back to the payer, or was set aside with a note. */
export const creditDecisions = ['assigned', 'returned', 'set_aside'] as const;
export type CreditDecision = (typeof creditDecisions)[number];

/** One credit awaiting a decision, as the console's list shows it. */
export interface FollowUpCredit {
  entryKey: string;
  /** The day the bank booked it, YYYY-MM-DD. */
  bookedOn: string;
  amount: number;
  currency: string;
  /** The remittance text of the transfer. */
  text: string;
  bankReference: string;
  /** How matching judged it when it was imported ('no_reference', 'other_currency', ...). */
  outcome: string;
  /** The registration matching tied it to, when it quoted one (paid or cancelled already, say). */
  registration?: { id: number; reference: string | null };
  fileName: string;
  /** When it was imported (an ISO instant): since when it waits. */
  importedAt: string;
}

export interface FollowUpCreditsAnswer {
  credits: FollowUpCredit[];
}

/** The answer to a decision: the credit left the list; an assignment says the registration's state after it. */
export interface CreditDecisionAnswer {
  entryKey: string;
  decision: CreditDecision;
  registration?: { id: number; reference: string | null; state: string };
}

/** A manager's decision as the API takes it: the credit's entry key with what the decision needs. */
export type CreditDecisionRequest =
  | { entryKey: string; decision: 'assigned'; reference: string; note?: string }
  | { entryKey: string; decision: 'returned'; returnedOn: string; note: string }
  | { entryKey: string; decision: 'set_aside'; note: string };
