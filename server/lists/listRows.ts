/** The rows of the catering and door lists: who, in the staff member's language, sorted by family name. */
import type { Locale } from '../../core/i18n/locales';
import type { Extra } from '../../core/model/extras';
import type { Meeting } from '../../core/model/meetings';
import type { EventInfo, Fees } from '../../core/model/types';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { optionTextKey } from '../../core/registration/optionLabels';
import { followUpAnswer, joinsExtra } from '../../core/rules/extras';
import { meetingDays, meetingsOfFee } from '../../core/rules/meetings';
import type { StandingCheckIn } from '../checkin/CheckinStore';
import { badgeName } from '../checkin/doorList';
import type { TextOf } from '../mail/texts';
import type { RegistrationListing } from '../store/Store';
import { answersOf } from '../store/storedFields';

/** One guest of an extra (the dinner). */
export interface ExtraRow {
  reference: string;
  name: string;
  organisation: string;
  /** The follow-up answer in words (a dietary preference); '' for an extra without a follow-up question. */
  followUp: string;
}

/** An extra's list: its guests and how many gave each follow-up answer. */
export interface ExtraList {
  rows: ExtraRow[];
  counts: { answer: string; count: number }[];
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
 * A stored option in words: the console's own where the form's label is a code ("NA" of the dietary preference), else
 * as the form named it; the code itself when the catalogues have no words for it.
 */
function optionText(text: TextOf, key: string, value: string): string {
  const field = formFieldTable.entry(key)?.fields[0];
  const keys = [field && `staff.value.${field}.${value}`, optionTextKey(key, value)];
  for (const words of keys) if (words !== undefined && text(words) !== words) return text(words);
  return value;
}

/** Paid registrations that join the extra, with their follow-up answers counted. */
export function extraList(
  extra: Extra,
  registrations: readonly RegistrationListing[],
  text: TextOf,
  locale: Locale,
): ExtraList {
  const guests = registrations
    .filter((registration) => registration.state === 'paid' && joinsExtra(extra, answersOf(registration)))
    .sort(byName(locale));
  const counts = new Map<string, number>();
  const rows = guests.map((registration) => {
    const answer = followUpAnswer(extra, answersOf(registration));
    const followUp = extra.followUp === undefined ? '' : optionText(text, extra.followUp, answer);
    if (extra.followUp !== undefined) counts.set(followUp, (counts.get(followUp) ?? 0) + 1);
    return {
      reference: registration.reference ?? '',
      name: badgeName(registration, text, locale),
      organisation: registration.organizationName,
      followUp,
    };
  });
  return { rows, counts: [...counts].map(([answer, count]) => ({ answer, count })) };
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
