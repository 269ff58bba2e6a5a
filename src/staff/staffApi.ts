/** The staff console's calls to /staff/api: the session's CSRF token on every POST, errors as StaffApiError. */
import type { CertificateIssueSummary, CertificatePreview } from '../../core/api/certificateTypes';
import type { CreditDecisionAnswer, CreditDecisionRequest, FollowUpCreditsAnswer } from '../../core/api/creditTypes';
import type { KeyedRefusal } from '../../core/api/keyedText';

/** What the API answers besides success: its message, and per-field messages for a 422, in English and by key. */
export interface StaffErrorBody extends KeyedRefusal {
  message?: string;
  errors?: Record<string, string[]>;
}

/** A refused call; `status` 401 means the session has ended. */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StaffErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'StaffApiError';
  }
}

export type StaffRole = 'viewer' | 'manager';

export interface StaffSession {
  account: { email: string; role: StaffRole };
  csrfToken: string;
}

let csrfToken = '';

export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    headers['x-staff-csrf'] = csrfToken;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    throw new StaffApiError(0, {});
  }
  if (response.status === 204) return undefined as T;
  const json = (await response.json().catch(() => ({}))) as unknown;
  if (!response.ok) throw new StaffApiError(response.status, json ?? {});
  return json as T;
}

function remember(session: StaffSession): StaffSession {
  csrfToken = session.csrfToken;
  return session;
}

/** The list's query string as the API and the CSV export read it. */
export function listQueryString(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (value !== '') kept.set(key, value);
  return kept.toString();
}

/** The parameters without the page's ?lang=: the interface language is the page's, not a filter of the list. */
export function withoutLanguage(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(params);
  kept.delete('lang');
  return kept;
}

export const staffApi = {
  session: async () => remember(await call<StaffSession>('GET', '/staff/api/session')),
  /** A session the check-in page kept, resumed without the network; the server still checks it on every call. */
  resume: (session: StaffSession) => remember(session),
  signIn: async (email: string, password: string) =>
    remember(await call<StaffSession>('POST', '/staff/api/sign-in', { email, password })),
  signOut: () => call<void>('POST', '/staff/api/sign-out'),
  list: <T>(params: URLSearchParams) =>
    call<T>('GET', `/staff/api/registrations?${listQueryString(withoutLanguage(params))}`),
  registration: <T>(id: string) => call<T>('GET', `/staff/api/registrations/${encodeURIComponent(id)}`),
  act: <T>(
    id: string,
    action:
      | 'confirm-payment'
      | 'cancel'
      | 'resend'
      | 'contact'
      | 'refund-paid'
      | 'accept-shortfall'
      | 'waive-fee'
      | 'fee-change',
    body: unknown,
  ) => call<T>('POST', `/staff/api/registrations/${encodeURIComponent(id)}/${action}`, body),
  guest: <T>(body: { registration: unknown; reason: string; language: string }) =>
    call<T>('POST', '/staff/api/guests', body),
  statement: <T>(step: 'preview' | 'confirm', fileName: string, content: string) =>
    call<T>('POST', `/staff/api/bank-statements/${step}`, { fileName, content }),
  statistics: <T>() => call<T>('GET', '/staff/api/statistics'),
  errorReports: <T>(page: number) => call<T>('GET', `/staff/api/error-reports?page=${page}`),
  checkinList: <T>(language: string) => call<T>('GET', `/staff/api/checkin?lang=${encodeURIComponent(language)}`),
  checkinScans: <T>(scans: unknown[], language: string) =>
    call<T>('POST', `/staff/api/checkin/scans?lang=${encodeURIComponent(language)}`, { scans }),
  checkinUndo: (registrationId: number, day: string) =>
    call<{ undone: true }>('POST', '/staff/api/checkin/undo', { registrationId, day }),
  certificates: <T>() => call<T>('GET', '/staff/api/certificates'),
  /** Who a selection (`references`, the list's filters, or nothing for everyone) gives a certificate. */
  certificatePreview: (selection: Record<string, string>) =>
    call<CertificatePreview>('GET', `/staff/api/certificates/preview?${new URLSearchParams(selection).toString()}`),
  issueCertificates: (selection: Record<string, string>) =>
    call<CertificateIssueSummary>('POST', '/staff/api/certificates/issue', selection),
  creditsToFollowUp: () => call<FollowUpCreditsAnswer>('GET', '/staff/api/credits'),
  decideCredit: (decision: CreditDecisionRequest) =>
    call<CreditDecisionAnswer>('POST', '/staff/api/credits/decisions', decision),
  overdueTransfers: <T>() => call<T>('GET', '/staff/api/reminders/overdue'),
  sendReminder: <T>(id: number) => call<T>('POST', `/staff/api/registrations/${id}/send-reminder`, {}),
};
