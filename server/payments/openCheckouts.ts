/**
 * A registration's checkouts still open when what it owes changes (a staff fee change, a waiver, a cancellation): ended
 * at the card provider first, so that nobody can pay the old amount there, then marked expired in the transaction of
 * the change, and afterwards any opened in between ended at the provider too. Each end the provider confirms is
 * recorded (payments.ended_at_provider); one it could not confirm is tried again later.
 */
import type { Clock } from '../clock';
import type { SqlRunner } from '../db/Database';
import { refusal } from '../http/keyedRefusal';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';
import type { PaymentProvider } from './PaymentProvider';

/** What ending checkouts needs: the store's checkouts, the provider, the server's clock, and where a failure is logged. */
export interface CheckoutEnding {
  store: Pick<Store, 'checkoutsOf' | 'checkoutsToEndAtProvider' | 'checkoutEndedAtProvider'>;
  provider: Pick<PaymentProvider, 'name' | 'expireCheckout'>;
  clock: Clock;
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
 * Ends each open checkout of the registration at the provider; answers the sessions it tried, each with whether the
 * provider answered (it is no longer payable there) or could not be reached (left to the retries).
 */
async function endOpenCheckouts(
  { store, provider, log }: CheckoutEnding,
  registrationId: number,
  whenSettling: WhenSettling,
): Promise<ReadonlyMap<string, boolean>> {
  const tried = new Map<string, boolean>();
  // A provider without a page of its own to end (the local test checkout) pays only a checkout still pending here.
  if (!provider.expireCheckout) return tried;
  const open = (await store.checkoutsOf(registrationId)).filter(
    (checkout) => checkout.status === 'pending' && checkout.provider === provider.name,
  );
  for (const checkout of open) {
    if (whenSettling === 'refuse') {
      if ((await provider.expireCheckout(checkout.sessionId)) !== 'expired')
        throw refusal(409, staffMessages.checkoutSettling);
      tried.set(checkout.sessionId, true);
    } else {
      const answered = await provider.expireCheckout(checkout.sessionId).then(
        () => true,
        (error: unknown) => {
          log(error, checkout.sessionId);
          return false;
        },
      );
      tried.set(checkout.sessionId, answered);
    }
  }
  return tried;
}

/**
 * Ends at the provider the checkouts ended here that it has not yet confirmed ended: of one registration, after a
 * change of it committed, or of any (the periodic pass). Each answer is recorded, so none is called again; a provider
 * out of reach is logged and its checkout left for the next try. `tried`: the sessions the caller called already (an
 * answer is only recorded, a failure not called again at once). Answers how many the provider confirmed.
 */
export async function endCheckoutsAtProvider(
  { store, provider, clock, log }: CheckoutEnding,
  registrationId?: number,
  tried: ReadonlyMap<string, boolean> = new Map(),
): Promise<number> {
  if (!provider.expireCheckout) return 0;
  let confirmed = 0;
  for (const sessionId of await store.checkoutsToEndAtProvider(provider.name, registrationId)) {
    const earlier = tried.get(sessionId);
    if (earlier === false) continue;
    // 'expired', or 'settling' (paid or paying there: its notice books it): either way no longer payable there.
    const answered =
      earlier === true ||
      (await provider.expireCheckout(sessionId).then(
        () => true,
        (error: unknown) => {
          log(error, sessionId);
          return false;
        },
      ));
    if (!answered) continue;
    await store.checkoutEndedAtProvider(sessionId, clock());
    confirmed += 1;
  }
  return confirmed;
}

/**
 * Runs `change` (which marks the open checkouts expired in its transaction) with the registration's open checkouts
 * ended at the provider before it, and after it those the change or anything earlier ended here that the provider has
 * not confirmed: one the delegate's Pay opened between the provider's answer and the change's transaction (a checkout
 * recorded after the change is at the new amount, recordCheckout checks it under the registration's lock, and stays
 * open), or one an earlier change could not end there. The change stands whatever the provider answers afterwards.
 */
export async function withOpenCheckoutsEnded<T>(
  ending: CheckoutEnding,
  registrationId: number,
  whenSettling: WhenSettling,
  change: () => Promise<T>,
): Promise<T> {
  const tried = await endOpenCheckouts(ending, registrationId, whenSettling);
  const result = await change();
  await endCheckoutsAtProvider(ending, registrationId, tried);
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
