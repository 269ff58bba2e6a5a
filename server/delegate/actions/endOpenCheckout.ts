/** Before a registration is switched to bank transfer, no checkout of it may still take the money. */
import type { PaymentProvider } from '../../payments/PaymentProvider';
import type { Store } from '../../store/Store';

/**
 * Ends the registration's checkout still pending, at the provider where it can be ended (a hosted page would take a
 * payment otherwise) and here. Answers false when a payment may be under way there: then nothing may switch.
 */
export async function endOpenCheckout(
  store: Store,
  provider: PaymentProvider,
  registrationId: number,
  at: Date,
): Promise<boolean> {
  const pending = (await store.checkoutsOf(registrationId)).filter((checkout) => checkout.status === 'pending');
  for (const checkout of pending) {
    if (checkout.provider === provider.name && provider.endCheckout) {
      const review = await provider.endCheckout(checkout.sessionId);
      if (review.status === 'settling') return false;
    }
    await store.completePayment(checkout.sessionId, 'expired', at);
  }
  return true;
}
