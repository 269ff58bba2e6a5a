/**
 * A manager's early erasure of one registration's personal data, at the delegate's request (staff API), and the
 * delegate's copy of everything the service holds about them (behind their personal link).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Clock } from '../clock';
import { type DelegateRouteDeps, registrationOfToken } from '../delegate/delegateRoutes';
import { refusal } from '../http/keyedRefusal';
import { requireJsonBody } from '../routes/jsonOnly';
import { requireManager } from '../staff/staffAuth';
import { staffMessages } from '../staff/staffMessages';
import type { VisaLetterStore } from '../visaLetters/VisaLetterStore';
import { personalDataExport } from './personalDataExport';
import { personalDataFileName, personalDataPdf } from './personalDataPdf';
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
    if (!/^\d{1,9}$/.test(raw)) throw refusal(404, staffMessages.registrationNotFound);
    const outcome = await deps.erasure.erase(Number(raw), 'staff', `staff ${staff.account.email}`, deps.clock());
    if (outcome.outcome === 'not_found') throw refusal(404, staffMessages.registrationNotFound);
    return { ...outcome, at: outcome.at.toISOString() };
  });
}

export interface PersonalDataRouteDeps extends Pick<DelegateRouteDeps, 'store' | 'linkKey' | 'clock' | 'font'> {
  visaLetterStore?: VisaLetterStore;
}

/** The delegate's copy of their data behind their personal link: GET …/personal-data.json and …/personal-data.pdf. */
export function registerPersonalDataRoutes(api: FastifyInstance, deps: PersonalDataRouteDeps): void {
  const exportOf = async (request: FastifyRequest) => {
    const detail = await registrationOfToken(deps, request);
    const visa = await deps.visaLetterStore?.ofRegistration(detail.id);
    return personalDataExport(detail, visa, deps.clock());
  };
  api.get('/web/delegate/:token/personal-data.json', async (request, reply) => {
    const data = await exportOf(request);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${personalDataFileName(data.reference, 'json')}"`)
      .header('x-robots-tag', 'noindex')
      .send(JSON.stringify(data, null, 2));
  });
  api.get('/web/delegate/:token/personal-data.pdf', async (request, reply) => {
    const data = await exportOf(request);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${personalDataFileName(data.reference, 'pdf')}"`)
      .header('x-robots-tag', 'noindex')
      .send(await personalDataPdf(data, deps.font));
  });
}
