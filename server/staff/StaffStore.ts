/** What the staff console keeps: accounts, their sessions, failed sign-ins; and the error reports and counts it reads. */
import type { StateChange } from '../../core/rules/eventStatistics';

/** Viewers read and export; managers also act on registrations. */
export const staffRoles = ['viewer', 'manager'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

/** An account as the console and the CLI show it. */
export interface StaffAccount {
  id: number;
  email: string;
  role: StaffRole;
  createdAt: Date;
}

/** An account with the hash its password is checked against. */
export interface StaffCredentials extends StaffAccount {
  passwordHash: string;
}

/** A signed-in session: who, and the token its state-changing calls must carry. */
export interface StaffSession {
  account: StaffAccount;
  csrfToken: string;
}

/** A stored front-end error report (spec section 3), newest first in listings. */
export interface StoredErrorReport {
  id: number;
  error: string;
  url: string;
  projectYear: number;
  projectName: string;
  userAgent: string | null;
  createdAt: Date;
}

/** When a key (an account or an address) is locked after failed sign-ins. */
export interface LockRule {
  /** Failures within `windowSeconds` that lock the key. */
  threshold: number;
  /** The first lock; each further failure doubles it, up to a day. */
  lockSeconds: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
}

/** When an account's sign-ins take the slower path, and how slow it is. */
export interface SlowPathRule {
  /** Failures for the account within `windowSeconds`, from any address, that start the slower path. */
  threshold: number;
  windowSeconds: number;
  /** Sign-ins for the account are let through at least this far apart. */
  spacingSeconds: number;
  /** A sign-in that would wait longer than this is answered 429 with Retry-After instead. */
  maxWaitSeconds: number;
}

/** A sign-in's turn on the slower path: none needed, wait this long, or come back later. */
export type SlowPathSlot =
  { outcome: 'none' } | { outcome: 'wait'; waitSeconds: number } | { outcome: 'full'; waitSeconds: number };

/** What the event's charts are drawn from: counts only, never who. */
export interface RegistrationCounts {
  /** Registrations there are, whatever their state. */
  total: number;
  /** Each day's net change of each state's count, the day in the time zone asked for. */
  changes: StateChange[];
  /** Coming registrations (core/rules/eventStatistics.ts) per stored fee category. */
  byFeeCategory: { feeCategory: string; count: number }[];
  /** Coming registrations per stored region, most first. */
  byRegion: { region: string; count: number }[];
}

/** The contact details staff may correct, by the store's field names. */
export const contactFields = [
  'title',
  'givenName',
  'familyName',
  'postTitle',
  'email',
  'iddCode',
  'phoneNumber',
] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactChanges = Partial<Record<ContactField, string>>;

/** What correcting contact details did. */
export type ContactOutcome =
  { outcome: 'corrected'; changed: ContactField[] } | { outcome: 'not_found' } | { outcome: 'email_taken' };

export interface StaffStore {
  /** Keeps a new account unless its e-mail (any case) is taken. */
  addAccount(email: string, role: StaffRole, passwordHash: string): Promise<'created' | 'exists'>;
  listAccounts(): Promise<StaffAccount[]>;
  /** Removes an account and its sessions; false when there was none. */
  removeAccount(email: string): Promise<boolean>;
  /** Replaces the password hash and ends the account's sessions; false when there is no such account. */
  setPassword(email: string, passwordHash: string): Promise<boolean>;
  findCredentials(email: string): Promise<StaffCredentials | undefined>;
  createSession(
    idHash: string,
    accountId: number,
    csrfToken: string,
    idleSeconds: number,
    maxSeconds: number,
  ): Promise<void>;
  /** The unexpired session of this hash, its idle expiry moved on (never past its end). */
  touchSession(idHash: string, idleSeconds: number): Promise<StaffSession | undefined>;
  deleteSession(idHash: string): Promise<void>;
  /** Seconds until the latest lock among `keys` ends; 0 when none is locked. */
  lockedFor(keys: readonly string[]): Promise<number>;
  /** Counts a failed sign-in against `key`, locking it when the rule says so. */
  recordFailure(key: string, rule: LockRule): Promise<void>;
  clearFailures(key: string): Promise<void>;
  /** Past the rule's threshold of failures for `key`, takes the next turn, `spacingSeconds` after the one before. */
  takeSlowPathSlot(key: string, rule: SlowPathRule): Promise<SlowPathSlot>;
  /** Forgets an account's failed sign-ins, from every address; false when there is no such account. */
  unlockAccount(email: string): Promise<boolean>;
  /**
   * Changes a registration's contact details in one transaction and records in its history what changed, from what
   * to what, and who changed it (`actor`). Fields given unchanged are left out; nothing at all changed records nothing.
   */
  correctContact(registrationId: number, changes: ContactChanges, actor: string, at: Date): Promise<ContactOutcome>;
  /** Error reports, newest first. */
  listErrorReports(limit: number, offset: number): Promise<{ total: number; reports: StoredErrorReport[] }>;
  /** The counts the event's charts are drawn from, days in `timeZone` (an IANA name such as 'Asia/Hong_Kong'). */
  registrationCounts(timeZone: string): Promise<RegistrationCounts>;
}
