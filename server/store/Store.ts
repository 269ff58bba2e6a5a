/** What the routes keep and read; one implementation (sqlStore) serves PGlite and PostgreSQL alike. */
import type { MemberStatus, PaymentMethod, Period, YesNo } from '../../src/model/types';

/** A checked registration, ready to keep. */
export interface NewRegistration {
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
  joinGalaDinner: YesNo;
  dietaryPreference: string;
  memberStatus: MemberStatus;
  paymentMethod: PaymentMethod;
}

export interface StoredRegistration extends NewRegistration {
  id: number;
  createdAt: Date;
}

/** The outcome of keeping a registration: kept, or another one already holds the e-mail. */
export type RegistrationInsert =
  | { outcome: 'created'; registration: StoredRegistration }
  | { outcome: 'exists'; existing: { paymentMethod: PaymentMethod; paid: boolean } };

export type PaymentStatus = 'pending' | 'paid' | 'cancelled';

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

/** A registration as the admin listing shows it. */
export interface RegistrationListing extends StoredRegistration {
  paymentStatus: PaymentStatus | null;
}

export interface NewErrorReport {
  error: string;
  url: string;
  projectYear: number;
  projectName: string;
  userAgent: string | null;
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

export interface Store {
  /** Where the data lives, for start-up output. */
  readonly description: string;
  /** Keeps a new session, dropping expired ones on the way. */
  createSession(idHash: string, csrfToken: string, lifetimeSeconds: number): Promise<void>;
  /** The unexpired session of this hash, its lifetime extended. */
  touchSession(idHash: string, lifetimeSeconds: number): Promise<{ csrfToken: string } | undefined>;
  /** The unexpired session of this hash. */
  findSession(idHash: string): Promise<{ csrfToken: string } | undefined>;
  /** Keeps a registration unless its e-mail (any case) is taken, safely under concurrent calls. */
  insertRegistration(registration: NewRegistration): Promise<RegistrationInsert>;
  /** Removes a registration that never got a payment (its checkout could not be created). */
  discardRegistration(id: number): Promise<void>;
  createPayment(payment: NewPayment): Promise<void>;
  findCheckout(sessionId: string): Promise<CheckoutRecord | undefined>;
  /** Moves a pending payment to `status`; answers the status it has afterwards, or undefined if unknown. */
  completePayment(sessionId: string, status: 'paid' | 'cancelled'): Promise<PaymentStatus | undefined>;
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
