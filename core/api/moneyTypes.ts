/** The money parts of the staff API's answers (server/refunds/refundRoutes.ts, server/staff/registrationList.ts). */
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

/** A registration's money, as its page's answer carries it. */
export interface RegistrationMoneyAnswer {
  figures: MoneyFigures;
  refund: RefundAnswer | null;
  /** Every credit note issued, oldest first: a cancellation's, and one per fee change. */
  creditNotes: CreditNoteAnswer[];
}

export type { MoneyTotals };
