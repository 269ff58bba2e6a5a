/** A manager's early erasure of one registration's personal data, at the delegate's request (staff API). */
import type { FastifyInstance } from 'fastify';

import type { Clock } from '../clock';
import { HttpError } from '../http/HttpError';
import { requireJsonBody } from '../routes/jsonOnly';
import { requireManager } from '../staff/staffAuth';
import { staffMessages } from '../staff/staffMessages';
import type { ErasureStore } from './sqlErasure';

export interface RetentionRouteDeps {
  erasure: ErasureStore;
  clock: Clock;
}

/** POST /staff/api/registrations/:id/erase: 200 `{ outcome: 'erased' | 'already_erased', erased?, at }`. */
export function registerRetentionRoutes(api: FastifyInstance, deps: RetentionRouteDeps): void {
  api.post('/staff/api/registrations/:id/erase', async (request) => {
    const staff = requireManager(request);
    requireJsonBody(request);
    const raw = (request.params as { id?: string }).id ?? '';
    if (!/^\d{1,9}$/.test(raw)) throw new HttpError(404, { message: staffMessages.registrationNotFound });
    const outcome = await deps.erasure.erase(Number(raw), 'staff', `staff ${staff.account.email}`, deps.clock());
    if (outcome.outcome === 'not_found') throw new HttpError(404, { message: staffMessages.registrationNotFound });
    return { ...outcome, at: outcome.at.toISOString() };
  });
}
