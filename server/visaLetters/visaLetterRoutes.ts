/**
 * Visa invitation letters over HTTP: the delegate's request and letter behind their personal link, the managers'
 * review in the console (viewers see no passport data), and the public check of a letter's code (name, event and
 * dates only).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { DelegateVisaView, StaffVisaList, VisaCheckAnswer } from '../../core/api/visaLetterTypes';
import { meetings } from '../../core/model/meetings';
import type { EventInfo } from '../../core/model/types';
import { visaCheckUrl } from '../../core/paths/visaLetterPaths';
import { doorDay } from '../../core/rules/meetings';
import {
  mayRequestVisaLetter,
  normalisedVerificationCode,
  normalisedVisaRequest,
  visaEventSpan,
  visaFields,
  visaLetterMayBeIssued,
  visaRequestProblems,
  type VisaRequestValues,
} from '../../core/rules/visaLetter';
import type { Clock } from '../clock';
import { apiWords, delegateSaid } from '../delegate/apiText';
import { registrationOfToken } from '../delegate/delegateRoutes';
import { drawDocument } from '../documents/documentPool';
import { requireCsrfToken } from '../http/csrf';
import { HttpError } from '../http/HttpError';
import { answerOf, fieldRefusal, refusal } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { languageOf } from '../lifecycle/language';
import { textsFor } from '../mail/texts';
import { requireJsonBody } from '../routes/jsonOnly';
import { requireManager, staffOf } from '../staff/staffAuth';
import type { Store } from '../store/Store';
import { newVerificationCode } from './verificationCode';
import { visaLetterFileName } from './visaLetterPdf';
import type { VisaLetterStore } from './VisaLetterStore';
import { validateVisaRequest } from './visaRequestValidator';

export interface VisaLetterRouteDeps {
  store: Store;
  visaLetterStore: VisaLetterStore;
  event: EventInfo;
  clock: Clock;
  linkKey: Buffer;
  font?: InvoiceFont;
  /** SITE_URL; the request's own origin when empty (the demo). */
  siteUrl?: string;
}

function siteOf(request: FastifyRequest, siteUrl: string | undefined): string {
  return siteUrl || `${request.protocol}://${request.host}`;
}

function objectBody(request: FastifyRequest): Record<string, unknown> {
  requireJsonBody(request);
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(422, answerOf(serverTexts.notJsonObject));
  return body as Record<string, unknown>;
}

/** The delegate's routes, on the public API plugin. */
export function registerDelegateVisaRoutes(api: FastifyInstance, deps: VisaLetterRouteDeps): void {
  const { visaLetterStore, clock, event } = deps;
  const checkCsrfToken = requireCsrfToken(deps.store);
  const span = visaEventSpan(event, meetings);

  const viewOf = async (registrationId: number, state: Parameters<typeof mayRequestVisaLetter>[0]) => {
    const request = await visaLetterStore.ofRegistration(registrationId);
    const view: DelegateVisaView = {
      mayRequest: mayRequestVisaLetter(state) && request?.status !== 'approved',
      waitsForPayment: mayRequestVisaLetter(state) && !visaLetterMayBeIssued(state),
      request:
        request && request.values
          ? {
              status: request.status,
              values: request.values,
              requestedAt: request.requestedAt.toISOString(),
              reason: request.reason,
              letter: request.letter && { number: request.letter.number, issuedOn: request.letter.issuedOn },
            }
          : undefined,
    };
    return view;
  };

  api.get('/web/delegate/:token/visa-letter', async (request) => {
    const detail = await registrationOfToken(deps, request);
    return viewOf(detail.id, detail.state);
  });

  api.post(
    '/web/delegate/:token/visa-letter',
    { preHandler: async (request: FastifyRequest) => checkCsrfToken(request) },
    async (request) => {
      const body = objectBody(request);
      const detail = await registrationOfToken(deps, request);
      if (!mayRequestVisaLetter(detail.state))
        throw new HttpError(409, delegateSaid(request, { key: 'delegateApi.visa.cancelled' }));
      const values = Object.fromEntries(visaFields.map((field) => [field, body[field]]));
      const problems = visaRequestProblems(values, validateVisaRequest, {
        today: doorDay(event, clock()),
        lastEventDay: span.last,
      });
      const fields = Object.entries(problems);
      if (fields.length > 0) {
        const errorTexts = Object.fromEntries(
          fields.map(([field, key]) => [field, [{ key, values: { field: { key: `delegate.visa.field.${field}` } } }]]),
        );
        const errors = Object.fromEntries(
          Object.entries(errorTexts).map(([field, texts]) => [field, texts.map((text) => apiWords(request, text))]),
        );
        throw new HttpError(422, { ...delegateSaid(request, { key: 'delegateApi.visa.invalid' }), errors, errorTexts });
      }
      const language = languageOf(request.headers['content-language']);
      const kept = await visaLetterStore.request(
        detail.id,
        normalisedVisaRequest(values as VisaRequestValues),
        language,
        clock(),
      );
      if (kept.outcome === 'cancelled')
        throw new HttpError(409, delegateSaid(request, { key: 'delegateApi.visa.cancelled' }));
      if (kept.outcome === 'issued')
        throw new HttpError(409, delegateSaid(request, { key: 'delegateApi.visa.issued' }));
      return viewOf(detail.id, detail.state);
    },
  );

  api.get('/web/delegate/:token/visa-letter.pdf', async (request, reply) => {
    const detail = await registrationOfToken(deps, request);
    const kept = await visaLetterStore.ofRegistration(detail.id);
    if (!kept?.letter || !kept.values) throw new HttpError(404, answerOf(serverTexts.notFound));
    const pdf = await drawDocument(
      'visaLetter',
      {
        content: {
          number: kept.letter.number,
          verificationCode: kept.letter.verificationCode,
          checkUrl: visaCheckUrl(siteOf(request, deps.siteUrl), kept.letter.verificationCode),
          issuedOn: kept.letter.issuedOn,
          reference: detail.reference ?? '',
          values: kept.values,
          language: detail.language,
        },
      },
      deps.font,
    );
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${visaLetterFileName(kept.letter.number)}"`)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(pdf);
  });
}

/** Code lookups per client address and minute: enough for an embassy, too few to try codes at random. */
export const visaChecksPerMinute = 30;

/** GET /web/visa-letters/<code>[?lang=]: the public check. */
export function registerVisaCheck(api: FastifyInstance, deps: Pick<VisaLetterRouteDeps, 'visaLetterStore' | 'event'>) {
  const span = visaEventSpan(deps.event, meetings);
  api.get(
    '/web/visa-letters/:code',
    { config: { rateLimit: { max: visaChecksPerMinute, timeWindow: 60_000 } } },
    async (request) => {
      const code = normalisedVerificationCode((request.params as { code?: string }).code ?? '');
      const letter = code ? await deps.visaLetterStore.check(code) : undefined;
      if (!letter) throw new HttpError(404, answerOf(serverTexts.noSuchVisaLetter));
      const lang = (request.query as Record<string, unknown>).lang;
      const { text } = textsFor(languageOf(typeof lang === 'string' ? lang : undefined));
      const answer: VisaCheckAnswer = {
        name: letter.name,
        event: text('header.eventTitle'),
        firstDay: span.first,
        lastDay: span.last,
      };
      return answer;
    },
  );
}

/** What the console's visa routes refuse with, by key (staff.api.visa.*). */
const staffVisaMessages = {
  notFound: { key: 'staff.api.visa.notFound' },
  waitsForPayment: { key: 'staff.api.visa.waitsForPayment' },
  cancelled: { key: 'staff.api.visa.cancelled' },
  reason: { key: 'staff.api.visa.reason' },
  issued: { key: 'staff.api.visa.issued' },
} as const;

function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw refusal(404, staffVisaMessages.notFound);
  return Number(raw);
}

/** The console's routes, on the staff API plugin (behind its sign-in and CSRF guard). */
export function registerStaffVisaRoutes(api: FastifyInstance, deps: VisaLetterRouteDeps): void {
  const { visaLetterStore, event, clock } = deps;

  api.get('/staff/api/visa-letters', async (request) => {
    const manager = staffOf(request).account.role === 'manager';
    const rows = await visaLetterStore.list();
    // Passport data is for those who decide on it: a viewer's answer never carries it.
    const answer: StaffVisaList = {
      passportData: manager,
      rows: rows.map(({ values, ...row }) => (manager && values ? { ...row, values } : row)),
    };
    return answer;
  });

  api.post('/staff/api/visa-letters/:id/approve', async (request) => {
    const staff = requireManager(request);
    objectBody(request);
    const now = clock();
    const outcome = await visaLetterStore.approve({
      requestId: idOf(request),
      decidedBy: `staff ${staff.account.email}`,
      at: now,
      prefix: event.referencePrefix,
      issuedOn: doorDay(event, now),
      verificationCode: newVerificationCode(),
      checkUrl: (code) => visaCheckUrl(siteOf(request, deps.siteUrl), code),
    });
    switch (outcome.outcome) {
      case 'issued':
      case 'exists':
        return { outcome: outcome.outcome, number: outcome.number };
      case 'waits_for_payment':
        throw refusal(409, staffVisaMessages.waitsForPayment);
      case 'cancelled':
        throw refusal(409, staffVisaMessages.cancelled);
      case 'not_found':
        throw refusal(404, staffVisaMessages.notFound);
    }
  });

  api.post('/staff/api/visa-letters/:id/decline', async (request) => {
    const staff = requireManager(request);
    const body = objectBody(request);
    const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
    if (reason === '' || reason.length > 1000) throw fieldRefusal('reason', staffVisaMessages.reason);
    const outcome = await visaLetterStore.decline(idOf(request), reason, `staff ${staff.account.email}`, clock());
    if (outcome.outcome === 'not_found') throw refusal(404, staffVisaMessages.notFound);
    if (outcome.outcome === 'issued') throw refusal(409, staffVisaMessages.issued);
    return { outcome: 'declined' };
  });
}
