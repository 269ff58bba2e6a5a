/** The rows of the catering and door lists: who, in the staff member's language, sorted by family name. */
import type { Locale } from '../../core/i18n/locales';
import type { Meeting } from '../../core/model/meetings';
import type { EventInfo, Fees } from '../../core/model/types';
import { meetingDays, meetingsOfFee } from '../../core/rules/meetings';
import type { StandingCheckIn } from '../checkin/CheckinStore';
import { badgeName } from '../checkin/doorList';
import type { TextOf } from '../mail/texts';
import type { RegistrationListing } from '../store/Store';

/** One delegate at the dinner. */
export interface DinnerRow {
  reference: string;
  name: string;
  organisation: string;
  dietaryPreference: string;
}

/** The dinner list: its rows and how many of each dietary preference (in the form's order of preferences). */
export interface DinnerList {
  rows: DinnerRow[];
  counts: { preference: string; count: number }[];
}

/** One delegate on a meeting's list, with a check-in yes or no per day of the meeting. */
export interface AttendanceRow {
  reference: string;
  name: string;
  organisation: string;
  region: string;
  checkedIn: boolean[];
}

export interface AttendanceList {
  days: string[];
  rows: AttendanceRow[];
}

/** Family name, then given name, in the collation of the staff member's language. */
function byName(locale: string) {
  const collator = new Intl.Collator(locale === 'en' ? 'en' : locale, { sensitivity: 'base' });
  return (a: RegistrationListing, b: RegistrationListing) =>
    collator.compare(a.familyName, b.familyName) || collator.compare(a.givenName, b.givenName) || a.id - b.id;
}

/**
 * A stored dietary preference in words: the console's own where the form's label is a code ("NA"), else as the form
 * named it; the code itself when the catalogues have no words for it.
 */
function dietaryText(text: TextOf, code: string): string {
  for (const key of [`staff.value.dietaryPreference.${code}`, `option.dietary.${code}`]) {
    const words = text(key);
    if (words !== key) return words;
  }
  return code;
}

/** Paid registrations that join the dinner. */
export function dinnerList(registrations: readonly RegistrationListing[], text: TextOf, locale: Locale): DinnerList {
  const guests = registrations
    .filter((registration) => registration.state === 'paid' && registration.joinGalaDinner === 'Yes')
    .sort(byName(locale));
  const counts = new Map<string, number>();
  const rows = guests.map((registration) => {
    const dietaryPreference = dietaryText(text, registration.dietaryPreference);
    counts.set(dietaryPreference, (counts.get(dietaryPreference) ?? 0) + 1);
    return {
      reference: registration.reference ?? '',
      name: badgeName(registration, text, locale),
      organisation: registration.organizationName,
      dietaryPreference,
    };
  });
  return { rows, counts: [...counts].map(([preference, count]) => ({ preference, count })) };
}

/** Paid registrations whose fee category covers `meeting`, with their check-ins standing on each of its days. */
export function attendanceList(
  input: {
    event: EventInfo;
    fees: Fees;
    meetings: readonly Meeting[];
    registrations: readonly RegistrationListing[];
    standing: readonly StandingCheckIn[];
  },
  meeting: Meeting,
  text: TextOf,
  locale: Locale,
): AttendanceList {
  const days = meetingDays(input.event, meeting);
  const checkedIn = new Set(input.standing.map((checkIn) => `${checkIn.registrationId} ${checkIn.day}`));
  const rows = input.registrations
    .filter(
      (registration) =>
        registration.state === 'paid' &&
        meetingsOfFee(input.fees, input.meetings, registration.feeCategory).some((item) => item.id === meeting.id),
    )
    .sort(byName(locale))
    .map((registration) => ({
      reference: registration.reference ?? '',
      name: badgeName(registration, text, locale),
      organisation: registration.organizationName,
      region: registration.region,
      checkedIn: days.map((day) => checkedIn.has(`${registration.id} ${day}`)),
    }));
  return { days, rows };
}
