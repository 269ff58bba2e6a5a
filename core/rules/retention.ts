/**
 * How long personal data is kept: the retention period of schemas/event.json counts days after the event's last
 * meeting day; once they have passed (in the event's time zone) the data no law asks to keep is erased. Shared by
 * the server's erasure job, the console and check:schemas.
 */
import type { Meeting } from '../model/meetings';
import type { EventInfo } from '../model/types';
import { lastEventDay } from './certificates';
import { addDays } from './paymentDue';
import { eventDay } from './period';

/**
 * The shortest retention the schema check accepts, in days after the event: a card payment made just before the
 * event can be disputed, and its refund claimed back, for up to 120 days (the card networks' dispute window), and a
 * refund by bank transfer needs the delegate's details until it is settled.
 */
export const refundSettlementDays = 120;

/** What the erasure removes, each by the code its history entry, the console and the export name it with. */
export const erasedData = [
  'phoneNumber',
  'dietaryPreference',
  'visaPassport',
  'mailboxBodies',
  'errorReports',
] as const;
export type ErasedData = (typeof erasedData)[number];

/** The registration columns the erasure empties, by their field names (the console and the CSV say "erased"). */
export const erasedFields = ['iddCode', 'phoneNumber', 'dietaryPreference'] as const;

/** The retention period of event.json in days after the last day. */
export function retentionDays(event: EventInfo): number {
  return event.retention.days;
}

/** The first day (YYYY-MM-DD, the event's time zone) on which personal data is erased. */
export function erasureDay(event: EventInfo, meetings: readonly Meeting[]): string {
  return addDays(lastEventDay(event, meetings), retentionDays(event) + 1);
}

/** Whether the retention period has ended at an instant. */
export function erasureDue(event: EventInfo, meetings: readonly Meeting[], instant: Date): boolean {
  return eventDay(instant, event.timeZone) >= erasureDay(event, meetings);
}

/** What the CSV export writes in an erased cell: a word, never an empty cell that reads as a field left blank. */
export const erasedCell = 'erased';

/** Whether a field of a (flat) registration row was erased: one of the erased fields of an erased registration. */
export function isErasedField(row: Readonly<Record<string, unknown>>, field: string): boolean {
  const erasedAt = row.personalDataErasedAt;
  return erasedAt !== null && erasedAt !== undefined && (erasedFields as readonly string[]).includes(field);
}
