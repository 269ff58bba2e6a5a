/** The money parts of the staff API's answers (server/refunds/refundRoutes.ts, server/staff/registrationList.ts). */
import type { MoneyMethod, MovementKind } from '../rules/ledger';
import type { MoneyFigures, MoneyTotals, RefundStatus } from '../rules/money';

export interface RefundAnswer {
  method: 'card' | 'bank';
  amount: number;
  currency: string;
  status: RefundStatus;
  lastError: string | null;
  paidOn: string | null;
  bankReference: string | null;
}

export interface CreditNoteAnswer {
  number: string;
  issuedOn: string;
  amount: number;
  currency: string;
}

/** One row of a registration's ledger: when, what moved, how, how much, and who or what made it. */
export interface LedgerRowAnswer {
  /** ISO 8601, on the server's clock. */
  at: string;
  kind: MovementKind;
  method: MoneyMethod | null;
  /** Whole units of `currency` (cents as decimals). */
  amount: number;
  currency: string;
  /** 'staff a@example.org', 'card provider stripe', 'delegate', 'system'. */
  actor: string;
}

/** A registration's money, as its page's answer carries it. */
export interface RegistrationMoneyAnswer {
  figures: MoneyFigures;
  /** The refund staff act on next (the one a bank refund paid is recorded against). */
  refund: RefundAnswer | null;
  /** Every refund made due, oldest first: each surplus and each cancellation's refund is one of its own. */
  refunds: RefundAnswer[];
  /** Every credit note issued, oldest first: a cancellation's, and one per fee change. */
  creditNotes: CreditNoteAnswer[];
  /** Every movement of its ledger, oldest first: what the figures above add up. */
  ledger: LedgerRowAnswer[];
}

export type { MoneyTotals };
