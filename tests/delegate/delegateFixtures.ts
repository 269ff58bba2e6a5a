/** A delegate's view as the server sends it (core/api/delegateTypes.ts), and the mock backend's answers to it. */
import { http, HttpResponse } from 'msw';

import type { DelegateView } from '../../core/api/delegateTypes';
import type { DelegateVisaView } from '../../core/api/visaLetterTypes';
import { event, fees } from '../../core/model/schemaData';
import { apiUrl } from '../msw/backend';
import { extraView, followUps } from '../support/eventExtra';
import { columnAt, listedRegion, rowAt } from '../support/eventShape';
import { addDays } from '../support/eventTimes';
import { authorityText, feeAt } from '../support/schemaTexts';

export const token = 'tok-0123456789abcdef';

/** The registration's reference, with the prefix of the event under test. */
export const reference = `${event.referencePrefix}-0042`;

/** The delegate's region and organisation: a region of the first fee column of regions.json and its first authority. */
export const region = listedRegion();
const organisation = region.authorities[0];
if (!organisation) throw new Error('a region with authorities lists one');

/** Its fee: a cell of the grid under test, priced and in the currency of schemas/fees.json. */
export const fee = feeAt(rowAt(1), columnAt(0));

/** What cancelling a paid registration refunds in these views (the server's rule says 75% before the cut-off). */
export const refundNow = { amount: (fee.price * 75) / 100, percent: 75 };

/** The days of the registration's story, a month and more before the event's closing day: registered, then paid. */
export const registeredOn = addDays(event.dates.registrationCloses, -54);
export const paidOn = addDays(registeredOn, 1);
/** The refund cut-off the view names: a month before the seminar. */
const cutOffDay = addDays(event.dates.seminarStart, -30);

/** An unpaid card registration whose checkout was cancelled, in English, with every action open. */
export function delegateView(overrides: Partial<DelegateView> = {}): DelegateView {
  const view: DelegateView = {
    reference,
    state: 'awaiting_payment',
    language: 'en',
    paymentMethod: 'online',
    fields: [
      { key: 'title', value: 'Dr', editable: true },
      { key: 'family_name', value: 'Chan', editable: true },
      { key: 'given_name', value: 'Tai Man', editable: true },
      { key: 'region', value: region.regionName, editable: false },
      { key: 'organization_name', value: authorityText(organisation), editable: false },
      { key: 'post_title', value: 'Pharmacist', editable: true },
      { key: 'email', value: 'tm.chan@example.org', editable: false },
      { key: 'idd_code', value: '+852', editable: true },
      { key: 'phone_number', value: '21234567', editable: true },
      { key: 'join_gala_dinner', value: 'Yes', editable: false },
      { key: 'dietary_preference', value: 'Halal', editable: false },
    ],
    // A fee code of the fees under test: the page names its row, column and period from schemas/fees.json.
    fee: { category: fee.value, amount: fee.price, currency: fees.currency },
    paid: null,
    balanceDue: null,
    extras: extraView(true, followUps[1] ?? ''),
    refund: null,
    refunds: [],
    refundIfCancelledNow: { amount: 0, currency: fees.currency, percent: 0, cutOffDay },
    pendingEmail: null,
    documents: { invoice: false, receipt: false, calendar: true },
    badge: null,
    certificate: null,
    history: [{ at: `${registeredOn}T02:00:00Z`, event: 'registered', by: 'delegate' }],
    messages: [{ kind: 'delegate_link', sentAt: `${registeredOn}T02:05:00Z`, status: 'sent' }],
    can: { pay: true, switchToBank: true, correctDetails: true, changeEmail: true, cancel: true },
    ...overrides,
  };
  // The server lists the refund it names among every refund: a view given only that one lists it alone.
  return overrides.refunds === undefined && view.refund ? { ...view, refunds: [view.refund] } : view;
}

/** The same registration once paid by card: what can be done narrows to the extras, the details, e-mail and cancel. */
export function paidView(overrides: Partial<DelegateView> = {}): DelegateView {
  return delegateView({
    state: 'paid',
    paid: { amount: fee.price, currency: fees.currency, on: paidOn, method: 'card' },
    refundIfCancelledNow: { ...refundNow, currency: fees.currency, cutOffDay },
    documents: { invoice: false, receipt: true, calendar: true },
    badge: { reference },
    history: [
      { at: `${registeredOn}T02:00:00Z`, event: 'registered', by: 'delegate' },
      { at: `${paidOn}T03:30:00Z`, event: 'payment_confirmed', by: 'card_provider' },
    ],
    messages: [{ kind: 'online_confirmation', sentAt: `${paidOn}T03:31:00Z`, status: 'sent' }],
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
