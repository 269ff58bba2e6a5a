import type { EventDates } from './types';

/** The dates of schemas/event.json, in the order of the event: each is also a value every text may use. */
export const eventDateNames = [
  'earlyBirdDeadline',
  'registrationCloses',
  'cateringCutOff',
  'executiveBureauMeeting',
  'committeeMeetingStart',
  'committeeMeetingEnd',
  'seminarStart',
  'seminarEnd',
  'seminarDinner',
] as const satisfies readonly (keyof EventDates)[];
