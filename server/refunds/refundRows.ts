/** A refunds row (migration 009) as the store reads it: the columns selected and their mapping. */
import { fromMinorUnits } from '../../core/rules/minorUnits';
import type { RefundStatus } from '../../core/rules/money';
import type { StoredRefund } from './refundTypes';

export interface RefundRow {
  id: number;
  registration_id: number;
  method: 'card' | 'bank';
  amount_minor: number;
  currency: string;
  status: RefundStatus;
  provider: string | null;
  session_id: string | null;
  provider_refund_id: string | null;
  idempotency_key: string;
  attempts: number;
  last_error: string | null;
  paid_on: string | null;
  bank_reference: string | null;
  recorded_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export const refundColumns = `f.id, f.registration_id, f.method, f.amount_minor, f.currency, f.status, f.provider, f.session_id,
  f.provider_refund_id, f.idempotency_key, f.attempts, f.last_error, f.paid_on::text as paid_on, f.bank_reference,
  f.recorded_by, f.created_at, f.updated_at`;

export function toRefund(row: RefundRow): StoredRefund {
  return {
    id: row.id,
    registrationId: row.registration_id,
    method: row.method,
    amount: fromMinorUnits(row.amount_minor, row.currency),
    amountMinor: row.amount_minor,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    sessionId: row.session_id,
    providerRefundId: row.provider_refund_id,
    idempotencyKey: row.idempotency_key,
    attempts: row.attempts,
    lastError: row.last_error,
    paidOn: row.paid_on,
    bankReference: row.bank_reference,
    recordedBy: row.recorded_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
