/**
 * A delegate with every kind of personal data the erasure removes, from schemas/ (fees, meetings, event): paid, with a
 * phone number and a dietary preference, a visa letter issued and its e-mail delivered to the local mailbox; and an
 * error report. Days around the erasure day of event.json's retention period.
 */
import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { addDays } from '../../../core/rules/paymentDue';
import { erasureDay } from '../../../core/rules/retention';
import type { Database } from '../../../server/db/Database';
import { localMailbox } from '../../../server/mail/mailTransport';
import { startOutboxSender } from '../../../server/mail/outboxSender';
import type { Store, StoredRegistration } from '../../../server/store/Store';
import { sqlVisaLetterStore } from '../../../server/visaLetters/sqlVisaLetterStore';
import { paidRegistration } from '../checkin/doorFixtures';
import { eventually } from '../helpers/eventually';
import { senderLinks } from '../helpers/senderLinks';
import { beforeEvent, validRequest } from '../visaLetters/visaFixtures';

/**
 * An instant on the first day of erasure and one on the day before, in the event's time zone whatever it is (UTC-12
 * to UTC+14): the end of that day in UTC, and the start of the day before in UTC.
 */
export const onErasureDay = new Date(`${erasureDay(event, meetings)}T23:00:00Z`);
export const dayBeforeErasure = new Date(`${addDays(erasureDay(event, meetings), -1)}T00:00:00Z`);

/** A paid delegate with a phone number, a dietary preference and an issued visa letter, its e-mails delivered. */
export async function delegateWithPersonalData(db: Database, store: Store): Promise<StoredRegistration> {
  const registration = await paidRegistration(store);
  const letters = sqlVisaLetterStore(db);
  const kept = await letters.request(registration.id, validRequest(), 'en', beforeEvent);
  if (kept.outcome !== 'kept') throw new Error('the visa request was not kept');
  const approved = await letters.approve({
    requestId: kept.request.id,
    decidedBy: 'staff manager@example.org',
    at: beforeEvent,
    prefix: event.referencePrefix,
    issuedOn: beforeEvent.toISOString().slice(0, 10),
    verificationCode: `CODE-${registration.id}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase(),
    checkUrl: (code) => `https://seminar.example.org/visa-letters/${code}`,
  });
  if (approved.outcome !== 'issued') throw new Error('the visa letter was not issued');
  // A correction of the phone number, as the console records it: the history keeps the number replaced.
  await db.query(
    `insert into registration_history (registration_id, at, event, cause, actor, state_before, state_after, details)
     values ($1, $2, 'contact_corrected', 'staff', 'staff manager@example.org', 'paid', 'paid', $3::jsonb)`,
    [
      registration.id,
      beforeEvent,
      JSON.stringify({
        changes: { phoneNumber: { from: '0000', to: registration.phoneNumber }, postTitle: { from: 'A', to: 'B' } },
      }),
    ],
  );
  await store.insertErrorReport({
    error: `TypeError near ${registration.email}`,
    url: 'https://seminar.example.org/',
    projectYear: event.year,
    projectName: event.projectName,
    userAgent: null,
    clientKey: null,
    at: new Date(),
  });
  return registration;
}

/** Sends what the outbox holds into the local mailbox and waits until nothing is pending. */
export async function deliverToMailbox(db: Database, store: Store): Promise<void> {
  const sender = startOutboxSender({
    store,
    transport: localMailbox(store),
    from: 'Seminar <seminar@example.org>',
    font: undefined,
    pollMs: 200,
    ...senderLinks('https://seminar.example.org'),
  });
  try {
    await eventually(
      () => db.query<{ count: number }>(`select count(*)::integer as count from outbox where status = 'pending'`),
      (rows) => rows[0]?.count === 0,
      60_000,
    );
  } finally {
    await sender.stop();
  }
}

/** What the database keeps of a registration's personal data. */
export async function personalDataOf(db: Database, registrationId: number) {
  const [registration] = await db.query<{
    phone_number: string;
    idd_code: string;
    dietary_preference: string;
    family_name: string;
    invoice_number: string | null;
    personal_data_erased_at: Date | null;
  }>(
    `select phone_number, idd_code, dietary_preference, family_name, invoice_number, personal_data_erased_at
     from registrations where id = $1`,
    [registrationId],
  );
  const [visa] = await db.query<{ passport_number: string | null }>(
    'select passport_number from visa_letter_requests where registration_id = $1',
    [registrationId],
  );
  const [letterMail] = await db.query<{ details: Record<string, unknown> }>(
    `select details from outbox where registration_id = $1 and kind = 'visa_letter'`,
    [registrationId],
  );
  const mailbox = await db.query<{ text_body: string; attachments: unknown[] }>(
    'select m.text_body, m.attachments from mailbox m join outbox o on o.id = m.outbox_id where o.registration_id = $1',
    [registrationId],
  );
  const erasures = await db.query<{ actor: string; details: { erased: string[] } }>(
    `select actor, details from registration_history where registration_id = $1 and event = 'personal_data_erased'`,
    [registrationId],
  );
  const [correction] = await db.query<{ details: { changes: Record<string, unknown> } }>(
    `select details from registration_history where registration_id = $1 and event = 'contact_corrected'`,
    [registrationId],
  );
  return { registration, visa, letterMail, mailbox, erasures, correction };
}
