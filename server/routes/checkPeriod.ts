import type { FastifyInstance } from 'fastify';

import type { EventInfo, Fees } from '../../core/model/types';
import { isRegistrationOpen, periodAt } from '../../core/rules/period';
import type { Clock } from '../clock';

/**
 * GET /web/check-period: `{ data: { period, registrationOpen } }` at the server's clock, in the event's time zone.
 * `period` keeps the contract's 'earlyBird' / 'standard'; `registrationOpen` is false after the closing day.
 */
export function registerCheckPeriodRoute(app: FastifyInstance, event: EventInfo, fees: Fees, clock: Clock): void {
  app.get('/web/check-period', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    // One instant for both answers, so a check at midnight meets one day's rules.
    const now = clock();
    return { data: { period: periodAt(event, fees, now), registrationOpen: isRegistrationOpen(event, now) } };
  });
}
