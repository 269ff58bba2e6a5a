/** What a route gives withOpenCheckoutsEnded: its store and provider, and its request's log for a provider's failure. */
import type { FastifyRequest } from 'fastify';

import type { Store } from '../store/Store';
import type { CheckoutEnding } from './openCheckouts';
import type { PaymentProvider } from './PaymentProvider';

export function checkoutEnding(
  request: FastifyRequest,
  store: Pick<Store, 'checkoutsOf'>,
  provider: Pick<PaymentProvider, 'name' | 'expireCheckout'>,
): CheckoutEnding {
  return {
    store,
    provider,
    // Logged, never answered: the change stands, and a payment the checkout still takes is booked by its notice.
    log: (error, sessionId) =>
      request.log.warn({ err: error, sessionId }, 'A checkout could not be ended at the provider'),
  };
}
