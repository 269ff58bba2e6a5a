/** The delegate's page as they may read it: their own data and story, never staff notes or staff addresses. */
import type { DelegateActions, DelegateExtra, DelegateHistoryEntry, DelegateView } from '../../core/api/delegateTypes';
import type { RefundAnswer } from '../../core/api/moneyTypes';
import { isPayable } from '../../core/lifecycle/lifecycle';
import { extras } from '../../core/model/extras';
import { meetings } from '../../core/model/meetings';
import type { EventInfo } from '../../core/model/types';
import { delegateEditableKeys } from '../../core/registration/delegateEditable';
import { delegateMayCancel } from '../../core/rules/delegateCancellation';
import { extraMayChange, followUpAnswer, joinsExtra } from '../../core/rules/extras';
import type { Movement } from '../../core/rules/ledger';
import { cancellationBooking, ledgerFigures } from '../../core/rules/ledgerFigures';
import { doorDay } from '../../core/rules/meetings';
import { fromMinorUnits, toMinorUnits } from '../../core/rules/minorUnits';
import { refundFor } from '../../core/rules/refund';
import type { Certificate } from '../certificates/CertificateStore';
import { hasReceipt } from '../documents/receiptPdf';
import { refundAnswer, refundList } from '../refunds/refundList';
import type { StoredRefund } from '../refunds/refundTypes';
import type { RegistrationDetail } from '../store/LifecycleStore';
import { answersOf } from '../store/storedFields';

/** What the delegate may do in the registration's state on `now`. */
export function delegateActions(detail: RegistrationDetail, event: EventInfo, now: Date): DelegateActions {
  const live = detail.state !== 'cancelled';
  const unpaid = isPayable(detail.state);
  return {
    pay: unpaid,
    switchToBank: unpaid && detail.paymentMethod === 'online',
    correctDetails: live,
    changeEmail: live,
    cancel: live && delegateMayCancel(event, meetings, now),
  };
}

const causes: Record<string, DelegateHistoryEntry['by']> = {
  delegate: 'delegate',
  staff: 'staff',
  card_provider: 'card_provider',
  time: 'time',
};

/** The badge code is shown for a paid registration only: a cancelled one's is refused at the door. */
export function hasBadge(detail: Pick<RegistrationDetail, 'state' | 'reference'>): boolean {
  return detail.state === 'paid' && Boolean(detail.reference);
}

/** The event's extras as the delegate's page shows them; each may change until its cut-off while the registration stands. */
function delegateExtras(detail: RegistrationDetail, event: EventInfo, now: Date): DelegateExtra[] {
  const answerOf = answersOf(detail);
  return extras.map((extra) => ({
    id: extra.id,
    answer: answerOf(extra.question),
    joins: joinsExtra(extra, answerOf),
    followUp: followUpAnswer(extra, answerOf),
    canChange: detail.state !== 'cancelled' && extraMayChange(extra, event, now),
  }));
}

/** The view GET /web/delegate/<token> answers. */
export function delegateView(
  detail: RegistrationDetail,
  ledger: { movements: readonly Movement[]; refund: StoredRefund | undefined; refunds: readonly StoredRefund[] },
  event: EventInfo,
  now: Date,
  certificate?: Certificate,
): DelegateView {
  const currency = detail.paidCurrency ?? detail.currency;
  const whole = (minor: number) => fromMinorUnits(minor, currency);
  // What cancelling now would refund, and any refund made, are what the ledger holds and books.
  const ifCancelled = refundFor(event, now, 0);
  const feeMinor = toMinorUnits(detail.feeAmount, currency);
  const refundNow = cancellationBooking(feeMinor, ledger.movements, ifCancelled.percent).refundMinor;
  const shown = ({ amount, currency: refundCurrency, method, status }: RefundAnswer) => ({
    amount,
    currency: refundCurrency,
    method,
    status,
  });
  const refunds = refundList(ledger.refunds, ledger.movements, currency).map(shown);
  // The method follows the money: a card payment makes the registration a card one (older rows say it in the history).
  const paidByCard =
    detail.paymentMethod === 'online' ||
    detail.history.some((entry) => entry.event === 'payment_confirmed' && entry.cause === 'card_provider');
  // The balance is the ledger's, as the console and a fee change compute it: one rule (core/rules/ledger.ts).
  const figures = ledgerFigures(
    { state: detail.state, feeAmount: detail.feeAmount, currency: detail.currency },
    ledger.movements,
  );
  return {
    reference: detail.reference ?? '',
    state: detail.state,
    language: detail.language,
    paymentMethod: detail.paymentMethod,
    fields: detail.fields.map(({ key, value }) => ({ key, value, editable: delegateEditableKeys.has(key) })),
    fee: { category: detail.feeCategory, amount: detail.feeAmount, currency: detail.currency },
    paid:
      detail.paidAmount !== null && detail.paidOn !== null
        ? { amount: detail.paidAmount, currency, on: detail.paidOn, method: paidByCard ? 'card' : 'bank' }
        : null,
    balanceDue:
      isPayable(detail.state) && figures.received > 0 && figures.balanceDue > 0
        ? { amount: figures.balanceDue, currency: detail.currency }
        : null,
    waived: detail.feeWaivedAmount != null ? { amount: detail.feeWaivedAmount, currency: detail.currency } : null,
    extras: delegateExtras(detail, event, now),
    // The refund acted on next and every refund, each as its own row says it; staff notes (a provider's refusal, a
    // bank reference) stay in the console.
    refund: ledger.refund ? shown(refundAnswer(ledger.refund)) : (refunds[0] ?? null),
    refunds,
    refundIfCancelledNow: {
      amount: whole(refundNow),
      currency,
      percent: ifCancelled.percent,
      cutOffDay: ifCancelled.cutOffDay,
    },
    pendingEmail: detail.pendingEmail,
    documents: {
      invoice: detail.invoiceNumber !== null,
      receipt: hasReceipt(detail),
      calendar: detail.state !== 'cancelled',
    },
    badge: hasBadge(detail) ? { reference: detail.reference ?? '' } : null,
    // A revoked certificate is no longer the delegate's to show or print.
    certificate:
      certificate && !certificate.revoked
        ? {
            number: certificate.number,
            identifier: certificate.identifier,
            issuedOn: certificate.printed?.issuedOn ?? doorDay(event, certificate.issuedAt),
          }
        : null,
    // Staff notes and addresses stay in the console: the delegate sees what happened, when, and by whom in kind.
    history: detail.history.map((entry) => ({
      at: entry.at.toISOString(),
      event: entry.event,
      by: causes[entry.cause] ?? 'staff',
    })),
    // A reminder withdrawn because the registration was paid or cancelled first was never sent: the delegate does not see it.
    messages: detail.messages.flatMap((message) =>
      message.status === 'withdrawn'
        ? []
        : [
            {
              kind: message.kind,
              sentAt: message.sentAt ? message.sentAt.toISOString() : null,
              status: message.status,
            },
          ],
    ),
    can: delegateActions(detail, event, now),
  };
}
