import type { MoneyTotals } from '../rules/money';
import type { RegistrationMoneyAnswer } from './moneyTypes';

/** What the staff API answers, as the console reads it (dates arrive as ISO text). */

export interface ListedRegistration {
  id: number;
  reference: string | null;
  state: string;
  title: string;
  givenName: string;
  familyName: string;
  email: string;
  organizationName: string;
  region: string;
  feeCategory: string;
  feeAmount: number;
  currency: string;
  paymentMethod: string;
  createdAt: string;
  /** When its personal data was erased (server/retention/); absent or null while kept. */
  personalDataErasedAt?: string | null;
  [field: string]: unknown;
}

/** An extra's guests and their follow-up answers by value ('Halal': 2). */
export interface ExtraCount {
  guests: number;
  followUps: Record<string, number>;
}

/** The figures at the top of the list, over the registrations that match the filters (server/staff/registrationList.ts). */
export interface ListCounts {
  total: number;
  byState: Record<string, number>;
  byFeeCategory: Record<string, number>;
  /** Fees of the registrations that still count (neither cancelled nor with an expired checkout), by currency. */
  expected: Record<string, number>;
  /** What was received, by currency. */
  received: Record<string, number>;
  /**
   * The registrations whose fee a manager waived (invited guests), counted apart: they expect and receive nothing, so
   * the money figures leave them out; here is how many there are and the fees waived, by currency.
   */
  complimentary: { count: number; waived: Record<string, number> };
  /** Expected, received, refunds due and paid, fees kept, by currency (core/rules/money.ts). */
  money: MoneyTotals;
  /**
   * By extra (extras.json's id, such as 'dinner'): its guests among the registrations that still count, and how many
   * gave each follow-up answer (their dietary needs).
   */
  extras: Record<string, ExtraCount>;
}

export interface ListAnswer {
  rows: ListedRegistration[];
  total: number;
  page: number;
  pageSize: number;
  counts: ListCounts;
}

export interface HistoryEntry {
  id: number;
  at: string;
  event: string;
  /** Who or what caused it: 'delegate', 'staff', 'card_provider' or 'time'. */
  cause: string;
  actor: string;
  stateBefore: string | null;
  stateAfter: string;
  details: Record<string, unknown>;
}

export interface OutboxMessage {
  id: number;
  kind: string;
  recipient: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface RegistrationAnswer {
  registration: ListedRegistration & { history: HistoryEntry[]; messages: OutboxMessage[]; paidAmount: number | null };
  refundIfCancelledNow: { amountPaid: number; currency: string; percent: number; amount: number; cutOffDay: string };
  money?: RegistrationMoneyAnswer;
}

export interface ErrorReport {
  id: number;
  error: string;
  url: string;
  userAgent: string | null;
  createdAt: string;
}

/** One credit of an imported statement as the review table shows it (server/bankImport/statementRoutes.ts). */
export interface ReviewedCredit {
  entryKey: string;
  bookedOn: string;
  amount: number;
  currency: string;
  text: string;
  bankReference: string;
  outcome: string;
  reference?: string;
  registration?: { id: number; reference: string | null; name: string; feeAmount: number; currency: string };
  imported: boolean;
}

export interface StatementAnswer {
  credits: ReviewedCredit[];
  confirmed?: number;
  recorded?: number;
}
