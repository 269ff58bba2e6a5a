/** The refund rule of a cancellation: 75% when cancelled more than one month before the seminar starts, nothing after. */
import type { EventInfo } from '../model/types';
import { eventDay } from './period';

/** The share of the amount paid that is refunded before the cut-off day. */
export const refundPercentBeforeCutOff = 75;

/** The day one calendar month before `day` (YYYY-MM-DD); the 31st of a month with 30 days gives the 30th. */
export function oneMonthBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const targetYear = month === 1 ? year - 1 : year;
  const targetMonth = month === 1 ? 12 : month - 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

/**
 * The first day (YYYY-MM-DD, in the event's time zone) on which a cancellation refunds nothing: one calendar month
 * before the seminar's first day. A cancellation on any earlier day is "more than one month before".
 */
export function refundCutOffDay(event: EventInfo): string {
  return oneMonthBefore(event.dates.seminarStart);
}

/** What a cancellation at `cancelledAt` refunds of `amountPaid` (whole units; the refund is rounded to cents). */
export interface Refund {
  percent: number;
  amount: number;
  /** The first day without a refund, in the event's time zone. */
  cutOffDay: string;
}

/** The refund of a cancellation at an instant, judged by the calendar day in the event's time zone. */
export function refundFor(event: EventInfo, cancelledAt: Date, amountPaid: number): Refund {
  const cutOffDay = refundCutOffDay(event);
  const percent = eventDay(cancelledAt, event.timeZone) < cutOffDay ? refundPercentBeforeCutOff : 0;
  return { percent, amount: Math.round(amountPaid * percent) / 100, cutOffDay };
}
