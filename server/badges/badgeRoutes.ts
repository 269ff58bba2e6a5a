/**
 * GET /staff/api/badges.pdf: badges of every paid registration, of those the list's filters find, of some by id, or
 * of one by reference (a reprint at the door).
 */
import type { FastifyInstance } from 'fastify';

import type { Locale } from '../../core/i18n/locales';
import { badgeLayout } from '../../core/model/badgeLayout';
import { meetings } from '../../core/model/meetings';
import type { Fees } from '../../core/model/types';
import { meetingsOfFee } from '../../core/rules/meetings';
import type { CheckinStore, DoorRegistration } from '../checkin/CheckinStore';
import { badgeName } from '../checkin/doorList';
import { drawDocument } from '../documents/documentPool';
import { refusal } from '../http/keyedRefusal';
import type { InvoiceFont } from '../invoice/invoiceFont';
import { languageOf } from '../lifecycle/language';
import { type TextOf, textsFor } from '../mail/texts';
import { BadListQuery } from '../staff/registrationList';
import { selectedIds, selectionOf } from '../staff/registrationSelection';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';
import { badgeCodeFor } from './badgeCode';
import type { BadgeContent } from './badgesPdf';

export interface BadgeRouteDeps {
  store: Pick<Store, 'listRegistrations'>;
  checkinStore: CheckinStore;
  fees: Fees;
  badgeKey: Buffer;
  font: InvoiceFont | undefined;
}

/** `?ids=3,5,8` as numbers; undefined for all; 400 for anything else. */
function idsOf(raw: unknown): Set<number> | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^\d{1,9}(,\d{1,9}){0,999}$/.test(raw))
    throw refusal(400, staffMessages.badQuery('ids'));
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

/** The registrations `?references=` or the list's filters name; undefined for everyone. 400 for what cannot be read. */
async function chosenIds(query: Record<string, unknown>, deps: BadgeRouteDeps): Promise<Set<number> | undefined> {
  try {
    const selection = selectionOf(query, deps.fees);
    const sources = {
      listRegistrations: () => deps.store.listRegistrations(),
      registrationIdOf: async (reference: string) => (await deps.checkinStore.doorRegistration({ reference }))?.id,
    };
    return (await selectedIds(selection, sources, deps.fees)).ids;
  } catch (error) {
    if (error instanceof BadListQuery) throw refusal(400, staffMessages.badQuery(error.parameter));
    throw error;
  }
}

export function registerBadgeRoutes(api: FastifyInstance, deps: BadgeRouteDeps): void {
  api.get('/staff/api/badges.pdf', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const ids = idsOf(query.ids);
    const sheet =
      query.sheet === undefined || query.sheet === 'sheet' ? 'sheet' : query.sheet === 'single' ? 'single' : undefined;
    if (!sheet) throw refusal(400, staffMessages.badQuery('sheet'));
    const { locale, text } = textsFor(languageOf(typeof query.lang === 'string' ? query.lang : undefined));
    const chosen = ids ?? (await chosenIds(query, deps));
    const registrations = (await deps.checkinStore.doorRegistrations()).filter(
      (registration) => !chosen || chosen.has(registration.id),
    );
    const badges = paidBadges(registrations, deps.fees, deps.badgeKey, text, locale);
    // A reprint or a filtered print that finds nobody says why, rather than handing over an empty PDF.
    if (chosen && !ids && badges.length === 0)
      throw refusal(404, staffMessages.badges(query.references !== undefined ? 'noPaidReference' : 'noPaidMatch'));
    const pdf = await drawDocument('badges', { badges, layout: badgeLayout, sheet }, deps.font);
    return reply.type('application/pdf').header('content-disposition', 'attachment; filename="badges.pdf"').send(pdf);
  });
}
