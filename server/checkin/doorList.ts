/** The list the check-in page downloads: every registration as the door shows it, keyed by its badge code's hash. */
import type { DoorList } from '../../core/api/doorTypes';
import type { Locale } from '../../core/i18n/locales';
import type { Meeting } from '../../core/model/meetings';
import type { EventInfo, Fees } from '../../core/model/types';
import { eventDays, meetingsOfFee } from '../../core/rules/meetings';
import { badgeCodeFor, badgeCodeHash } from '../badges/badgeCode';
import { delegateName } from '../mail/delegateName';
import { feeCategoryText, type TextOf, textsFor } from '../mail/texts';
import type { DoorRegistration, StandingCheckIn } from './CheckinStore';

/**
 * The name as the badge prints it, in the order of core/rules/personName.ts as e-mails and the console write it: "Ms
 * Mei-ling Chan", "陳美玲女士" (a CJK family name first, without a space), the title in the list's language.
 */
export function badgeName(
  registration: Pick<DoorRegistration, 'title' | 'givenName' | 'familyName'>,
  text: TextOf,
  locale: Locale,
): string {
  return delegateName(registration, text, locale);
}

export interface DoorListInput {
  event: EventInfo;
  fees: Fees;
  meetings: readonly Meeting[];
  badgeKey: Buffer;
  today: string;
  issuedAt: Date;
  window: string;
  language: string;
  registrations: readonly DoorRegistration[];
  standing: readonly StandingCheckIn[];
}

/** Builds the door's list, fee categories in the staff member's language. */
export function doorList(input: DoorListInput): DoorList {
  const { locale, text } = textsFor(input.language);
  const byRegistration = new Map<number, StandingCheckIn[]>();
  for (const checkIn of input.standing) {
    byRegistration.set(checkIn.registrationId, [...(byRegistration.get(checkIn.registrationId) ?? []), checkIn]);
  }
  return {
    today: input.today,
    issuedAt: input.issuedAt.toISOString(),
    window: input.window,
    days: eventDays(input.event, input.meetings).map(({ day, meeting }) => ({
      day,
      meeting: meeting.id,
      label: meeting.label,
    })),
    entries: input.registrations.map((registration) => ({
      id: registration.id,
      reference: registration.reference,
      codeHash: registration.reference ? badgeCodeHash(badgeCodeFor(input.badgeKey, registration.reference)) : null,
      name: badgeName(registration, text, locale),
      organisation: registration.organizationName,
      region: registration.region,
      feeCategory: feeCategoryText(text, registration.feeCategory),
      state: registration.state,
      meetings: meetingsOfFee(input.fees, input.meetings, registration.feeCategory).map((meeting) => meeting.id),
      checkIns: (byRegistration.get(registration.id) ?? []).map((checkIn) => ({
        day: checkIn.day,
        at: checkIn.at.toISOString(),
        by: checkIn.by,
      })),
    })),
  };
}
