/**
 * Visa invitation letters: the request's fields and the rules a request must keep beyond its schema
 * (schemas/visa-letter.schema.json), the letters' numbers and verification codes, and who may have one. Shared by the
 * delegate's page and the server, so both refuse the same request with the same message.
 */
import type { ErrorObject } from 'ajv';

import type { RegistrationState } from '../lifecycle/registrationState';
import type { Meeting } from '../model/meetings';
import type { EventInfo } from '../model/types';
import { errorFieldOf } from '../validation/errorPlacement';
import { eventDays } from './meetings';

/** The request's fields, in the order the page shows them. */
export const visaFields = [
  'passportName',
  'nationality',
  'passportNumber',
  'dateOfBirth',
  'passportExpiry',
  'embassy',
] as const;

export type VisaField = (typeof visaFields)[number];

/** What a delegate sends to ask for a letter. */
export type VisaRequestValues = Record<VisaField, string>;

/** A compiled validator of the request's schema: ajv's own at the server, the precompiled one in the browser. */
export interface VisaSchemaValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Message keys by field; empty when the request may be kept. */
export type VisaProblems = Partial<Record<VisaField, string>>;

/** Whether an ISO day (YYYY-MM-DD) names a day of the calendar (not 31 February). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The first and last meeting days of the event, which a letter names and the passport must outlast. */
export function visaEventSpan(event: EventInfo, meetings: readonly Meeting[]): { first: string; last: string } {
  const days = eventDays(event, meetings).map(({ day }) => day);
  return { first: days[0] ?? event.dates.seminarStart, last: days.at(-1) ?? event.dates.seminarEnd };
}

/**
 * The request's problems, as message keys by field: first the schema's (its `errorMessage` keys), then the days'
 * meaning: a birth day on the calendar and before today, a passport still valid on the event's last day.
 */
export function visaRequestProblems(
  values: unknown,
  validate: VisaSchemaValidator,
  context: { today: string; lastEventDay: string },
): VisaProblems {
  const problems: VisaProblems = {};
  if (!validate(values)) {
    for (const error of validate.errors ?? []) {
      const field = errorFieldOf(error.instancePath.split('/'), error.keyword, error.params);
      if (!(visaFields as readonly string[]).includes(field ?? '')) continue;
      const key = error.keyword === 'errorMessage' && error.message ? error.message : 'error.generic';
      problems[field as VisaField] ??= key;
    }
  }
  const given = (values ?? {}) as Partial<VisaRequestValues>;
  if (!problems.dateOfBirth) {
    const born = given.dateOfBirth ?? '';
    if (!isCalendarDay(born) || born >= context.today) problems.dateOfBirth = 'delegate.visa.error.dateOfBirth';
  }
  if (!problems.passportExpiry) {
    const expiry = given.passportExpiry ?? '';
    if (!isCalendarDay(expiry)) problems.passportExpiry = 'delegate.visa.error.passportExpiry';
    else if (expiry < context.lastEventDay) problems.passportExpiry = 'delegate.visa.error.passportExpiryBeforeEvent';
  }
  return problems;
}

/** The request as kept: trimmed, the passport number in capitals as printed in passports. */
export function normalisedVisaRequest(values: VisaRequestValues): VisaRequestValues {
  const trimmed = Object.fromEntries(visaFields.map((field) => [field, values[field].trim()])) as VisaRequestValues;
  return { ...trimmed, passportNumber: trimmed.passportNumber.toUpperCase() };
}

/** A cancelled registration has no one to invite. */
export function mayRequestVisaLetter(state: RegistrationState): boolean {
  return state !== 'cancelled';
}

/** A letter is issued only for a registration whose fee has arrived; an unpaid one's request waits for it. */
export function visaLetterMayBeIssued(state: RegistrationState): boolean {
  return state === 'paid';
}

/** 'PICS2025-V-0007': the letters' own gapless series under the event's prefix. */
export function formatVisaLetterNumber(prefix: string, number: number): string {
  return `${prefix}-V-${String(number).padStart(4, '0')}`;
}

/** Letters avoid 0/O and 1/I, so a code read aloud or typed from paper is not mistaken. */
export const verificationAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'K7QM-2XPA-HW9D': twelve characters of the alphabet in three groups. */
export const verificationCodePattern = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

/** A code as typed ('k7qm 2xpa hw9d', without dashes) in its printed form; undefined when it cannot be one. */
export function normalisedVerificationCode(input: string): string | undefined {
  const plain = input.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== 12) return undefined;
  const code = `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}`;
  return verificationCodePattern.test(code) ? code : undefined;
}
