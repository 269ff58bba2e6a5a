/** GET /staff/api/badges.pdf: badges of every paid registration, of a selection, or of one. */
import type { FastifyInstance } from 'fastify';

import type { Locale } from '../../core/i18n/locales';
import { badgeLayout } from '../../core/model/badgeLayout';
import { meetings } from '../../core/model/meetings';
import type { Fees } from '../../core/model/types';
import { meetingsOfFee } from '../../core/rules/meetings';
import type { CheckinStore, DoorRegistration } from '../checkin/CheckinStore';
import { badgeName } from '../checkin/doorList';
import { drawDocument } from '../documents/documentPool';
import { HttpError } from '../http/HttpError';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { languageOf } from '../lifecycle/language';
import { type TextOf, textsFor } from '../mail/texts';
import { badgeCodeFor } from './badgeCode';
import type { BadgeContent } from './badgesPdf';

export interface BadgeRouteDeps {
  checkinStore: CheckinStore;
  fees: Fees;
  badgeKey: Buffer;
  font: InvoiceFont | undefined;
}

/** `?ids=3,5,8` as numbers; undefined for all; 400 for anything else. */
function idsOf(raw: unknown): Set<number> | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,9}(,\d{1,9}){0,999}$/.test(raw))
    throw new HttpError(400, { message: 'The ids parameter is not valid.' });
  return new Set(raw.split(',').map(Number));
}

/** The badges of the paid registrations among `registrations`, in the language of `text`. */
export function paidBadges(
  registrations: readonly DoorRegistration[],
  fees: Fees,
  badgeKey: Buffer,
  text: TextOf,
  locale: Locale,
): BadgeContent[] {
  return registrations
    .filter((registration) => registration.state === 'paid' && registration.reference)
    .map((registration) => ({
      name: badgeName(registration, text, locale),
      organisation: registration.organizationName,
      region: registration.region,
      band: meetingsOfFee(fees, meetings, registration.feeCategory)
        .map((meeting) => text(meeting.label))
        .join(text(badgeLayout.band.separator)),
      reference: registration.reference!,
      code: badgeCodeFor(badgeKey, registration.reference!),
    }));
}

export function registerBadgeRoutes(api: FastifyInstance, deps: BadgeRouteDeps): void {
  api.get('/staff/api/badges.pdf', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const ids = idsOf(query.ids);
    const sheet =
      query.sheet === undefined || query.sheet === 'sheet' ? 'sheet' : query.sheet === 'single' ? 'single' : undefined;
    if (!sheet) throw new HttpError(400, { message: 'The sheet parameter is not valid.' });
    const { locale, text } = textsFor(languageOf(typeof query.lang === 'string' ? query.lang : undefined));
    const registrations = (await deps.checkinStore.doorRegistrations()).filter(
      (registration) => !ids || ids.has(registration.id),
    );
    const badges = paidBadges(registrations, deps.fees, deps.badgeKey, text, locale);
    const pdf = await drawDocument('badges', { badges, layout: badgeLayout, sheet }, deps.font);
    return reply.type('application/pdf').header('content-disposition', 'attachment; filename="badges.pdf"').send(pdf);
  });
}
