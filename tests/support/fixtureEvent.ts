/**
 * An event of the tests' own, for a test of a rule rather than of the data: days in 2031, in Tokyo's time zone (east
 * of UTC all year, no summer time), and its own reminder days, fixed here so the rule's cases (a deadline at midnight
 * in an eastern zone, a term that ends near the seminar) stay the cases they were written for whatever event
 * schemas/ holds, and no one takes them for a real event's. The rest is the event under test.
 */
import { event } from '../../core/model/schemaData';
import type { EventInfo } from '../../core/model/types';

export const fixtureEvent: EventInfo = {
  ...event,
  year: 2031,
  projectName: 'fixture-seminar-2031',
  referencePrefix: 'FIX2031',
  timeZone: 'Asia/Tokyo',
  paymentReminders: { bankDaysBeforeDue: 7, onlineUnpaidDays: 1 },
  dates: {
    ...event.dates,
    earlyBirdDeadline: '2031-05-17',
    registrationCloses: '2031-06-14',
    cateringCutOff: '2031-06-19',
    executiveBureauMeeting: '2031-06-23',
    committeeMeetingStart: '2031-06-23',
    committeeMeetingEnd: '2031-06-24',
    seminarStart: '2031-06-25',
    seminarEnd: '2031-06-27',
    seminarDinner: '2031-06-26',
  },
};

/** An instant at a wall-clock time in the fixture's zone: fixtureInstant('2031-05-01T10:00:00'). */
export const fixtureInstant = (local: string): Date => new Date(`${local}+09:00`);
