/** What certificates keep: one per registration, numbered, with the e-mail that carries it queued in the same step. */
import type { AttendedMeeting } from '../../core/rules/certificates';

/** A certificate as issued. */
export interface Certificate {
  /** The readable number of the series, printed ('PICS2025-C-0007'). */
  number: string;
  /** The number and the random code, which the verification address carries ('PICS2025-C-0007-3F9AC21B77D0'). */
  identifier: string;
  registrationId: number;
  /** The registered name as the certificate prints it. */
  name: string;
  attended: AttendedMeeting[];
  issuedAt: Date;
  issuedBy: string;
  /** Void since its registration was cancelled (core/rules/certificates.ts). */
  revoked: boolean;
  /**
   * The day printed on it and its verification address, as its e-mail sent them (so a copy made later is the same
   * certificate); undefined once that e-mail is gone.
   */
  printed?: { issuedOn: string; verificationUrl: string };
}

/** What issuing one certificate needs. */
export interface CertificateRequest {
  registrationId: number;
  name: string;
  attended: AttendedMeeting[];
  /** The event's reference prefix, the series' prefix ('PICS2025' gives 'PICS2025-C-0001'). */
  prefix: string;
  /** The site's address; the verification address is `<siteUrl>/certificates/<identifier>`. */
  siteUrl: string;
  /** 'staff alice@example.org'. */
  issuedBy: string;
  /** The day it is issued (YYYY-MM-DD, the event's time zone), printed on it. */
  issuedOn: string;
  /** When it is issued, by the server's clock (its e-mail's queued time too). */
  at: Date;
}

export type IssueOutcome =
  | { outcome: 'issued'; number: string; identifier: string }
  | { outcome: 'exists'; number: string }
  | { outcome: 'not_paid' }
  | { outcome: 'not_found' };

export interface CertificateStore {
  /**
   * Issues a registration's certificate and queues its e-mail in one transaction, unless it has one: then answers the
   * one it has (so issuing twice, or from two processes at once, gives one certificate and one e-mail).
   */
  issue(request: CertificateRequest): Promise<IssueOutcome>;
  /** The certificate of an identifier, number and code (any case); undefined when none was issued with both. */
  find(identifier: string): Promise<Certificate | undefined>;
  /** A registration's certificate, for its page; undefined when it has none. */
  ofRegistration(registrationId: number): Promise<Certificate | undefined>;
  /** How many certificates were issued. */
  count(): Promise<number>;
}
