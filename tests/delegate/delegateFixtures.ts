/** A delegate's view as the server sends it (core/api/delegateTypes.ts), and the mock backend's answers to it. */
import { http, HttpResponse } from 'msw';

import type { DelegateView } from '../../core/api/delegateTypes';
import type { DelegateVisaView } from '../../core/api/visaLetterTypes';
import { apiUrl } from '../msw/backend';
import { extraView, followUps } from '../support/eventExtra';
import { feeAt } from '../support/schemaTexts';

export const token = 'tok-0123456789abcdef';

/** An unpaid card registration whose checkout was cancelled, in English, with every action open. */
export function delegateView(overrides: Partial<DelegateView> = {}): DelegateView {
  return {
    reference: 'PICS2025-0042',
    state: 'awaiting_payment',
    language: 'en',
    paymentMethod: 'online',
    fields: [
      { key: 'title', value: 'Dr', editable: true },
      { key: 'family_name', value: 'Chan', editable: true },
      { key: 'given_name', value: 'Tai Man', editable: true },
      { key: 'region', value: 'Hong Kong', editable: false },
      { key: 'organization_name', value: 'Department of Health', editable: false },
      { key: 'post_title', value: 'Pharmacist', editable: true },
      { key: 'email', value: 'tm.chan@example.org', editable: false },
      { key: 'idd_code', value: '+852', editable: true },
      { key: 'phone_number', value: '21234567', editable: true },
      { key: 'join_gala_dinner', value: 'Yes', editable: false },
      { key: 'dietary_preference', value: 'Halal', editable: false },
    ],
    // A fee code of the fees under test: the page names its row, column and period from schemas/fees.json.
    fee: { category: feeAt('sem', 'Members').value, amount: 800, currency: 'USD' },
    paid: null,
    balanceDue: null,
    extras: extraView(true, followUps[1] ?? ''),
    refund: null,
    refundIfCancelledNow: { amount: 0, currency: 'USD', percent: 0, cutOffDay: '2025-10-06' },
    pendingEmail: null,
    documents: { invoice: false, receipt: false, calendar: true },
    badge: null,
    certificate: null,
    history: [{ at: '2025-09-01T02:00:00Z', event: 'registered', by: 'delegate' }],
    messages: [{ kind: 'delegate_link', sentAt: '2025-09-01T02:05:00Z', status: 'sent' }],
    can: { pay: true, switchToBank: true, correctDetails: true, changeEmail: true, cancel: true },
    ...overrides,
  };
}

/** The same registration once paid by card: what can be done narrows to the extras, the details, e-mail and cancel. */
export function paidView(overrides: Partial<DelegateView> = {}): DelegateView {
  return delegateView({
    state: 'paid',
    paid: { amount: 800, currency: 'USD', on: '2025-09-02', method: 'card' },
    refundIfCancelledNow: { amount: 600, currency: 'USD', percent: 75, cutOffDay: '2025-10-06' },
    documents: { invoice: false, receipt: true, calendar: true },
    badge: { reference: 'PICS2025-0042' },
    history: [
      { at: '2025-09-01T02:00:00Z', event: 'registered', by: 'delegate' },
      { at: '2025-09-02T03:30:00Z', event: 'payment_confirmed', by: 'card_provider' },
    ],
    messages: [{ kind: 'online_confirmation', sentAt: '2025-09-02T03:31:00Z', status: 'sent' }],
    can: { pay: false, switchToBank: false, correctDetails: true, changeEmail: true, cancel: true },
    ...overrides,
  });
}

/** GET /web/delegate/<token> answers this view. */
export function viewHandler(view: DelegateView, forToken = token) {
  return http.get(apiUrl(`/web/delegate/${forToken}`), () => HttpResponse.json(view));
}

/** The visa letter section's own view (src/delegate/visa/): no request yet, one may be made. */
export function visaHandler(view: DelegateVisaView = { mayRequest: true, waitsForPayment: false }, forToken = token) {
  return http.get(apiUrl(`/web/delegate/${forToken}/visa-letter`), () => HttpResponse.json(view));
}

/** Records the bodies a POST to /web/delegate/<token>/<action> receives, answering `answer` with `status`. */
export function actionHandler(action: string, answer: unknown, status = 200) {
  const bodies: unknown[] = [];
  const handler = http.post(apiUrl(`/web/delegate/${token}/${action}`), async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(answer as Record<string, unknown>, { status });
  });
  return { handler, bodies };
}
