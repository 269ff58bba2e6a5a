/**
 * What the delegate's page is sent: their registration, the payments and e-mails it had, and which documents exist.
 * Nothing of staff (no account names, no internal notes): the history says only who acted, in kinds.
 */
import { isPayable } from '../lifecycle/lifecycle';
import type { RegistrationDetail } from '../store/LifecycleStore';
import type { CheckoutSummary } from '../store/Store';

/** Who did something, as the delegate is told. */
export type ActorKind = 'delegate' | 'staff' | 'card_provider' | 'system';

export interface DelegateView {
  reference: string | null;
  state: RegistrationDetail['state'];
  language: string;
  createdAt: string;
  /** Every stored field by payload key, in schema order (fields staff added included): the page labels them. */
  fields: { key: string; value: string }[];
  feeCategory: string;
  feeAmount: number;
  currency: string;
  paymentMethod: RegistrationDetail['paymentMethod'];
  joinGalaDinner: RegistrationDetail['joinGalaDinner'];
  dietaryPreference: string;
  paid: { amount: number; currency: string; paidOn: string | null } | null;
  payable: boolean;
  invoiceNumber: string | null;
  history: { at: string; event: string; actor: ActorKind; state: RegistrationDetail['state'] }[];
  messages: { kind: string; at: string; status: string }[];
  checkouts: { at: string; status: CheckoutSummary['status'] }[];
  documents: { invoice: boolean; receipt: boolean; calendar: boolean };
}

function actorKind(actor: string): ActorKind {
  if (actor === 'delegate') return 'delegate';
  if (actor.startsWith('staff')) return 'staff';
  if (actor.startsWith('card provider')) return 'card_provider';
  return 'system';
}

export function delegateView(registration: RegistrationDetail, checkouts: CheckoutSummary[]): DelegateView {
  const paid = registration.state === 'paid' || registration.paidAmount !== null;
  return {
    reference: registration.reference,
    state: registration.state,
    language: registration.language,
    createdAt: registration.createdAt.toISOString(),
    fields: registration.fields.map(({ key, value }) => ({ key, value })),
    feeCategory: registration.feeCategory,
    feeAmount: registration.feeAmount,
    currency: registration.currency,
    paymentMethod: registration.paymentMethod,
    joinGalaDinner: registration.joinGalaDinner,
    dietaryPreference: registration.dietaryPreference,
    paid: paid
      ? {
          amount: registration.paidAmount ?? registration.feeAmount,
          currency: registration.paidCurrency ?? registration.currency,
          paidOn: registration.paidOn,
        }
      : null,
    payable: isPayable(registration.state),
    invoiceNumber: registration.invoiceNumber,
    history: registration.history.map((entry) => ({
      at: entry.at.toISOString(),
      event: entry.event,
      actor: actorKind(entry.actor),
      state: entry.stateAfter,
    })),
    messages: registration.messages.map((message) => ({
      kind: message.kind,
      at: (message.sentAt ?? message.createdAt).toISOString(),
      status: message.status,
    })),
    checkouts: checkouts.map((checkout) => ({ at: checkout.createdAt.toISOString(), status: checkout.status })),
    documents: {
      invoice: registration.paymentMethod === 'bank' && registration.invoiceNumber !== null,
      receipt: registration.state === 'paid',
      calendar: registration.state !== 'cancelled',
    },
  };
}
