import type { FastifyInstance } from 'fastify';
import type { EventInfo } from '../../src/model/types';
import { periodAt } from '../../src/rules/period';
import type { Clock } from '../clock';

/** GET /web/check-period: `{ data: { period } }` at the server's clock, in the event's time zone. */
export function registerCheckPeriodRoute(app: FastifyInstance, event: EventInfo, clock: Clock): void {
  app.get('/web/check-period', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { period: periodAt(event, clock()) } };
  });
}
