/**
 * The erasure of personal data over the registration database (migration 023), PGlite or PostgreSQL alike: one
 * registration at a time under its row lock, once (the unique index of migration 023 stands behind the check), with
 * the history entry that says what was erased and when in the same transaction.
 */
import type { EventCause } from '../../core/lifecycle/lifecycle';
import { isRegistrationState } from '../../core/lifecycle/registrationState';
import { type ErasedData, erasedFields } from '../../core/rules/retention';
import { visaFields } from '../../core/rules/visaLetter';
import type { Database } from '../db/Database';
import { isUniqueViolation } from '../db/uniqueViolation';
import { recordHistory } from '../store/lifecycleRecords';

/** How erasing one registration went. */
export type ErasureOutcome =
  | { outcome: 'erased'; erased: ErasedData[]; at: Date }
  /** Erased before: by the job in this process or another, before a restart, or by a manager. */
  | { outcome: 'already_erased'; at: Date }
  | { outcome: 'not_found' };

export interface ErasureStore {
  /** The registrations whose personal data is still kept, oldest first. */
  unerased(): Promise<number[]>;
  /** Erases one registration's personal data, once whoever asks how often. */
  erase(
    registrationId: number,
    cause: Extract<EventCause, 'time' | 'staff'>,
    actor: string,
    at: Date,
  ): Promise<ErasureOutcome>;
  /** What belongs to no registration: every error report, and the bodies of mailbox messages no registration owns. */
  eraseUnowned(): Promise<{ errorReports: number }>;
}

// The visa letter's outbox details repeat the passport data it was written with (server/visaLetters/visaLetterEmail.ts).
const passportKeys = `array[${visaFields.map((field) => `'${field}'`).join(', ')}]`;
const erasedFieldKeys = `array[${erasedFields.map((field) => `'${field}'`).join(', ')}]`;

export function sqlErasure(db: Database): ErasureStore {
  return {
    async unerased() {
      const rows = await db.query<{ id: number }>(
        'select id from registrations where personal_data_erased_at is null order by id',
      );
      return rows.map((row) => row.id);
    },

    async erase(registrationId, cause, actor, at) {
      try {
        return await db.transaction(async (tx): Promise<ErasureOutcome> => {
          // The row lock makes a second eraser (another process, a manager) wait, then see the first one's mark.
          const rows = await tx.query<{ state: string; personal_data_erased_at: Date | null }>(
            'select state, personal_data_erased_at from registrations where id = $1 for update',
            [registrationId],
          );
          const row = rows[0];
          if (!row || !isRegistrationState(row.state)) return { outcome: 'not_found' };
          if (row.personal_data_erased_at)
            return { outcome: 'already_erased', at: new Date(row.personal_data_erased_at) };
          await tx.query(
            // The addresses of an e-mail change too: no invoice names them, and their undo link is long void.
            `update registrations set idd_code = '', phone_number = '', dietary_preference = '',
               pending_email = null, previous_email = null, personal_data_erased_at = $2 where id = $1`,
            [registrationId, at],
          );
          // A correction of contact details keeps the number it replaced in the history.
          await tx.query(
            `update registration_history
             set details = jsonb_set(details, '{changes}', (details -> 'changes') - ${erasedFieldKeys}::text[])
             where registration_id = $1 and event = 'contact_corrected' and jsonb_typeof(details -> 'changes') = 'object'`,
            [registrationId],
          );
          const visa = await tx.query<{ id: number }>(
            `update visa_letter_requests set passport_name = null, nationality = null, passport_number = null,
               date_of_birth = null, passport_expiry = null, embassy = null
             where registration_id = $1 and passport_number is not null returning id`,
            [registrationId],
          );
          await tx.query(
            `update outbox set details = details - ${passportKeys}::text[]
             where registration_id = $1 and kind = 'visa_letter'`,
            [registrationId],
          );
          const mailbox = await tx.query<{ id: number }>(
            `update mailbox set text_body = '', html_body = '', attachments = '[]'::jsonb
             where outbox_id in (select id from outbox where registration_id = $1)
               and (text_body <> '' or html_body <> '' or attachments <> '[]'::jsonb)
             returning id`,
            [registrationId],
          );
          const erased: ErasedData[] = ['phoneNumber', 'dietaryPreference'];
          if (visa.length > 0) erased.push('visaPassport');
          if (mailbox.length > 0) erased.push('mailboxBodies');
          await recordHistory(
            tx,
            registrationId,
            {
              event: 'personal_data_erased',
              cause,
              stateBefore: row.state,
              stateAfter: row.state,
              details: { erased },
            },
            { actor, at },
          );
          return { outcome: 'erased', erased, at };
        });
      } catch (error) {
        // Two erasures committed at once on PostgreSQL: the index let the first through, this one is the repeat.
        if (isUniqueViolation(error)) return { outcome: 'already_erased', at };
        throw error;
      }
    },

    async eraseUnowned() {
      const deleted = await db.query<{ id: number }>('delete from error_reports returning id');
      await db.query(
        `update mailbox set text_body = '', html_body = '', attachments = '[]'::jsonb
         where (outbox_id is null or outbox_id not in (select id from outbox)) and (text_body <> '' or html_body <> '')`,
      );
      return { errorReports: deleted.length };
    },
  };
}
