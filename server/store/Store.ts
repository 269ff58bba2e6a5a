/** What the routes keep and read; one implementation (sqlStore) serves PGlite and PostgreSQL alike. */
import type { MemberStatus, PaymentMethod, Period, YesNo } from '../../src/model/types';

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
  joinGalaDinner: YesNo;
  dietaryPreference: string;
  memberStatus: MemberStatus;
  paymentMethod: PaymentMethod;
}

/** A checked registration, ready to keep. */
export interface NewRegistration {
  /**
   * The payload's texts by key, as the field table (src/registration/fieldTable.ts) lists them: a key with a column of
   * its own is kept there, any other (a field staff added to the schema) in `extra_fields`.
   */
  fields: Record<string, string>;
  feeAmount: number;
  currency: string;
  feePeriod: Period;
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
  close(): Promise<void>;
}
