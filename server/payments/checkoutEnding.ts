/**
 * What a route gives withOpenCheckoutsEnded (and the provider's notices endCheckoutsAtProvider): its store, provider and
 * clock, and its request's log (or the server's) for a provider's failure.
 */
import type { FastifyRequest } from 'fastify';

import type { Clock } from '../clock';
import type { CheckoutEnding } from './openCheckouts';

export function checkoutEnding(
  request: Pick<FastifyRequest, 'log'>,
  store: CheckoutEnding['store'],
  provider: CheckoutEnding['provider'],
  clock: Clock,
): CheckoutEnding {
  return {
    store,
    provider,
    clock,
    // Logged, never answered: the change stands, the checkout is tried again later (checkoutSweeper.ts), and a payment
    // it still takes meanwhile is booked by its notice.
    log: (error, sessionId) =>
      request.log.warn({ err: error, sessionId }, 'A checkout could not be ended at the provider'),
  };
}
