/**
 * Announcements: who a manager's message reaches (the console's filters, over a registration's state, fee, extras,
 * meetings and check-ins), which of the manager's versions each delegate reads, and what makes a version sendable.
 * The console asks these before sending; the server asks them again when it sends.
 */
import { englishLocale, type Locale } from '../i18n/locales';
import { isPayable } from '../lifecycle/registrationState';
import type { Meeting } from '../model/meetings';
import type { Fees } from '../model/types';
import { meetingsOfFee } from './meetings';
import { hasOnlySafeCharacters } from './textCharacters';

/** The console's filters of an announcement's audience; each one left out lets everyone through. */
export interface AnnouncementAudience {
  /** Paid, or awaiting payment (an ended online checkout included). */
  payment?: 'paid' | 'unpaid';
  /** A fee category's code (fees.json's options). */
  feeCategory?: string;
  /** Only the guests of these extras (extras.json's ids, such as 'dinner'), of each of them. */
  extraGuests?: string[];
  /** The delegates of a meeting (meetings.json), by their fee. */
  meeting?: string;
  /** Checked in at the door on some day (of the chosen meeting, when one is), or not. */
  checkedIn?: 'yes' | 'no';
  /** Cancelled registrations too; without it they get nothing. */
  includeCancelled?: boolean;
}

/** What the audience looks at of a registration. */
export interface AudienceMember {
  state: string;
  feeCategory: string;
  /** The ids of the extras the delegate joins (core/rules/extras.ts). */
  extras: readonly string[];
  /** The days (YYYY-MM-DD) the delegate's check-in stands on. */
  checkedInDays: readonly string[];
}

/** One language's version of an announcement. */
export interface AnnouncementVersion {
  subject: string;
  body: string;
}

/** The manager's versions by language: English always, the others when written. */
export interface AnnouncementTexts {
  en: AnnouncementVersion;
  [language: Locale]: AnnouncementVersion | undefined;
}

export const maxSubjectLength = 200;
export const maxBodyLength = 20_000;

/** Whether `member` is in the audience, given the event's fees and meetings. */
export function inAudience(
  member: AudienceMember,
  audience: AnnouncementAudience,
  fees: Fees,
  meetings: readonly Meeting[],
  meetingDaysOf: (meeting: Meeting) => readonly string[],
): boolean {
  if (member.state === 'cancelled' && !audience.includeCancelled) return false;
  if (audience.payment === 'paid' && member.state !== 'paid') return false;
  if (audience.payment === 'unpaid' && !isPayable(member.state)) return false;
  if (audience.feeCategory !== undefined && member.feeCategory !== audience.feeCategory) return false;
  if (audience.extraGuests?.some((extra) => !member.extras.includes(extra))) return false;
  const meeting = audience.meeting === undefined ? undefined : meetings.find((item) => item.id === audience.meeting);
  if (meeting && !meetingsOfFee(fees, meetings, member.feeCategory).some((item) => item.id === meeting.id))
    return false;
  if (audience.checkedIn !== undefined) {
    const days = meeting ? new Set(meetingDaysOf(meeting)) : undefined;
    const checkedIn = member.checkedInDays.some((day) => !days || days.has(day));
    if (checkedIn !== (audience.checkedIn === 'yes')) return false;
  }
  return true;
}

/** The language a delegate reads the announcement in: theirs when the manager wrote it, else English. */
export function announcementLanguage(texts: AnnouncementTexts, delegateLanguage: string): Locale {
  return Object.hasOwn(texts, delegateLanguage) && texts[delegateLanguage] ? delegateLanguage : englishLocale;
}

/** The catalogue key of a version's field that cannot be sent; a missing key is a field that can. */
export type VersionProblems = Partial<Record<keyof AnnouncementVersion, string>>;

function fieldProblem(value: string, max: number, required: boolean, singleLine: boolean): string | undefined {
  if (value.trim() === '') return required ? 'staff.announcements.error.required' : undefined;
  if (value.length > max) return 'staff.announcements.error.tooLong';
  // The body keeps its line breaks; any other control or direction-changing character is refused.
  const checked = singleLine ? value : value.replace(/\r?\n/g, ' ');
  if (!hasOnlySafeCharacters(checked)) return 'staff.announcements.error.characters';
  return undefined;
}

/**
 * What keeps a version from being sent: an empty subject or text (English must have both; another language's version
 * must have both or neither), one too long, or characters no e-mail should carry. Empty when it may be sent.
 */
export function versionProblems(version: AnnouncementVersion, required: boolean): VersionProblems {
  const written = version.subject.trim() !== '' || version.body.trim() !== '';
  const problems: VersionProblems = {};
  const subject = fieldProblem(version.subject, maxSubjectLength, required || written, true);
  const body = fieldProblem(version.body, maxBodyLength, required || written, false);
  if (subject) problems.subject = subject;
  if (body) problems.body = body;
  return problems;
}

/** Whether a version holds anything: an untouched one of another language is left out of the announcement. */
export function isWritten(version: AnnouncementVersion | undefined): version is AnnouncementVersion {
  return version !== undefined && (version.subject.trim() !== '' || version.body.trim() !== '');
}

/** The body's paragraphs, split on blank lines, each with its own line breaks kept. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
