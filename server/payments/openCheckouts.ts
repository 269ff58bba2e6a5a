/**
 * A registration's checkouts still open when what it owes changes (a staff fee change, a waiver, a cancellation): ended
 * at the card provider first, so that nobody can pay the old amount there, then marked expired in the transaction of
 * the change, and afterwards any opened in between ended at the provider too.
 */
import type { SqlRunner } from '../db/Database';
import { refusal } from '../http/keyedRefusal';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';
import type { PaymentProvider } from './PaymentProvider';

/** What ending checkouts needs: the store's checkouts, the provider, and where a provider's failure is logged. */
export interface CheckoutEnding {
  store: Pick<Store, 'checkoutsOf'>;
  provider: Pick<PaymentProvider, 'name' | 'expireCheckout'>;
  log: (error: unknown, sessionId: string) => void;
}

/**
 * What to do with a checkout completed at the provider meanwhile: 'refuse' the change (409; the provider's notice
 * settles the payment, and the change is made afterwards on what it booked), or 'proceed' (a cancellation is never
 * refused for it, nor for a provider out of reach: a payment that arrives is booked on the cancelled registration and
 * paid back, by the provider's notice, sqlLifecycle.ts).
 */
export type WhenSettling = 'refuse' | 'proceed';

/**
 * Ends each open checkout of the registration at the provider; answers the sessions the registration had then, so that
 * the pass after the change can tell those opened since.
 */
async function endOpenCheckouts(
  { store, provider, log }: CheckoutEnding,
  registrationId: number,
  whenSettling: WhenSettling,
): Promise<ReadonlySet<string>> {
  const checkouts = await store.checkoutsOf(registrationId);
  const open = checkouts.filter((checkout) => checkout.status === 'pending' && checkout.provider === provider.name);
  for (const checkout of open) {
    // A provider without a page of its own to end (the local test checkout) pays only a checkout still pending here.
    if (!provider.expireCheckout) continue;
    if (whenSettling === 'refuse') {
      if ((await provider.expireCheckout(checkout.sessionId)) !== 'expired')
        throw refusal(409, staffMessages.checkoutSettling);
    } else {
      await provider.expireCheckout(checkout.sessionId).catch((error: unknown) => log(error, checkout.sessionId));
    }
  }
  return new Set(checkouts.map((checkout) => checkout.sessionId));
}

/**
 * After the change committed: ends at the provider each checkout the change marked expired that the first pass never
 * saw (the delegate's Pay opened it between the provider's answer and the change's transaction), so none stays payable
 * at the old amount. A checkout recorded after the change is at the new amount (recordCheckout checks it under the
 * registration's lock) and stays open. The change stands whatever the provider answers now: a failure is logged.
 */
async function endCheckoutsOpenedMeanwhile(
  { store, provider, log }: CheckoutEnding,
  registrationId: number,
  seen: ReadonlySet<string>,
): Promise<void> {
  if (!provider.expireCheckout) return;
  const missed = (await store.checkoutsOf(registrationId)).filter(
    (checkout) => checkout.status === 'expired' && checkout.provider === provider.name && !seen.has(checkout.sessionId),
  );
  for (const checkout of missed)
    await provider.expireCheckout(checkout.sessionId).catch((error: unknown) => log(error, checkout.sessionId));
}

/**
 * Runs `change` (which marks the open checkouts expired in its transaction) with the registration's open checkouts
 * ended at the provider before it, and those opened while it ran ended after it: the one way a fee change, a waiver
 * and a cancellation treat them.
 */
export async function withOpenCheckoutsEnded<T>(
  ending: CheckoutEnding,
  registrationId: number,
  whenSettling: WhenSettling,
  change: () => Promise<T>,
): Promise<T> {
  const seen = await endOpenCheckouts(ending, registrationId, whenSettling);
  const result = await change();
  await endCheckoutsOpenedMeanwhile(ending, registrationId, seen);
  return result;
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
