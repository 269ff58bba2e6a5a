/** Until when a delegate may cancel on their own page: staff may still cancel afterwards, with a reason. */
import type { Meeting } from '../model/meetings';
import type { EventInfo } from '../model/types';
import { eventDays } from './meetings';
import { eventDay } from './period';

/** The first meeting's first day (YYYY-MM-DD), from event.json's dates and the meetings list. */
export function firstMeetingDay(event: EventInfo, meetings: readonly Meeting[]): string {
  return eventDays(event, meetings)[0]?.day ?? event.dates.seminarStart;
}

/**
 * Whether a delegate may still cancel at `now`: until the first meeting starts (the start of its first day in the
 * event's time zone). Once the event has begun, a cancellation would undo attendance already under way.
 */
export function delegateMayCancel(event: EventInfo, meetings: readonly Meeting[], now: Date): boolean {
  return eventDay(now, event.timeZone) < firstMeetingDay(event, meetings);
}
