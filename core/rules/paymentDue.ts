/** When a bank transfer is due: the invoice's payment term, but never later than the day before the seminar starts. */
import type { EventInfo } from '../model/types';

/** The day `days` after `day` (YYYY-MM-DD; negative for before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The due day (YYYY-MM-DD) of an invoice dated `invoiceDay` with a term of `termDays`. */
export function paymentDueDay(event: EventInfo, invoiceDay: string, termDays: number): string {
  const byTerm = addDays(invoiceDay, termDays);
  const lastDay = addDays(event.dates.seminarStart, -1);
  return byTerm < lastDay ? byTerm : lastDay < invoiceDay ? invoiceDay : lastDay;
}
