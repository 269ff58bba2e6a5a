/** The visa letters' API answers: the delegate's own request, the console's review list, the public check. */
import type { RegistrationState } from '../lifecycle/registrationState';
import type { VisaRequestValues } from '../rules/visaLetter';

/** Where a request stands: asked (waiting for a manager), approved (the letter is issued), declined. */
export type VisaRequestStatus = 'requested' | 'approved' | 'declined';

/** GET /web/delegate/<token>/visa-letter: the delegate's request, if any, and what they may do. */
export interface DelegateVisaView {
  /** Whether the page offers the request form (any state but cancelled, and no letter issued yet). */
  mayRequest: boolean;
  /** The registration is not paid yet: a request is kept and a letter waits for the payment. */
  waitsForPayment: boolean;
  request?: {
    status: VisaRequestStatus;
    values: VisaRequestValues;
    requestedAt: string;
    /** The manager's reason, when declined. */
    reason?: string;
    letter?: { number: string; issuedOn: string };
  };
}

/** A row of the console's review list; a viewer's rows carry no passport data. */
export interface StaffVisaRow {
  id: number;
  registrationId: number;
  reference: string;
  registeredName: string;
  state: RegistrationState;
  status: VisaRequestStatus;
  requestedAt: string;
  reason?: string;
  letterNumber?: string;
  /** Managers only. */
  values?: VisaRequestValues;
}

/** GET /staff/api/visa-letters. */
export interface StaffVisaList {
  rows: StaffVisaRow[];
  /** Whether the rows carry passport data (managers) or not (viewers). */
  passportData: boolean;
}

/** GET /web/visa-letters/<code>: what an embassy may learn from a genuine code, and nothing more. */
export interface VisaCheckAnswer {
  name: string;
  event: string;
  firstDay: string;
  lastDay: string;
}
