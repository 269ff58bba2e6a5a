/** What the routes keep and read; one implementation (sqlStore) serves PGlite and PostgreSQL alike. */
import type { RegistrationState } from '../../core/lifecycle/lifecycle';
import type { MemberStatus, PaymentMethod, Period, YesNo } from '../../core/model/types';
import type { CreditStore } from '../credits/sqlCredits';
import type { FeeChangeStore } from '../feeChange/sqlFeeChange';
import type { NoticeOutcome, ProviderNotice } from '../payments/PaymentProvider';
import type { RefundStore } from '../refunds/sqlRefunds';
import type { ReminderStore } from '../reminders/sqlReminders';
import type { DelegateStore } from './DelegateStore';
import type { LifecycleStore } from './LifecycleStore';
import type { OutboxHealth } from './sqlHealth';
import type { LedgerReads } from './sqlLedger';

/** The columns every registration has (migration 001), as the store reads them back. */
export interface RegistrationColumns {
  title: string;
  familyName: string;
  givenName: string;
  region: string;
  organizationName: string;
  postTitle: string;
  email: string;
  iddCode: string;
  phoneNumber: string;
  feeCategory: string;
  feeAmount: number;
  currency: string;
  feePeriod: Period;
  /** '' when the event asks no dinner question (schemas/extras.json declares the extras). */
  joinGalaDinner: YesNo | '';
  dietaryPreference: string;
  memberStatus: MemberStatus;
  paymentMethod: PaymentMethod;
}

/** A checked registration, ready to keep. */
export interface NewRegistration {
  /**
   * The payload's texts by key, as the field table (core/registration/fieldTable.ts) lists them: a key with a column of
   * its own is kept there, any other (a field staff added to the schema) in `extra_fields`.
   */
  fields: Record<string, string>;
  feeAmount: number;
  currency: string;
  feePeriod: Period;
  /** The catalogue the delegate used ('en', 'zh-Hant', 'zh-Hans'); e-mails and the invoice use it. English when absent. */
  language?: string;
  /**
   * An invited guest a manager registers with the fee waived (server/complimentary/): no invoice and no acknowledgement;
   * the waiver is booked, the registration confirmed and the guest's confirmation queued in the same transaction.
   */
  guest?: { reason: string; actor: string };
}

/** One field of a kept registration, with its English label. */
export interface StoredField {
  key: string;
  label: string;
  value: string;
}

export interface StoredRegistration extends RegistrationColumns {
  id: number;
  createdAt: Date;
  /** The fields kept beyond the contract's columns, by payload key. */
  extraFields: Record<string, string>;
  /**
   * Every field sent, with its label, in the order of form.schema.json, then any the schema no longer has: what a
   * listing or an export shows without naming fields itself.
   */
  fields: StoredField[];
  language: string;
  /** 'PICS2025-0042': unique per event, quoted on bank transfers; null only for rows older than the lifecycle. */
  reference: string | null;
  state: RegistrationState;
  /** Bank transfers get an invoice when they register: its gapless number and date (YYYY-MM-DD). */
  invoiceNumber: string | null;
  invoiceDate: string | null;
  /** What was received, once paid. */
  paidAmount: number | null;
  paidCurrency: string | null;
  paidOn: string | null;
  /** The fee a manager waived for an invited guest (migration 030); null or absent when none was. */
  feeWaivedAmount?: number | null;
  /** The version the delegate's personal link is signed over (server/delegate/delegateLink.ts); bumped to revoke it. */
  linkVersion: number;
  /** When the link was last e-mailed on request (a repeat submission, a lost link), to send it at most every 10 minutes. */
  linkMailedAt: Date | null;
  /** A new e-mail address the delegate asked for, waiting for its owner to open the confirmation link. */
  pendingEmail: string | null;
  /** The address a confirmed change replaced, which the undo link sent to it restores (migration 029). */
  previousEmail?: string | null;
  /** When the retention job (or a manager, early) erased its personal data (server/retention/); unset until then. */
  personalDataErasedAt?: Date | null;
}

/** The outcome of keeping a registration: kept, or another one already holds the e-mail. */
export type RegistrationInsert =
  | { outcome: 'created'; registration: StoredRegistration }
  | {
      outcome: 'exists';
      existing: { id: number; paymentMethod: PaymentMethod; paid: boolean; state: RegistrationState };
    };

/** One checkout session's status; the registration's state is the truth about being paid. */
export type PaymentStatus = 'pending' | 'paid' | 'cancelled' | 'expired';

export interface NewPayment {
  registrationId: number;
  provider: string;
  sessionId: string;
  pageToken: string | null;
  amount: number;
  currency: string;
}

/** A checkout session with the registration it pays for. */
export interface CheckoutRecord {
  sessionId: string;
  provider: string;
  pageToken: string | null;
  status: PaymentStatus;
  amount: number;
  currency: string;
  registration: StoredRegistration;
}

/** One checkout session of a registration. */
export interface CheckoutSummary {
  sessionId: string;
  provider: string;
  status: PaymentStatus;
  createdAt: Date;
}

/** A registration as the admin listing shows it, with its latest checkout's status. */
export interface RegistrationListing extends StoredRegistration {
  paymentStatus: PaymentStatus | null;
}

export interface NewErrorReport {
  error: string;
  url: string;
  projectYear: number;
  projectName: string;
  userAgent: string | null;
  /** Who sent it, as a hash of the client address: the row cap weighs senders by it (limitsSql.ts). */
  clientKey: string | null;
  /** When it came, by the server's clock: what staff are shown. */
  at: Date;
}

/** How long and how many of the rows that hold personal data or grow with traffic are kept (server/README.md). */
export interface RetentionPolicy {
  /** Error reports older than this are purged; they may quote what a delegate typed. */
  errorReportDays: number;
  /** At most this many error reports are kept, the newest. */
  errorReportMaxRows: number;
  /** New sessions are refused while this many are alive. */
  sessionMaxRows: number;
}

/** What one purge removed. */
export interface PurgeCounts {
  sessions: number;
  errorReports: number;
  rateLimits: number;
}

/** The whole store: registrations and their lifecycle, checkouts, refunds, sessions, reports and limits. */
export interface Store
  extends LifecycleStore, RefundStore, LedgerReads, DelegateStore, ReminderStore, CreditStore, FeeChangeStore {
  /** Where the data lives, for start-up output. */
  readonly description: string;
  /** The outbox's pending and failed counts and the oldest pending message's age (GET /health); throws when the database does not answer. */
  outboxHealth(): Promise<OutboxHealth>;
  /** Keeps a new session, dropping expired ones on the way. */
  createSession(idHash: string, csrfToken: string, lifetimeSeconds: number): Promise<void>;
  /** The unexpired session of this hash, its lifetime extended. */
  touchSession(idHash: string, lifetimeSeconds: number): Promise<{ csrfToken: string } | undefined>;
  /** The unexpired session of this hash. */
  findSession(idHash: string): Promise<{ csrfToken: string } | undefined>;
  /**
   * Keeps a registration unless its e-mail (any case) is taken, safely under concurrent calls; in the same
   * transaction gives it its reference (and a bank transfer its invoice number), records its first history row and
   * queues the messages it emits. `at` is when it registered (the server's clock).
   */
  insertRegistration(registration: NewRegistration, at?: Date): Promise<RegistrationInsert>;
  /** Removes a registration that never got a payment (its checkout could not be created). */
  discardRegistration(id: number): Promise<void>;
  /**
   * Records a checkout session the delegate's Pay opened, under the registration's lock: pending while its amount is
   * still what the registration owes; else expired at once and answered 'stale' (a change of what it owes, or a
   * cancellation, committed while the session was being opened at the provider). `at`: the server's clock.
   */
  recordCheckout(payment: NewPayment, at: Date): Promise<'pending' | 'stale'>;
  /** A registration's checkout sessions, oldest first (a session the provider gave twice is kept once). */
  checkoutsOf(registrationId: number): Promise<CheckoutSummary[]>;
  /**
   * The sessions of `provider` ended here (of one registration, or of any) that it has not yet confirmed ended there,
   * oldest first, at most 50 at a time.
   */
  checkoutsToEndAtProvider(provider: string, registrationId?: number): Promise<string[]>;
  /** Records that the provider answered a session's end: it is no longer payable there, and is not called again. */
  checkoutEndedAtProvider(sessionId: string, at: Date): Promise<void>;
  /** Applies a card provider's notice once per event id, in one transaction with the lifecycle change it makes. */
  applyProviderNotice(notice: ProviderNotice, at?: Date): Promise<NoticeOutcome>;
  /** A checkout session with its registration; undefined when unknown. */
  findCheckout(sessionId: string): Promise<CheckoutRecord | undefined>;
  /**
   * Moves a pending checkout to `status` and, in the same transaction, drives the lifecycle: 'paid' confirms the payment
   * (cause card_provider, e-mail queued), 'cancelled' and 'expired' end the checkout (the registration stays payable).
   * Answers the status it has afterwards, or undefined if unknown. `at` is when it happened.
   */
  completePayment(
    sessionId: string,
    status: 'paid' | 'cancelled' | 'expired',
    at?: Date,
  ): Promise<PaymentStatus | undefined>;
  insertErrorReport(report: NewErrorReport): Promise<void>;
  listRegistrations(): Promise<RegistrationListing[]>;
  /** Counts a request under `key` in a fixed window shared by every process on the database; answers the count so far. */
  countRequest(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** How many sessions have not expired. */
  countLiveSessions(): Promise<number>;
  /** Keeps only the newest `maxRows` error reports; answers how many were removed. */
  trimErrorReports(maxRows: number): Promise<number>;
  /** Removes what the retention policy no longer keeps. */
  purge(policy: RetentionPolicy): Promise<PurgeCounts>;
  close(): Promise<void>;
}
