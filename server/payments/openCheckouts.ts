/**
 * A registration's checkouts still open when staff change what it owes (a fee change, a waiver): ended at the card
 * provider first, so that nobody can pay the old amount there, then marked expired in the transaction of the change.
 */
import type { SqlRunner } from '../db/Database';
import { refusal } from '../http/keyedRefusal';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';
import type { PaymentProvider } from './PaymentProvider';

/**
 * Ends each open checkout of the registration at the provider; refuses (409) when one was completed there meanwhile:
 * a payment under way is settled by the provider's notice, and the change is made afterwards on what it booked.
 */
export async function endOpenCheckoutsAtProvider(
  store: Pick<Store, 'checkoutsOf'>,
  provider: Pick<PaymentProvider, 'name' | 'expireCheckout'>,
  registrationId: number,
): Promise<void> {
  const open = (await store.checkoutsOf(registrationId)).filter(
    (checkout) => checkout.status === 'pending' && checkout.provider === provider.name,
  );
  for (const checkout of open) {
    // A provider without a page of its own to end (the local test checkout) pays only a checkout still pending here.
    const ended = provider.expireCheckout ? await provider.expireCheckout(checkout.sessionId) : 'expired';
    if (ended !== 'expired') throw refusal(409, staffMessages.checkoutSettling);
  }
}

/**
 * Locks the registration's open checkouts in `tx`, before the registration's row, in the order a checkout's completion
 * takes them (sqlLifecycle.ts), so a Pay pressed at the same moment waits for the change rather than deadlocking.
 */
export async function lockOpenCheckouts(tx: SqlRunner, registrationId: number): Promise<void> {
  await tx.query(`select id from payments where registration_id = $1 and status = 'pending' for update`, [
    registrationId,
  ]);
}

/** Marks the registration's open checkouts expired in `tx`; answers how many were. */
export async function expireOpenCheckoutsIn(tx: SqlRunner, registrationId: number, at: Date): Promise<number> {
  const rows = await tx.query<{ session_id: string }>(
    `update payments set status = 'expired', completed_at = $2
     where registration_id = $1 and status = 'pending' returning session_id`,
    [registrationId, at],
  );
  return rows.length;
}
