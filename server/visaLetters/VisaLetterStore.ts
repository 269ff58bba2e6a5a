/** What the visa letters keep: one request per registration, and the letter an approval issues with its e-mail. */
import type { StaffVisaRow, VisaRequestStatus } from '../../core/api/visaLetterTypes';
import type { VisaRequestValues } from '../../core/rules/visaLetter';

/** A registration's request as kept; `values` undefined once erased. */
export interface VisaRequest {
  id: number;
  registrationId: number;
  status: VisaRequestStatus;
  values: VisaRequestValues | undefined;
  requestedAt: Date;
  reason?: string;
  letter?: { number: string; verificationCode: string; issuedOn: string };
}

/** What an approval issues the letter with. */
export interface Approval {
  requestId: number;
  /** 'staff alice@example.org'. */
  decidedBy: string;
  at: Date;
  /** The event's reference prefix: 'PICS2025' gives 'PICS2025-V-0001'. */
  prefix: string;
  /** The day printed on the letter (YYYY-MM-DD, the event's time zone). */
  issuedOn: string;
  /** The code printed on the letter; the store keeps it unless the letter exists already. */
  verificationCode: string;
  /** Where the code is checked, printed and sent with the letter. */
  checkUrl: (code: string) => string;
}

export type RequestOutcome =
  { outcome: 'kept'; request: VisaRequest } | { outcome: 'issued' } | { outcome: 'cancelled' };

export type ApprovalOutcome =
  | { outcome: 'issued'; number: string }
  | { outcome: 'exists'; number: string }
  | { outcome: 'waits_for_payment' }
  | { outcome: 'cancelled' }
  | { outcome: 'not_found' };

export type DeclineOutcome = { outcome: 'declined' } | { outcome: 'issued' } | { outcome: 'not_found' };

/** What the public check shows of a genuine code. */
export interface CheckedLetter {
  name: string;
}

export interface VisaLetterStore {
  /** Keeps a delegate's request (replacing an earlier one not yet approved), unless a letter is issued or cancelled. */
  request(registrationId: number, values: VisaRequestValues, language: string, at: Date): Promise<RequestOutcome>;
  ofRegistration(registrationId: number): Promise<VisaRequest | undefined>;
  /** Every request, newest first, with its registration's name, reference and state. */
  list(): Promise<(Omit<StaffVisaRow, 'values'> & { values?: VisaRequestValues })[]>;
  /**
   * Issues the letter and queues its e-mail in one transaction, under the registration's row lock: a second approval,
   * by another manager or in another process, finds the letter and sends nothing.
   */
  approve(approval: Approval): Promise<ApprovalOutcome>;
  decline(requestId: number, reason: string, decidedBy: string, at: Date): Promise<DeclineOutcome>;
  /** The letter a verification code belongs to; undefined for none. */
  check(code: string): Promise<CheckedLetter | undefined>;
}
