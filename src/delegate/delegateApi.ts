/** What the delegate's page reads from the server (server/delegate/delegateView.ts), and where its documents are. */
import { createApiClient } from '../api/client';
import { config } from '../config';
import type { PaymentMethod, YesNo } from '../model/types';

export type RegistrationState = 'awaiting_payment' | 'paid' | 'cancelled' | 'checkout_expired';

export interface DelegateView {
  reference: string | null;
  state: RegistrationState;
  language: string;
  createdAt: string;
  fields: { key: string; value: string }[];
  feeCategory: string;
  feeAmount: number;
  currency: string;
  paymentMethod: PaymentMethod;
  joinGalaDinner: YesNo;
  dietaryPreference: string;
  paid: { amount: number; currency: string; paidOn: string | null } | null;
  payable: boolean;
  invoiceNumber: string | null;
  history: {
    at: string;
    event: string;
    actor: 'delegate' | 'staff' | 'card_provider' | 'system';
    state: RegistrationState;
  }[];
  messages: { kind: string; at: string; status: string }[];
  checkouts: { at: string; status: string }[];
  documents: { invoice: boolean; receipt: boolean; calendar: boolean };
}

// Not the site's client: its failures go to the error reports, and these addresses carry the delegate's token.
const api = createApiClient({ baseUrl: config.apiBaseUrl });

/** The page's path before the token, as the e-mails' links have it. */
export const delegatePagePrefix = '/registration/';

/** The registration a token opens; throws the ApiError of a 404 for one that opens none. */
export async function loadDelegateView(token: string): Promise<DelegateView> {
  const answer = (await api.get(`/web/delegate/${encodeURIComponent(token)}`)) as { data: DelegateView };
  return answer.data;
}

/** The address of one of the registration's documents. */
export function documentUrl(token: string, file: 'invoice.pdf' | 'receipt.pdf' | 'calendar.ics'): string {
  return `${config.apiBaseUrl}/web/delegate/${encodeURIComponent(token)}/${file}`;
}
