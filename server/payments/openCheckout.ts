/** Opening a checkout for a stored registration, the first time and again: the price comes from the store alone. */
import { balanceDueMinor } from '../../core/rules/ledger';
import { fromMinorUnits, toMinorUnits } from '../../core/rules/minorUnits';
import type { Clock } from '../clock';
import { isLocale } from '../lifecycle/language';
import type { Store, StoredRegistration } from '../store/Store';
import type { PaymentProvider } from './PaymentProvider';

/** The registration's reference, or for a row older than references a stand-in naming its id. */
export function referenceOf(registration: Pick<StoredRegistration, 'id' | 'reference'>): string {
  return registration.reference ?? `registration-${registration.id}`;
}

/**
 * One key per checkout attempt of one registration: a retried request (or the SDK's own retry) repeats it, and the
 * provider answers with the session it already opened. The creation instant keeps a reset test database's ids apart.
 */
export function checkoutAttemptKey(
  registration: Pick<StoredRegistration, 'id' | 'reference' | 'createdAt'>,
  attempt: number,
): string {
  return `${referenceOf(registration)}/${registration.createdAt.toISOString()}/checkout-${attempt}`;
}

/**
 * Opens checkout number `attempt` for the registration at the provider and records it; answers the page's url. Throws
 * StaleCheckout when a change of what it owes committed meanwhile (the session is ended at the provider then).
 */
export async function openCheckout(
  store: Store,
  provider: PaymentProvider,
  registration: StoredRegistration,
  attempt: number,
  clock: Clock,
): Promise<string> {
  // What is still owed, by the ledger's one balance rule: the fee, or its balance after a short transfer or a rise.
  const { currency } = registration;
  const movements = await store.ledgerOf(registration.id);
  const amount = fromMinorUnits(balanceDueMinor(toMinorUnits(registration.feeAmount, currency), movements), currency);
  const session = await provider.createCheckout({
    registrationId: registration.id,
    title: registration.title,
    familyName: registration.familyName,
    givenName: registration.givenName,
    email: registration.email,
    feeCategory: registration.feeCategory,
    amount,
    currency: registration.currency,
    reference: referenceOf(registration),
    idempotencyKey: checkoutAttemptKey(registration, attempt),
    language: isLocale(registration.language) ? registration.language : undefined,
  });
  const recorded = await store.recordCheckout(
    {
      registrationId: registration.id,
      provider: provider.name,
      sessionId: session.sessionId,
      pageToken: session.pageToken ?? null,
      amount,
      currency: registration.currency,
    },
    clock(),
  );
  if (recorded === 'stale') {
    // What it owes changed while the session was opening: nobody may pay the old amount there. Should the provider be
    // out of reach, the checkout is recorded ended here all the same, and its end there is tried again later.
    if (provider.expireCheckout) {
      await provider.expireCheckout(session.sessionId);
      await store.checkoutEndedAtProvider(session.sessionId, clock());
    }
    throw new StaleCheckout();
  }
  return session.url;
}

/** The amount a checkout was opened at is no longer what the registration owes; the session was ended. */
export class StaleCheckout extends Error {
  constructor() {
    super('What the registration owes changed while its checkout was being opened');
    this.name = 'StaleCheckout';
  }
}
