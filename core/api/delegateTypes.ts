/**
 * The delegate's page as the API sends it (GET /web/delegate/<token>) and what its actions take: written once here,
 * for server/delegate/ too.
 */
import type { RegistrationState } from '../lifecycle/registrationState';

/** Where a registration stands (core/lifecycle/registrationState.ts). */
export type DelegateState = RegistrationState;

/** One stored field: its payload key ('given_name', or a key staff added), its value, and whether the delegate may correct it. */
export interface DelegateField {
  key: string;
  value: string;
  editable: boolean;
}

/** One step of the registration's story, as the delegate may read it (no staff notes, no staff addresses). */
export interface DelegateHistoryEntry {
  /** ISO 8601. */
  at: string;
  /** The history's event: 'registered', 'payment_confirmed', 'checkout_expired', 'cancelled', 'details_corrected', ... */
  event: string;
  /** Who did it: the delegate, staff, the card provider, or the system (time). */
  by: 'delegate' | 'staff' | 'card_provider' | 'time';
}

/** One e-mail sent (or waiting to be sent) to the delegate. */
export interface DelegateMessage {
  /** The message kind ('online_confirmation', 'delegate_link', ...). */
  kind: string;
  /** ISO 8601 once sent. */
  sentAt: string | null;
  status: 'pending' | 'sent' | 'failed';
}

/** Money in whole units of `currency` (cents as decimals), as the fees are kept. */
export interface DelegateMoney {
  amount: number;
  currency: string;
}

/** What the delegate may do now; each is false when the state or the date no longer allows it. */
export interface DelegateActions {
  pay: boolean;
  switchToBank: boolean;
  correctDetails: boolean;
  changeEmail: boolean;
  cancel: boolean;
}

/** A refund as the delegate's page shows it. */
export type DelegateRefund = DelegateMoney & { method: 'card' | 'bank'; status: string };

export interface DelegateView {
  reference: string;
  state: DelegateState;
  /** The language the delegate registered in: the page opens in it unless ?lang= says otherwise. */
  language: string;
  paymentMethod: 'online' | 'bank';
  /** Every stored field, in the form's order, fields staff added included. */
  fields: DelegateField[];
  /** The fee option's id in fees.json ('sem_member_early'), its amount and currency. */
  fee: DelegateMoney & { category: string };
  /** What was received and how, once paid (or part paid). */
  paid: (DelegateMoney & { on: string; method: 'card' | 'bank' }) | null;
  /** What is still owed after a short transfer; null when nothing was received yet or nothing is owed. */
  balanceDue: DelegateMoney | null;
  /** The fee the organiser waived for an invited guest: nothing is to be paid. Absent or null when none was. */
  waived?: DelegateMoney | null;
  /** The event's extras (schemas/extras.json) in their order: whether the delegate joins, and may still change it. */
  extras: DelegateExtra[];
  /** The refund of a cancellation, once there is one: how much, how (card back through the provider, or bank) and where it stands. */
  refund: DelegateRefund | null;
  /** Every refund made due, oldest first (a surplus, a lowered fee, a cancellation): how much, how, where it stands. */
  refunds: DelegateRefund[];
  /** What cancelling now would refund under core/rules/refund.ts (0 when nothing was paid or after the cut-off). */
  refundIfCancelledNow: DelegateMoney & { percent: number; cutOffDay: string };
  /** A new address waiting for its owner to confirm it, if any. */
  pendingEmail: string | null;
  /** Which documents exist: their addresses are the page's API address followed by '/invoice.pdf', '/receipt.pdf', '/calendar.ics'. */
  documents: { invoice: boolean; receipt: boolean; calendar: boolean };
  /** The badge code of a paid registration, shown at the door: its QR image is the page's API address followed by '/badge.png'. */
  badge: { reference: string } | null;
  /** The attendance certificate once issued: its PDF is the page's API address followed by '/certificate.pdf'. */
  certificate: {
    number: string;
    /** The number and its random code, which the public verification address carries. */
    identifier: string;
    issuedOn: string;
  } | null;
  history: DelegateHistoryEntry[];
  messages: DelegateMessage[];
  can: DelegateActions;
}

/** The fields a correction of personal details sends: the payload keys the form uses, plus any editable key staff added. */
export type DetailsCorrection = Record<string, string>;

/** One of the event's extras (a dinner) as the delegate's page shows it. */
export interface DelegateExtra {
  /** Its id in extras.json, which names its texts and its action's address ('/extras/<id>'). */
  id: string;
  /** The delegate's answer to its question, as the form keeps it ('Yes'). */
  answer: string;
  joins: boolean;
  /** The answer to its follow-up question (a dietary preference) when joining; '' otherwise. */
  followUp: string;
  /** Until its cut-off day, while the registration stands. */
  canChange: boolean;
}

/** A change of an extra's answers, under the form's payload keys: its question, and its follow-up when joining. */
export type ExtraChange = Record<string, string>;
