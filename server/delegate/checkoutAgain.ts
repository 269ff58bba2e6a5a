/**
 * Paying an unpaid registration from the delegate's own page: its open checkout, or a fresh one, unless a payment may
 * still be under way (then `duplicate`: a second session could charge twice). A bank-transfer registration may pay by
 * card too. Only the personal link reaches this: a repeat submission of the form never hands out a checkout.
 */
import { isPayable } from '../../core/lifecycle/lifecycle';
import type { Clock } from '../clock';
import { openCheckout, StaleCheckout } from '../payments/openCheckout';
import type { PaymentProvider } from '../payments/PaymentProvider';
import type { Store } from '../store/Store';

/** What the delegate is answered: a checkout page to go to, or the spec's duplicate alert. */
export type CheckoutAgainAnswer =
  { state: 'success_stripe'; url: string; reference: string | null } | { state: 'duplicate' };

const duplicate: CheckoutAgainAnswer = { state: 'duplicate' };

/** Longer than a first submission can take to open its checkout: the front end gives up after 15 s. */
const firstCheckoutGraceMs = 2 * 60 * 1000;

/**
 * The answer for an online registration kept unpaid under the submitted e-mail. Throws when the provider cannot be
 * reached (the caller answers 502); the registration is then left as it was.
 */
export async function checkoutAgain(
  deps: { store: Store; paymentProvider: PaymentProvider; clock: Clock },
  registrationId: number,
  again = false,
): Promise<CheckoutAgainAnswer> {
  const { store, paymentProvider: provider, clock } = deps;
  const registration = await store.findRegistration(registrationId);
  // Cancelled, or paid meanwhile.
  if (!registration || !isPayable(registration.state)) return duplicate;

  const checkouts = await store.checkoutsOf(registrationId);
  const latest = checkouts.at(-1);
  // The first submission is still opening its checkout: one session per registration at a time. Past the longest a
  // first submission can take, none is coming (its server stopped between the two writes): open it now, under the
  // first attempt's idempotency key, so a session the provider did open is answered again rather than doubled.
  // (The server's clock, which stamped created_at: in a demo it stands on another day than the wall clock.)
  // A bank-transfer registration has no first checkout coming: its delegate may pay by card at once.
  if (
    !latest &&
    registration.paymentMethod === 'online' &&
    clock().getTime() - registration.createdAt.getTime() < firstCheckoutGraceMs
  )
    return duplicate;
  if (latest?.status === 'paid') return duplicate;

  if (latest?.status === 'pending') {
    if (latest.provider === provider.name) {
      const review = await provider.reviewCheckout(latest.sessionId);
      if (review.status === 'open')
        return { state: 'success_stripe', url: review.url, reference: registration.reference };
      // Paid or paying at the provider, its notice not yet here: a second session could charge twice.
      if (review.status === 'settling') return duplicate;
    }
    // Expired at the provider, or opened by a provider no longer configured: it ends here, unpaid.
    await store.completePayment(latest.sessionId, 'expired', clock());
  }

  let url: string;
  try {
    url = await openCheckout(store, provider, registration, checkouts.length + 1, clock);
  } catch (error) {
    // Staff changed what it owes (or it was cancelled) while the session was opening: once more, as it stands now.
    if (error instanceof StaleCheckout && !again) return checkoutAgain(deps, registrationId, true);
    throw error;
  }
  // A bank transfer has no checkout state to reopen: its card payment is recorded when the provider confirms it.
  if (registration.paymentMethod === 'online')
    await store.applyEvent(
      registrationId,
      { type: 'checkout_reopened', cause: 'delegate' },
      { actor: 'delegate', at: clock() },
    );
  return { state: 'success_stripe', url, reference: registration.reference };
}
