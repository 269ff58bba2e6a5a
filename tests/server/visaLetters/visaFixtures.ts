/** A visa letter request as a delegate sends it, with days taken from the event's own (schemas/ through core/model). */
import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { visaEventSpan, type VisaRequestValues } from '../../../core/rules/visaLetter';
import type { Database } from '../../../server/db/Database';
import { eventInstant } from '../../support/eventTimes';

/** The event's first and last meeting days. */
export const span = visaEventSpan(event, meetings);

/** The day `days` after an ISO day. */
export function daysAfter(day: string, days: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Noon, in the event's time zone, a month before the first day: requests are made then. */
export const beforeEvent = new Date(new Date(eventInstant(span.first, '12:00:00')).getTime() - 30 * 86_400_000);

/** A request that keeps every rule: a passport valid a year beyond the event. */
export function validRequest(fields: Partial<VisaRequestValues> = {}): VisaRequestValues {
  return {
    passportName: 'MARIA ELENA VISATEST',
    nationality: 'Chile',
    passportNumber: 'p1234567',
    dateOfBirth: '1980-05-17',
    passportExpiry: daysAfter(span.last, 365),
    embassy: 'Consulate General of the People’s Republic of China in Santiago',
    ...fields,
  };
}

/** How many letter e-mails the outbox holds for a registration. */
export async function letterMails(db: Database, registrationId: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `select count(*)::integer as count from outbox where registration_id = $1 and kind = 'visa_letter'`,
    [registrationId],
  );
  return rows[0]?.count ?? 0;
}
