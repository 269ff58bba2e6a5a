/**
 * Attendance certificates: staff see who would get one, managers issue them after the last day (by reference, by the
 * list's filters, or to everyone checked in; /staff/api/certificates), anyone holding one may
 * verify it by its identifier (GET /web/certificates/<number>-<code>: what it prints, or that it was revoked).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { CertificateCheck, CertificatePreview } from '../../core/api/certificateTypes';
import type { Meeting } from '../../core/model/meetings';
import type { EventInfo } from '../../core/model/types';
import { attendedMeetings, certificatesOpen, lastEventDay } from '../../core/rules/certificates';
import { doorDay } from '../../core/rules/meetings';
import { nameWithoutTitle } from '../../core/rules/personName';
import type { Clock } from '../clock';
import { HttpError } from '../http/HttpError';
import { answerOf, refusal } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';
import { signatoryIn } from '../invoice/organiser';
import { languageOf } from '../lifecycle/language';
import { textsFor } from '../mail/texts';
import { requireManager } from '../staff/staffAuth';
import { attendedLines } from './certificatePdf';
import { certificateSelection, type CertificateSelectionDeps } from './certificateSelection';
import type { CertificateStore } from './CertificateStore';

export interface CertificateRouteDeps extends CertificateSelectionDeps {
  certificateStore: CertificateStore;
  event: EventInfo;
  meetings: readonly Meeting[];
  clock: Clock;
  /** SITE_URL; the request's own origin when empty (the demo). */
  siteUrl: string;
}

function siteOf(request: FastifyRequest, siteUrl: string): string {
  return siteUrl || `${request.protocol}://${request.host}`;
}

function paramsOf(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

/** Registers the managers' routes on the staff API plugin (behind its sign-in and CSRF guard). */
export function registerCertificateRoutes(api: FastifyInstance, deps: CertificateRouteDeps): void {
  const { certificateStore, checkinStore, event, meetings, clock } = deps;

  api.get('/staff/api/certificates', async () => ({
    open: certificatesOpen(event, meetings, clock()),
    lastDay: lastEventDay(event, meetings),
    issued: await certificateStore.count(),
    checkedIn: new Set((await checkinStore.standingCheckIns()).map((checkIn) => checkIn.registrationId)).size,
  }));

  // Who a selection gives a certificate, before a manager issues them: the same query as the issue's body.
  api.get('/staff/api/certificates/preview', async (request): Promise<CertificatePreview> => {
    const selection = await certificateSelection(paramsOf(request.query), deps);
    const recipients = [];
    for (const { registration, days } of selection.recipients)
      recipients.push({
        reference: registration.reference ?? '',
        name: nameWithoutTitle(registration),
        days,
        certificate: (await certificateStore.ofRegistration(registration.id))?.number ?? null,
      });
    return {
      recipients,
      notCheckedIn: selection.notCheckedIn.map((registration) => registration.reference ?? ''),
      unknown: selection.unknown,
    };
  });

  api.post('/staff/api/certificates/issue', async (request) => {
    const staff = requireManager(request);
    const now = clock();
    if (!certificatesOpen(event, meetings, now))
      throw refusal(409, { key: 'staff.api.certificates.notYet', values: { day: lastEventDay(event, meetings) } });
    const selection = await certificateSelection(paramsOf(request.body), deps);
    const summary = {
      issued: [] as string[],
      alreadyIssued: 0,
      notCheckedIn: selection.notCheckedIn.map((registration) => registration.id),
      unknown: selection.unknown,
    };
    for (const { registration, days } of selection.recipients) {
      const outcome = await certificateStore.issue({
        registrationId: registration.id,
        // The registered name as stored, in the order personName.ts writes it (family name first for a CJK name).
        name: nameWithoutTitle(registration),
        attended: attendedMeetings(event, meetings, days),
        prefix: event.referencePrefix,
        siteUrl: siteOf(request, deps.siteUrl),
        issuedBy: `staff ${staff.account.email}`,
        issuedOn: doorDay(event, now),
        at: now,
      });
      if (outcome.outcome === 'issued') summary.issued.push(outcome.number);
      else if (outcome.outcome === 'exists') summary.alreadyIssued += 1;
      else summary.notCheckedIn.push(registration.id);
    }
    return summary;
  });
}

/** Lookups of certificate identifiers per client address and minute. */
export const verificationsPerMinute = 60;

/**
 * GET /web/certificates/<identifier>[?lang=]: what the certificate of this number and code prints (name, event,
 * meetings and days, day of issue), or that it was revoked; 404 for anything else, a bare number included.
 */
export function registerCertificateVerification(
  api: FastifyInstance,
  certificateStore: CertificateStore,
  event: EventInfo,
): void {
  api.get(
    '/web/certificates/:identifier',
    // The random code already keeps anyone from counting through certificates; the limit keeps guessing it slow.
    { config: { rateLimit: { max: verificationsPerMinute, timeWindow: 60_000 } } },
    async (request): Promise<CertificateCheck> => {
      const certificate = await certificateStore.find((request.params as { identifier?: string }).identifier ?? '');
      if (!certificate) throw new HttpError(404, answerOf(serverTexts.noSuchCertificate));
      if (certificate.revoked) return { status: 'revoked', number: certificate.number };
      const lang = (request.query as Record<string, unknown>).lang;
      const language = languageOf(typeof lang === 'string' ? lang : undefined);
      return {
        status: 'valid',
        number: certificate.number,
        name: certificate.name,
        event: textsFor(language).text('header.eventTitle'),
        attended: attendedLines(certificate.attended, language),
        issuedOn: certificate.printed?.issuedOn ?? doorDay(event, certificate.issuedAt),
        signedBy: signatoryIn(language),
      };
    },
  );
}
