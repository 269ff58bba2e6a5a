import { isNonEmptyString, isObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'event.json';

/** The dates the service itself reads; every other date is named by the fee periods, meetings or texts that use it. */
const requiredDates = ['registrationCloses'] as const;

type Relation = 'on or after' | 'after' | 'on or before';

/**
 * [date, relation, other date]: the order of the seminar's days (spec section 9), each rule applied when the event
 * has both dates (fees.ts checks the fee periods' last days, meetings.ts the meetings').
 */
const orderRules: readonly [string, Relation, string][] = [
  ['executiveBureauMeeting', 'after', 'registrationCloses'],
  ['committeeMeetingStart', 'after', 'registrationCloses'],
  ['committeeMeetingEnd', 'on or after', 'committeeMeetingStart'],
  ['seminarStart', 'on or after', 'committeeMeetingEnd'],
  ['seminarStart', 'on or after', 'executiveBureauMeeting'],
  ['seminarEnd', 'on or after', 'seminarStart'],
  // The dinner, an extra of the seminar (extras.json checks each extra's day against its cut-off).
  ['seminarDinner', 'on or after', 'seminarStart'],
  ['seminarDinner', 'on or before', 'seminarEnd'],
];

const venueParts = ['name', 'address'] as const;

/** The venue's name and address in every language of the site. */
function checkVenue(venue: unknown, languages: readonly string[]): Problem[] {
  if (!isObject(venue))
    return [problem(file, pointer('venue'), `is ${shown(venue)}, and should hold the venue's name and address`)];
  return venueParts.flatMap((part) => {
    const texts = venue[part];
    return languages.flatMap((locale) =>
      isObject(texts) && isNonEmptyString(texts[locale])
        ? []
        : [
            problem(
              file,
              pointer('venue', part, locale),
              `is ${shown(isObject(texts) ? texts[locale] : undefined)}, and should be the venue's ${part} in ${locale}`,
            ),
          ],
    );
  });
}

const reminderDays = [
  ['bankDaysBeforeDue', 'days before a bank transfer is due that its reminder goes out', 0, 60],
  ['onlineUnpaidDays', 'days an online registration stays unpaid before its reminder goes out', 1, 30],
] as const;

/** The payment reminders' days: whole numbers in a sensible range (core/rules/paymentReminders.ts). */
function checkPaymentReminders(reminders: unknown): Problem[] {
  if (!isObject(reminders))
    return [
      problem(
        file,
        pointer('paymentReminders'),
        `is ${shown(reminders)}, and should hold bankDaysBeforeDue and onlineUnpaidDays`,
      ),
    ];
  return reminderDays.flatMap(([key, meaning, min, max]) => {
    const value = reminders[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? []
      : [
          problem(
            file,
            pointer('paymentReminders', key),
            `is ${shown(value)}, and should be a whole number from ${min} to ${max} (the ${meaning})`,
          ),
        ];
  });
}

/** Whether a text is a calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function holds(date: string, relation: Relation, other: string): boolean {
  if (relation === 'after') return date > other;
  if (relation === 'on or after') return date >= other;
  return date <= other;
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Event dates are real dates in the order of the event; the time zone exists. */
/** A prefix this event could take, for the problem's text: its acronym's letters and its year ('PICS2025'). */
function prefixExample(event: Record<string, unknown>): string {
  const letters =
    typeof event.bodyAcronym === 'string' ? event.bodyAcronym.toUpperCase().replace(/[^A-Z0-9]/g, '') : '';
  return `${letters || 'EVENT'}${typeof event.year === 'number' ? event.year : ''}`.slice(0, 16);
}

export function checkEvent(event: unknown, languages: readonly string[]): Problem[] {
  if (!isObject(event))
    return [
      problem(file, '/', 'should be an object with year, projectName, bodyAcronym, organiserEmail, timeZone and dates'),
    ];
  const problems: Problem[] = [];
  if (!isNonEmptyString(event.timeZone) || !isTimeZone(event.timeZone)) {
    problems.push(
      problem(
        file,
        pointer('timeZone'),
        `is ${shown(event.timeZone)}, and should be an IANA time zone such as "Asia/Hong_Kong"`,
      ),
    );
  }
  if (typeof event.organiserEmail !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(event.organiserEmail)) {
    problems.push(
      problem(file, pointer('organiserEmail'), `is ${shown(event.organiserEmail)}, and should be an e-mail address`),
    );
  }
  // The prefix starts every reference delegates quote on a bank transfer: letters and digits only, so it survives banks' forms.
  if (typeof event.referencePrefix !== 'string' || !/^[A-Z0-9]{2,16}$/.test(event.referencePrefix)) {
    problems.push(
      problem(
        file,
        pointer('referencePrefix'),
        `is ${shown(event.referencePrefix)}, and should be 2 to 16 capital letters or digits such as "${prefixExample(event)}"`,
      ),
    );
  }
  problems.push(...checkVenue(event.venue, languages));
  problems.push(...checkPaymentReminders(event.paymentReminders));
  const dates = event.dates;
  if (!isObject(dates))
    return [
      ...problems,
      problem(file, pointer('dates'), `is ${shown(dates)}, and should hold the event dates as YYYY-MM-DD`),
    ];
  const valid = new Map<string, string>();
  for (const key of new Set([...requiredDates, ...Object.keys(dates)])) {
    const value = dates[key];
    if (typeof value === 'string' && isRealDate(value)) valid.set(key, value);
    else
      problems.push(
        problem(
          file,
          pointer('dates', key),
          `${shown(value)} is not a real date, and should be a calendar date written YYYY-MM-DD`,
        ),
      );
  }
  for (const [key, relation, otherKey] of orderRules) {
    const date = valid.get(key);
    const other = valid.get(otherKey);
    if (date === undefined || other === undefined || holds(date, relation, other)) continue;
    problems.push(
      problem(file, pointer('dates', key), `${key} is ${date}, and should be ${relation} ${otherKey} (${other})`),
    );
  }
  return problems;
}
