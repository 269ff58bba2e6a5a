/**
 * The days of a bank transfer's reminder story, from the event under test and its organiser: registered well before
 * registration closes, due after the organiser's payment term, and reminded the event's number of days before that.
 */
import organiser from '@schemas/organiser.json';

import { event } from '../../../core/model/schemaData';
import { addDays, eventInstant } from '../../support/eventTimes';

export const registeredDay = addDays(event.dates.registrationCloses, -54);
export const dueDay = addDays(registeredDay, organiser.paymentDueDays);
export const reminderDay = addDays(dueDay, -event.paymentReminders.bankDaysBeforeDue);

/** An instant of a day at a wall-clock time of the event's own zone. */
export function eventTime(day: string, time: string): Date {
  return new Date(eventInstant(day, time));
}
