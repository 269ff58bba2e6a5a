/** Delegates checked in at the door, and the server's clock before and after the event, for the certificates' tests. */
import { randomUUID } from 'node:crypto';

import { meetings } from '../../../core/model/meetings';
import { event, fees } from '../../../core/model/schemaData';
import type { RegistrationPayload } from '../../../core/model/types';
import { lastEventDay } from '../../../core/rules/certificates';
import { meetingOn, meetingsOfFee } from '../../../core/rules/meetings';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import type { Database } from '../../../server/db/Database';
import type { Store, StoredRegistration } from '../../../server/store/Store';
import { addDays, eventInstant } from '../../support/eventTimes';
import { paidRegistration } from '../checkin/doorFixtures';

/** A fee whose delegates attend every meeting (Committee Meeting and Seminar). */
const everyMeetingFee = fees.options.find(
  (option) => meetingsOfFee(fees, meetings, option.value).length === meetings.length,
)!;

/** The last meeting day. */
export const lastDay = lastEventDay(event, meetings);
/** Noon of the last meeting day in the event's time zone: certificates are not yet issued. */
export const onLastDay = new Date(eventInstant(lastDay, '12:00:00'));
/** A minute past midnight after the last day, in the event's time zone: they are. */
export const afterLastDay = new Date(eventInstant(addDays(lastDay, 1), '00:01:00'));

/** A paid delegate of the Committee Meeting and the Seminar, checked in on `days`. */
export async function checkedIn(
  store: Store,
  db: Database,
  days: readonly string[],
  fields: Partial<RegistrationPayload> = {},
): Promise<StoredRegistration> {
  const registration = await paidRegistration(store, fields, everyMeetingFee);
  const checkins = sqlCheckinStore(db);
  for (const day of days) {
    await checkins.recordScan({
      scanId: randomUUID(),
      registrationId: registration.id,
      day,
      meeting: meetingOn(event, meetings, day)!.id,
      scannedAt: new Date(eventInstant(day, '09:00:00')),
      arrivedAt: new Date(eventInstant(day, '09:00:00')),
      staffEmail: 'door@example.org',
      method: 'code',
    });
  }
  return registration;
}

/** How many certificate e-mails the outbox holds for a registration. */
export async function certificateMails(db: Database, registrationId: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `select count(*)::integer as count from outbox where registration_id = $1 and kind = 'attendance_certificate'`,
    [registrationId],
  );
  return rows[0]?.count ?? 0;
}
