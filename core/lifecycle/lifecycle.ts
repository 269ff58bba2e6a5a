/**
 * The registration lifecycle as a pure state machine: which event may move a registration from which state, and
 * which messages each move emits. No I/O: the store runs it inside the transaction that records the move.
 */
import type { KeyedText } from '../api/keyedText';
import type { PaymentMethod } from '../model/types';
import { type LifecycleRefusal, lifecycleRefusal } from './lifecycleRefusals';
import type { RegistrationState } from './registrationState';

export { isPayable, type RegistrationState, registrationStates } from './registrationState';

/** Who or what caused an event. */
export type EventCause = 'card_provider' | 'staff' | 'time' | 'delegate';

/** The e-mails the lifecycle sends. */
export const messageKinds = [
  'bank_acknowledgement',
  'online_confirmation',
  'bank_confirmation',
  'cancellation_notice',
  'delegate_link',
  'email_change_confirmation',
  'email_change_notice',
  'attendance_certificate',
  'payment_reminder',
  'checkout_reminder',
  'visa_letter',
  'announcement',
  'complimentary_confirmation',
  'fee_change_notice',
] as const;
/**
 * An e-mail the lifecycle sends: bank acknowledgement with invoice, online confirmation, bank confirmation, cancellation
 * notice; and on the delegate's own request the link to their page, or the confirmation link of a new e-mail address
 * (sent to that address: details `{ newEmail, expires }`, expires in seconds since 1970), and once it is confirmed the
 * notice to the address it replaced, with the way to undo it (details `{ oldEmail, newEmail, version, expires }`); and the payment reminders of
 * an unpaid bank transfer or online registration (server/reminders/); the visa invitation letter (server/visaLetters/); a manager's announcement (server/announcements/); the confirmation
 * of an invited guest whose fee a manager waived, with no invoice and nothing to pay (server/complimentary/); the notice
 * of a fee a manager changed, with the new invoice and what is due or refundable (server/feeChange/).
 */
export type MessageKind = (typeof messageKinds)[number];

/** The delegate submitted the form: the registration exists from here on. */
export interface RegisteredEvent {
  type: 'registered';
  cause: 'delegate';
}

/** The fee was received: by the card provider (online), or by staff confirming a bank transfer. */
export interface PaymentConfirmedEvent {
  type: 'payment_confirmed';
  cause: 'card_provider' | 'staff';
  /** Whole units of `currency`, as the fees are kept. */
  amount: number;
  currency: string;
  /** The day the money arrived, YYYY-MM-DD. */
  paidOn: string;
  /** The bank's reference of the transfer, when staff have it. */
  bankReference?: string;
  /**
   * What makes this payment unique (the checkout session, the statement's entry, the transfer): the ledger books one
   * payment per source, so a replayed webhook, a repeated import or a second press books nothing.
   */
  source?: string;
}

/** A manager accepted a short payment as settling the fee, with the reason kept in the history. */
export interface ShortfallAcceptedEvent {
  type: 'shortfall_accepted';
  cause: 'staff';
  reason: string;
}

/** A manager waived the whole fee of an invited guest, with the reason kept in the history and never sent. */
export interface FeeWaivedEvent {
  type: 'fee_waived';
  cause: 'staff';
  reason: string;
}

/** An online checkout ended unpaid: it expired at the provider or by time, or the delegate cancelled it. */
export interface CheckoutExpiredEvent {
  type: 'checkout_expired';
  cause: 'card_provider' | 'time' | 'delegate';
}

/** An unpaid online registration got a fresh checkout. */
export interface CheckoutReopenedEvent {
  type: 'checkout_reopened';
  cause: 'delegate';
}

/** Staff or the delegate cancelled the registration. */
export interface CancelledEvent {
  type: 'cancelled';
  cause: 'staff' | 'delegate';
  /** Said to the delegate in the cancellation notice, word for word. */
  reason: string;
  /** For staff only: kept in the history, never sent. */
  note?: string;
}

/** Anything that may happen to a registration. */
export type LifecycleEvent =
  | RegisteredEvent
  | PaymentConfirmedEvent
  | ShortfallAcceptedEvent
  | FeeWaivedEvent
  | CheckoutExpiredEvent
  | CheckoutReopenedEvent
  | CancelledEvent;

/**
 * What the registration's ledger says, for the events that move money (core/rules/ledger.ts): whether a payment covers
 * the balance, and whether anything was received.
 */
export interface LedgerFacts {
  /** The payment of a `payment_confirmed` event covers the balance due. */
  settles: boolean;
  /** Something was received already (before this event). */
  received: boolean;
}

/** The name of an event, as the history records it. */
export type LifecycleEventType = LifecycleEvent['type'];

/**
 * The outcome of an event: `ok` with the next state and the messages to send (`unchanged` when the event had
 * already happened, so a repeat changes and sends nothing), or refused with the reason.
 */
export type Transition =
  { ok: true; next: RegistrationState; emits: MessageKind[]; unchanged: boolean } | { ok: false; reason: KeyedText };

function moved(next: RegistrationState, emits: MessageKind[] = []): Transition {
  return { ok: true, next, emits, unchanged: false };
}

function stays(state: RegistrationState): Transition {
  return { ok: true, next: state, emits: [], unchanged: true };
}

function refused(name: LifecycleRefusal, values?: KeyedText['values']): Transition {
  return { ok: false, reason: lifecycleRefusal(name, values) };
}

/** The state and messages of a new registration: bank transfers get their acknowledgement (with invoice) at once. */
export function initialTransition(paymentMethod: PaymentMethod): { next: RegistrationState; emits: MessageKind[] } {
  return { next: 'awaiting_payment', emits: paymentMethod === 'bank' ? ['bank_acknowledgement'] : [] };
}

function paymentConfirmed(
  state: RegistrationState,
  paymentMethod: PaymentMethod,
  event: PaymentConfirmedEvent,
  ledger: LedgerFacts,
): Transition {
  // Staff confirm bank transfers only. The card provider confirms card payments, also one that lands on a registration
  // switched to bank transfer after its checkout opened: the money was taken, so it counts.
  if (event.cause === 'staff' && paymentMethod !== 'bank') return refused('cardByProvider');
  if (!Number.isFinite(event.amount) || event.amount < 0) return refused('amountNotNumber');
  // A card payment on a registration already paid (a transfer confirmed while its checkout was open) took the money
  // all the same: it is booked, its surplus made due back, and the registration stays paid with no second e-mail.
  if (state === 'paid') return event.cause === 'card_provider' ? moved(state) : stays(state);
  // A card payment completed after the registration was cancelled took the money too: it is booked and all of it made
  // due back through the provider; the registration stays cancelled and is not confirmed. Staff confirm no transfer.
  if (state === 'cancelled') return event.cause === 'card_provider' ? moved(state) : refused('paymentOnCancelled');
  // A short transfer is booked and leaves the rest due: the registration is confirmed when the balance reaches zero.
  if (!ledger.settles) return moved(state);
  // A late card payment on an expired checkout still took the money: it counts.
  return moved('paid', [event.cause === 'card_provider' ? 'online_confirmation' : 'bank_confirmation']);
}

function shortfallAccepted(state: RegistrationState, event: ShortfallAcceptedEvent, ledger: LedgerFacts): Transition {
  if (event.reason.trim() === '') return refused('shortfallNeedsReason');
  if (state === 'paid') return stays(state);
  if (state === 'cancelled') return refused('cancelled');
  if (!ledger.received) return refused('nothingReceived');
  return moved('paid', ['bank_confirmation']);
}

function feeWaived(state: RegistrationState, event: FeeWaivedEvent, ledger: LedgerFacts): Transition {
  if (event.reason.trim() === '') return refused('waiverNeedsReason');
  if (state === 'paid') return stays(state);
  if (state === 'cancelled') return refused('waiverOnCancelled');
  // Money already received is the payer's: it is refunded or kept by the rules that apply to it, never waived away.
  if (ledger.received) return refused('waiverAfterMoney');
  return moved('paid', ['complimentary_confirmation']);
}

function checkoutExpired(state: RegistrationState, paymentMethod: PaymentMethod): Transition {
  if (paymentMethod !== 'online') return refused('noCheckout');
  if (state === 'checkout_expired') return stays(state);
  if (state === 'awaiting_payment') return moved('checkout_expired');
  return refused('checkoutNoLongerMatters', { state: { key: `staff.state.${state}` } });
}

function checkoutReopened(state: RegistrationState, paymentMethod: PaymentMethod): Transition {
  if (paymentMethod !== 'online') return refused('noCheckout');
  // From awaiting_payment too: a fresh checkout replaces one that is still open.
  if (state === 'awaiting_payment' || state === 'checkout_expired') return moved('awaiting_payment');
  return refused('cannotPayAgain', { state: { key: `staff.state.${state}` } });
}

function cancelled(state: RegistrationState, event: CancelledEvent): Transition {
  if (event.reason.trim() === '') return refused('cancellationNeedsReason');
  if (state === 'cancelled') return stays(state);
  return moved('cancelled', ['cancellation_notice']);
}

/**
 * What `event` does to a registration in `state` paid by `paymentMethod`. Without `ledger`, a payment is taken to cover
 * the balance (the card provider charges the balance, and a registration with no ledger yet owes the whole fee).
 */
export function transition(
  state: RegistrationState,
  paymentMethod: PaymentMethod,
  event: LifecycleEvent,
  ledger: LedgerFacts = { settles: true, received: false },
): Transition {
  switch (event.type) {
    case 'registered':
      return refused('alreadyRegistered');
    case 'payment_confirmed':
      return paymentConfirmed(state, paymentMethod, event, ledger);
    case 'shortfall_accepted':
      return shortfallAccepted(state, event, ledger);
    case 'fee_waived':
      return feeWaived(state, event, ledger);
    case 'checkout_expired':
      return checkoutExpired(state, paymentMethod);
    case 'checkout_reopened':
      return checkoutReopened(state, paymentMethod);
    case 'cancelled':
      return cancelled(state, event);
  }
}
