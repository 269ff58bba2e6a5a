/**
 * An event of the tests' own, for a test of a rule rather than of the data: the 2025 seminar's days, time zone and
 * reminder days, fixed here so the rule's cases (a deadline at midnight in Hong Kong, a term that ends near the
 * seminar) stay the cases they were written for whatever event schemas/ holds. The rest is the event under test.
 */
import { event } from '../../core/model/schemaData';
import type { EventInfo } from '../../core/model/types';

export const fixtureEvent: EventInfo = {
  ...event,
  year: 2025,
  projectName: 'fixture-seminar-2025',
  referencePrefix: 'FIX2025',
  timeZone: 'Asia/Hong_Kong',
  paymentReminders: { bankDaysBeforeDue: 7, onlineUnpaidDays: 1 },
  dates: {
    ...event.dates,
    earlyBirdDeadline: '2025-09-27',
    registrationCloses: '2025-10-25',
    cateringCutOff: '2025-10-30',
    executiveBureauMeeting: '2025-11-03',
    committeeMeetingStart: '2025-11-03',
    committeeMeetingEnd: '2025-11-04',
    seminarStart: '2025-11-05',
    seminarEnd: '2025-11-07',
    seminarDinner: '2025-11-06',
  },
};
