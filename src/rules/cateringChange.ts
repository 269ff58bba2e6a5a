/** Until when a delegate may change their dinner and dietary choice themselves: the caterer's numbers close then. */
import type { EventInfo } from '../model/types';
import { eventDay } from './period';

/** Whether the dinner and dietary choice may still be changed at `instant`: up to and including the cut-off day. */
export function isCateringChangeOpen(event: EventInfo, instant: Date): boolean {
  return eventDay(instant, event.timeZone) <= event.dates.cateringCutOff;
}
