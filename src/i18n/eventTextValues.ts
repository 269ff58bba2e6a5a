import type { EventInfo } from '../model/types';

/** Formats an ISO day as '27 September 2025' in the given locale, without time-zone drift. */
export function formatEventDate(isoDay: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The values every message may interpolate: the event's dates, e-mail, acronym and year. */
export function eventTextValues(event: EventInfo, locale: string): Record<string, string> {
  const dates = Object.fromEntries(
    (Object.entries(event.dates) as [string, string][]).map(([key, day]) => [key, formatEventDate(day, locale)]),
  );
  return {
    ...dates,
    email: event.organiserEmail,
    acronym: event.bodyAcronym,
    year: String(event.year),
  };
}
