/**
 * Reads an announcement as the console sends it: the audience's filters (each checked against the event's fees and
 * meetings), the versions by language and the idempotency key. Anything that cannot be used is a 422 naming its
 * field by its catalogue key beside the English (the console words it in its language).
 */
import type { NewAnnouncement } from '../../core/api/announcementTypes';
import { extras } from '../../core/model/extras';
import type { Meeting } from '../../core/model/meetings';
import type { Fees } from '../../core/model/types';
import {
  type AnnouncementAudience,
  type AnnouncementTexts,
  type AnnouncementVersion,
  isWritten,
  maxBodyLength,
  maxSubjectLength,
  versionProblems,
} from '../../core/rules/announcements';
import { fieldRefusal } from '../http/keyedRefusal';
import { offeredLocales } from '../i18n/catalogues';

function refused(field: string, key: string): never {
  throw fieldRefusal(field, { key, values: { max: field.endsWith('subject') ? maxSubjectLength : maxBodyLength } });
}

function objectOf(value: unknown, field: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    refused(field, 'staff.announcements.error.invalid');
  return value as Record<string, unknown>;
}

function choice<T extends string>(value: unknown, allowed: readonly T[], field: string): T | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    refused(field, 'staff.announcements.error.invalid');
  return value as T;
}

/** A list of allowed values, each at most once; an empty one filters nothing. */
function choices<T extends string>(value: unknown, allowed: readonly T[], field: string): T[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) refused(field, 'staff.announcements.error.invalid');
  const chosen = [
    ...new Set(
      value.map((item) => choice(item, allowed, field) ?? refused(field, 'staff.announcements.error.invalid')),
    ),
  ];
  return chosen.length > 0 ? chosen : undefined;
}

function flag(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') refused(field, 'staff.announcements.error.invalid');
  return value || undefined;
}

/** The audience's filters; an absent one lets everyone through. */
export function readAudience(raw: unknown, fees: Fees, meetings: readonly Meeting[]): AnnouncementAudience {
  const body = objectOf(raw ?? {}, 'audience');
  const audience: AnnouncementAudience = {
    payment: choice(body.payment, ['paid', 'unpaid'] as const, 'audience.payment'),
    feeCategory: choice(
      body.feeCategory,
      fees.options.map((option) => option.value),
      'audience.feeCategory',
    ),
    extraGuests: choices(
      body.extraGuests,
      extras.map((extra) => extra.id),
      'audience.extraGuests',
    ),
    meeting: choice(
      body.meeting,
      meetings.map((meeting) => meeting.id),
      'audience.meeting',
    ),
    checkedIn: choice(body.checkedIn, ['yes', 'no'] as const, 'audience.checkedIn'),
    includeCancelled: flag(body.includeCancelled, 'audience.includeCancelled'),
  };
  // Left-out filters are dropped, so the kept audience reads as the manager chose it.
  return Object.fromEntries(Object.entries(audience).filter(([, value]) => value !== undefined));
}

function versionOf(raw: unknown, language: string): AnnouncementVersion {
  const body = objectOf(raw ?? {}, language);
  const subject = body.subject ?? '';
  const text = body.body ?? '';
  if (typeof subject !== 'string') refused(`${language}.subject`, 'staff.announcements.error.invalid');
  if (typeof text !== 'string') refused(`${language}.body`, 'staff.announcements.error.invalid');
  return { subject: subject.trim(), body: text.trim() };
}

/** The versions by language: English with a subject and a text, another language with both or neither. */
export function readTexts(raw: unknown): AnnouncementTexts {
  const body = objectOf(raw, 'texts');
  const texts: Record<string, AnnouncementVersion> = {};
  for (const language of offeredLocales) {
    const version = versionOf(body[language], language);
    const problems = versionProblems(version, language === 'en');
    for (const field of ['subject', 'body'] as const) {
      const problem = problems[field];
      if (problem) refused(`${language}.${field}`, problem);
    }
    if (language === 'en' || isWritten(version)) texts[language] = version;
  }
  return texts as AnnouncementTexts;
}

/** The whole announcement of POST /staff/api/announcements. */
export function readNewAnnouncement(raw: unknown, fees: Fees, meetings: readonly Meeting[]): NewAnnouncement {
  const body = objectOf(raw, 'body');
  const key = body.key;
  // The console's key: a random UUID, kept until the announcement is sent.
  if (typeof key !== 'string' || !/^[A-Za-z0-9-]{16,100}$/.test(key))
    refused('key', 'staff.announcements.error.invalid');
  return { key, audience: readAudience(body.audience, fees, meetings), texts: readTexts(body.texts) };
}
