import type { EventInfo } from '../model/types';

// Building an Intl.DateTimeFormat costs far more than formatting with one (a locale lookup in ICU each time), and
// every component that translates asks for the event's dates: one formatter per language, one set of values per event.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const valuesByEvent = new WeakMap<EventInfo, Map<string, Readonly<Record<string, string>>>>();

function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/** Formats an ISO day as '27 September 2025' in the given locale, without time-zone drift. */
export function formatEventDate(isoDay: string, locale: string): string {
  return dayFormat(locale).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The values every message may interpolate: the event's dates, e-mail, acronym and year. */
export function eventTextValues(event: EventInfo, locale: string): Readonly<Record<string, string>> {
  let byLocale = valuesByEvent.get(event);
  if (!byLocale) {
    byLocale = new Map();
    valuesByEvent.set(event, byLocale);
  }
  let values = byLocale.get(locale);
  if (!values) {
    const dates = Object.fromEntries(
      Object.entries(event.dates).map(([key, day]) => [key, formatEventDate(day, locale)]),
    );
    values = Object.freeze({
      ...dates,
      email: event.organiserEmail,
      acronym: event.bodyAcronym,
      year: String(event.year),
    });
    byLocale.set(locale, values);
  }
  return values;
}
