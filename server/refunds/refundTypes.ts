/** What the refunds part of the store and the card providers say to each other about paying money back. */
import type { RefundStatus } from '../../core/rules/money';

/** A refund a provider is asked to pay back: the checkout that took the money, the sum, and the key of the call. */
export interface RefundRequest {
  refundId: number;
  /** The checkout session that took the payment (a Stripe Checkout Session, or a local one). */
  sessionId: string;
  /** In the currency's smallest unit (cents). */
  amountMinor: number;
  currency: string;
  /** The registration's reference, kept with the refund at the provider so its records name the registration. */
  reference: string;
  /** The refund's own key, the same on every try. */
  idempotencyKey: string;
  /** 1 for the first try; a later try first looks for a refund an earlier one may have made. */
  attempt: number;
}

/** The provider's answer: its refund's id and where it stands ('pending' until its webhook confirms it). */
export interface ProviderRefund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  /** The payment the refund is against (a Stripe PaymentIntent), so a charge's refund event finds it. */
  paymentId?: string;
  reason?: string;
}

/** The provider answered no for good (a refund it will never make): the refund is marked failed for staff. */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}

/** A refund as the store keeps it. */
export interface StoredRefund {
  id: number;
  registrationId: number;
  method: 'card' | 'bank';
  /** Whole units (cents as decimals), as the console shows money. */
  amount: number;
  amountMinor: number;
  currency: string;
  status: RefundStatus;
  provider: string | null;
  sessionId: string | null;
  providerRefundId: string | null;
  idempotencyKey: string;
  attempts: number;
  lastError: string | null;
  paidOn: string | null;
  bankReference: string | null;
  recordedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A refund claimed by a sender, with the reference of its registration and the claim's token. */
export interface ClaimedRefund {
  refund: StoredRefund;
  reference: string;
  claim: string;
}

/** A provider's event about a refund, applied once per event id. */
export interface RefundNotice {
  provider: string;
  eventId: string;
  eventType: string;
  /** The provider's refund id, when the event names one. */
  providerRefundId?: string;
  /** Our key, from the metadata the refund was created with. */
  refundKey?: string;
  /** The payment the refund is against (charge.refunded names only that). */
  paymentId?: string;
  /** What the event says: the refund went through, failed, or is still under way. */
  status: 'succeeded' | 'failed' | 'pending';
  /** The sum the event reports as refunded, in the smallest unit, when it says. */
  amountMinor?: number;
  details: Record<string, unknown>;
}

/** What a refund notice did. */
export type RefundNoticeOutcome = 'applied' | 'repeat' | 'unknown';

/** What staff record of a bank refund they paid. */
export interface BankRefundRecord {
  /** Whole units, as staff type it. */
  amount: number;
  paidOn: string;
  bankReference: string;
}

/** What recording a bank refund did. */
export type BankRefundOutcome =
  | { outcome: 'recorded'; refund: StoredRefund }
  | { outcome: 'not_found' }
  | { outcome: 'refused'; reason: 'no_refund' | 'already_paid' | 'not_bank' | 'amount' };

/** The credit note of a cancelled invoice. */
export interface CreditNote {
  number: string;
  issuedOn: string;
  invoiceNumber: string;
  /** Whole units (cents as decimals). */
  amount: number;
  currency: string;
}
