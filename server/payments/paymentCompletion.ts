/** How the configured provider's pages and notices reach the store, each at the server's clock. */
import type { FastifyBaseLogger } from 'fastify';

import type { Clock } from '../clock';
import type { Store } from '../store/Store';
import { checkoutEnding } from './checkoutEnding';
import { endCheckoutsAtProvider } from './openCheckouts';
import type { PaymentCompletion, PaymentProvider } from './PaymentProvider';

export function paymentCompletion(
  store: Store,
  provider: PaymentProvider,
  clock: Clock,
  log: FastifyBaseLogger,
): PaymentCompletion {
  // A failure is left for the retries (checkoutSweeper.ts): the payment is booked whatever the provider answers.
  const ending = checkoutEnding({ log }, store, provider, clock);
  return {
    findCheckout: (sessionId) => store.findCheckout(sessionId),
    // Through the lifecycle: Pay confirms the payment (cause card_provider); Cancel ends the checkout, still payable.
    paid: (sessionId) => store.completePayment(sessionId, 'paid', clock()),
    cancelled: (sessionId) => store.completePayment(sessionId, 'cancelled', clock()),
    async notice(notice) {
      const outcome = await store.applyProviderNotice(notice, clock());
      // A payment booked ended the registration's other open checkouts here (completePaymentIn): after the commit, at
      // the provider too, so none of them can take the money again. A replayed notice is a repeat and calls nothing.
      if (outcome.outcome === 'applied' && outcome.status === 'paid') {
        const checkout = await store.findCheckout(notice.sessionId);
        if (checkout) await endCheckoutsAtProvider(ending, checkout.registration.id);
      }
      return outcome;
    },
    refundNotice: (notice) => store.applyRefundNotice(notice, clock()),
  };
}
