/**
 * Announcements over HTTP, on the staff API (behind its sign-in and CSRF guard): the audience's count and one
 * delegate's e-mail as a preview, the sending (managers only, once per console key) and the list of those sent.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AnnouncementPreview } from '../../core/api/announcementTypes';
import { extras } from '../../core/model/extras';
import type { Meeting } from '../../core/model/meetings';
import type { EventInfo, Fees } from '../../core/model/types';
import {
  type AnnouncementAudience,
  announcementLanguage,
  type AnnouncementTexts,
  inAudience,
} from '../../core/rules/announcements';
import { joinedExtras } from '../../core/rules/extras';
import { meetingDays } from '../../core/rules/meetings';
import type { CheckinStore } from '../checkin/CheckinStore';
import type { Clock } from '../clock';
import { composeMessage } from '../mail/composeMessage';
import { requireJsonBody } from '../routes/jsonOnly';
import { requireManager } from '../staff/staffAuth';
import type { RegistrationListing, Store } from '../store/Store';
import { answersOf } from '../store/storedFields';
import { readAudience, readNewAnnouncement, readTexts } from './announcementInput';
import { announcement } from './announcementMessages';
import type { AnnouncementRecipient, AnnouncementStore } from './AnnouncementStore';

export interface AnnouncementRouteDeps {
  store: Store;
  announcementStore: AnnouncementStore;
  /** The door's check-ins, for the "checked in or not" filter; without it nobody counts as checked in. */
  checkinStore?: CheckinStore;
  event: EventInfo;
  fees: Fees;
  meetings: readonly Meeting[];
  clock: Clock;
  linkKey: Buffer;
  emailChangeKey: Buffer;
  /** SITE_URL; the request's own origin when empty (the demo). */
  siteUrl?: string;
}

/** The registrations in the audience, oldest first, each with the language of the version they will read. */
export async function audienceOf(
  deps: Pick<AnnouncementRouteDeps, 'store' | 'checkinStore' | 'event' | 'fees' | 'meetings'>,
  audience: AnnouncementAudience,
  texts: AnnouncementTexts,
): Promise<{ registration: RegistrationListing; recipient: AnnouncementRecipient }[]> {
  const [registrations, standing] = await Promise.all([
    deps.store.listRegistrations(),
    deps.checkinStore ? deps.checkinStore.standingCheckIns() : Promise.resolve([]),
  ]);
  const days = new Map<number, string[]>();
  for (const checkIn of standing)
    days.set(checkIn.registrationId, [...(days.get(checkIn.registrationId) ?? []), checkIn.day]);
  const daysOf = (meeting: Meeting) => meetingDays(deps.event, meeting);
  return registrations
    .filter((registration) =>
      inAudience(
        {
          ...registration,
          extras: joinedExtras(extras, answersOf(registration)),
          checkedInDays: days.get(registration.id) ?? [],
        },
        audience,
        deps.fees,
        deps.meetings,
        daysOf,
      ),
    )
    .sort((a, b) => a.id - b.id)
    .map((registration) => ({
      registration,
      recipient: {
        registrationId: registration.id,
        email: registration.email,
        language: announcementLanguage(texts, registration.language),
      },
    }));
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  requireJsonBody(request);
  return (request.body ?? {}) as Record<string, unknown>;
}

export function registerAnnouncementRoutes(api: FastifyInstance, deps: AnnouncementRouteDeps): void {
  const { announcementStore, fees, meetings } = deps;

  // Viewers may read the list too: it holds no personal data.
  api.get('/staff/api/announcements', async () => {
    return { announcements: await announcementStore.list() };
  });

  api.post('/staff/api/announcements/preview', async (request) => {
    requireManager(request);
    const body = bodyOf(request);
    const audience = readAudience(body.audience, fees, meetings);
    const texts = readTexts(body.texts);
    const members = await audienceOf(deps, audience, texts);
    const answer: AnnouncementPreview = { count: members.length };
    const first = members[0];
    if (first) {
      const now = deps.clock();
      const version = texts[first.recipient.language as keyof AnnouncementTexts] ?? texts.en;
      const mail = await composeMessage(
        announcement,
        {
          id: 0,
          registrationId: first.registration.id,
          kind: 'announcement',
          recipient: first.recipient.email,
          language: first.recipient.language,
          details: { subject: version.subject, body: version.body },
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          createdAt: now,
          sentAt: null,
        },
        first.registration,
        await deps.store.ledgerOf(first.registration.id),
        {
          font: undefined,
          linkKey: deps.linkKey,
          emailChangeKey: deps.emailChangeKey,
          siteUrl: deps.siteUrl || `${request.protocol}://${request.host}`,
        },
      );
      answer.sample = { to: mail.to, language: mail.language, subject: mail.subject, text: mail.text };
    }
    return answer;
  });

  api.post('/staff/api/announcements', async (request, reply) => {
    const staff = requireManager(request);
    const announcement = readNewAnnouncement(bodyOf(request), fees, meetings);
    const members = await audienceOf(deps, announcement.audience, announcement.texts);
    const outcome = await announcementStore.send({
      ...announcement,
      recipients: members.map((member) => member.recipient),
      sentBy: `staff ${staff.account.email}`,
      at: deps.clock(),
    });
    return reply.status(outcome.repeat ? 200 : 201).send(outcome);
  });
}
