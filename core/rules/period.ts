import type { EventInfo, Fees, Period } from '../model/types';

/** The calendar date (YYYY-MM-DD) of an instant in the event's time zone. */
export function eventDay(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD, which compares correctly as a string.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/**
 * The fee period at an instant: the first of fees.json's periods whose last day (a date of event.json) has not
 * passed in the event's time zone, the last period once every dated one has.
 */
export function periodAt(event: EventInfo, fees: Pick<Fees, 'periods'>, instant: Date): Period {
  const today = eventDay(instant, event.timeZone);
  const current = fees.periods.find(({ lastDay }) => {
    const last = lastDay === undefined ? undefined : event.dates[lastDay];
    return last === undefined || today <= last;
  });
  return (current ?? fees.periods[fees.periods.length - 1]).id;
}

/** Registration is open up to and including the closing day. */
export function isRegistrationOpen(event: EventInfo, instant: Date): boolean {
  return eventDay(instant, event.timeZone) <= event.dates.registrationCloses;
}
