/**
 * Attendance certificates: managers issue them after the last day (/staff/api/certificates), anyone holding one may
 * verify it by its identifier (GET /web/certificates/<number>-<code>: what it prints, or that it was revoked).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { CertificateCheck } from '../../core/api/certificateTypes';
import type { Meeting } from '../../core/model/meetings';
import type { EventInfo } from '../../core/model/types';
import { attendedMeetings, certificatesOpen, lastEventDay } from '../../core/rules/certificates';
import { doorDay } from '../../core/rules/meetings';
import { nameWithoutTitle } from '../../core/rules/personName';
import type { CheckinStore } from '../checkin/CheckinStore';
import type { Clock } from '../clock';
import { HttpError } from '../http/HttpError';
import { languageOf } from '../lifecycle/language';
import { textsFor } from '../mail/texts';
import { requireManager } from '../staff/staffAuth';
import { attendedLines } from './certificatePdf';
import type { CertificateStore } from './CertificateStore';

export interface CertificateRouteDeps {
  certificateStore: CertificateStore;
  checkinStore: CheckinStore;
  event: EventInfo;
  meetings: readonly Meeting[];
  clock: Clock;
  /** SITE_URL; the request's own origin when empty (the demo). */
  siteUrl: string;
}

/** `"3, 5 8"` as registration numbers; undefined for an empty text (everyone); 422 for anything else. */
function idsOf(body: unknown): number[] | undefined {
  const raw = (body as { ids?: unknown } | null)?.ids;
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined;
  const parts = typeof raw === 'string' ? raw.trim().split(/[\s,;]+/) : [];
  if (parts.length === 0 || parts.length > 1000 || parts.some((part) => !/^\d{1,9}$/.test(part)))
    throw new HttpError(422, {
      message: 'The registration numbers are not valid.',
      errors: { ids: ['Give registration numbers separated by commas, or leave the field empty for everyone.'] },
    });
  return [...new Set(parts.map(Number))];
}

function siteOf(request: FastifyRequest, siteUrl: string): string {
  return siteUrl || `${request.protocol}://${request.host}`;
}

/** Registers the managers' routes on the staff API plugin (behind its sign-in and CSRF guard). */
export function registerCertificateRoutes(api: FastifyInstance, deps: CertificateRouteDeps): void {
  const { certificateStore, checkinStore, event, meetings, clock } = deps;

  /** Every registration with a check-in standing, with the days it stands on. */
  const checkedInDays = async () => {
    const days = new Map<number, string[]>();
    for (const checkIn of await checkinStore.standingCheckIns())
      days.set(checkIn.registrationId, [...(days.get(checkIn.registrationId) ?? []), checkIn.day]);
    return days;
  };

  api.get('/staff/api/certificates', async () => ({
    open: certificatesOpen(event, meetings, clock()),
    lastDay: lastEventDay(event, meetings),
    issued: await certificateStore.count(),
    checkedIn: (await checkedInDays()).size,
  }));

  api.post('/staff/api/certificates/issue', async (request) => {
    const staff = requireManager(request);
    const now = clock();
    if (!certificatesOpen(event, meetings, now))
      throw new HttpError(409, {
        message: `Certificates are issued after the last day of the event (${lastEventDay(event, meetings)}), not before.`,
      });
    const ids = idsOf(request.body);
    const days = await checkedInDays();
    const chosen = ids ?? [...days.keys()].sort((a, b) => a - b);
    const summary = { issued: [] as string[], alreadyIssued: 0, notCheckedIn: [] as number[] };
    for (const registrationId of chosen) {
      const registrationDays = days.get(registrationId);
      const registration = registrationDays && (await checkinStore.doorRegistration({ id: registrationId }));
      if (!registrationDays || !registration || registration.state !== 'paid') {
        summary.notCheckedIn.push(registrationId);
        continue;
      }
      const outcome = await certificateStore.issue({
        registrationId,
        // The registered name as stored, in the order personName.ts writes it (family name first for a CJK name).
        name: nameWithoutTitle(registration),
        attended: attendedMeetings(event, meetings, registrationDays),
        prefix: event.referencePrefix,
        siteUrl: siteOf(request, deps.siteUrl),
        issuedBy: `staff ${staff.account.email}`,
        issuedOn: doorDay(event, now),
      });
      if (outcome.outcome === 'issued') summary.issued.push(outcome.number);
      else if (outcome.outcome === 'exists') summary.alreadyIssued += 1;
      else summary.notCheckedIn.push(registrationId);
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
      if (!certificate) throw new HttpError(404, { message: 'There is no certificate with this number and code.' });
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
      };
    },
  );
}
