import type { EventInfo, Period } from '../model/types';

/** The calendar date (YYYY-MM-DD) of an instant in the event's time zone. */
export function eventDay(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD, which compares correctly as a string.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The fee period at an instant: early bird up to and including the deadline day. */
export function periodAt(event: EventInfo, instant: Date): Period {
  return eventDay(instant, event.timeZone) <= event.dates.earlyBirdDeadline ? 'earlyBird' : 'standard';
}

/** Registration is open up to and including the closing day. */
export function isRegistrationOpen(event: EventInfo, instant: Date): boolean {
  return eventDay(instant, event.timeZone) <= event.dates.registrationCloses;
}
