/**
 * The refunds row of a refund made due: one per ledger movement (migration 034), so every refund due is paid back
 * once, a card one through the provider's queue and a bank one when staff record the transfer.
 */
import type { SqlRunner } from '../db/Database';
import type { StoredRegistration } from '../store/Store';

/** How a refund goes back: through the provider of the checkout that took the money, or by a transfer staff pay. */
export interface RefundWay {
  method: 'card' | 'bank';
  checkout?: { provider: string; sessionId: string };
}

/** The provider's key of a registration's refunds, never reused for another registration. */
export function refundKeyOf(registration: Pick<StoredRegistration, 'id' | 'reference' | 'createdAt'>): string {
  return `${registration.reference ?? `registration-${registration.id}`}/${registration.createdAt.toISOString()}/refund`;
}

/** The method follows the money: by card through the latest paid checkout if there is one, else by transfer. */
export async function refundWayOf(tx: SqlRunner, registrationId: number, sessionId?: string): Promise<RefundWay> {
  // The checkout that took the money when it is known (a payment's own), else the latest paid one.
  const rows = await tx.query<{ session_id: string; provider: string }>(
    `select session_id, provider from payments
     where registration_id = $1 and status = 'paid' and ($2::text is null or session_id = $2)
     order by id desc limit 1`,
    [registrationId, sessionId ?? null],
  );
  const checkout = rows[0];
  return checkout
    ? { method: 'card', checkout: { provider: checkout.provider, sessionId: checkout.session_id } }
    : { method: 'bank' };
}

/** Adds the refund that movement `movementId` made due, to go back `way`; a movement already queued adds nothing. */
export async function queueRefund(
  tx: SqlRunner,
  registration: Pick<StoredRegistration, 'id' | 'reference' | 'createdAt' | 'currency'>,
  due: { movementId: number; amountMinor: number; way: RefundWay },
  at: Date,
): Promise<void> {
  const { method, checkout } = due.way;
  await tx.query(
    `insert into refunds (registration_id, movement_id, method, amount_minor, currency, status, provider, session_id,
       idempotency_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (movement_id) do nothing`,
    [
      registration.id,
      due.movementId,
      method,
      due.amountMinor,
      registration.currency,
      method === 'card' ? 'requested' : 'due',
      checkout?.provider ?? null,
      checkout?.sessionId ?? null,
      // This refund's own key: a retried call, or a second server, never sends it twice.
      `${refundKeyOf(registration)}/${due.movementId}`,
      at,
    ],
  );
}
