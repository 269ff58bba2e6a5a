/** The visa letter store over the registration database (migration 021), PGlite or PostgreSQL alike. */
import type { VisaRequestStatus } from '../../core/api/visaLetterTypes';
import { isRegistrationState } from '../../core/lifecycle/registrationState';
import { nameWithoutTitle } from '../../core/rules/personName';
import {
  formatVisaLetterNumber,
  mayRequestVisaLetter,
  visaLetterMayBeIssued,
  type VisaRequestValues,
} from '../../core/rules/visaLetter';
import type { Database, SqlRunner } from '../db/Database';
import { nextNumber } from '../store/lifecycleRecords';
import { enqueueMessage } from '../store/outbox';
import { unitOfWork } from '../store/unitOfWork';
import type { VisaLetterStore, VisaRequest } from './VisaLetterStore';

interface RequestRow {
  id: number;
  registration_id: number;
  status: VisaRequestStatus;
  passport_name: string | null;
  nationality: string | null;
  passport_number: string | null;
  date_of_birth: string | null;
  passport_expiry: string | null;
  embassy: string | null;
  requested_at: Date;
  reason: string | null;
  number: string | null;
  verification_code: string | null;
  issued_on: string | null;
}

function valuesOf(row: RequestRow): VisaRequestValues | undefined {
  if (row.passport_number === null) return undefined;
  return {
    passportName: row.passport_name ?? '',
    nationality: row.nationality ?? '',
    passportNumber: row.passport_number,
    dateOfBirth: row.date_of_birth ?? '',
    passportExpiry: row.passport_expiry ?? '',
    embassy: row.embassy ?? '',
  };
}

function requestOf(row: RequestRow): VisaRequest {
  return {
    id: row.id,
    registrationId: row.registration_id,
    status: row.status,
    values: valuesOf(row),
    requestedAt: new Date(row.requested_at),
    reason: row.reason ?? undefined,
    letter:
      row.number && row.verification_code && row.issued_on
        ? { number: row.number, verificationCode: row.verification_code, issuedOn: row.issued_on }
        : undefined,
  };
}

/** The registration's state under its row lock, which orders every writer of its request. */
async function lockedState(tx: SqlRunner, registrationId: number) {
  const rows = await tx.query<{ state: string; email: string; language: string }>(
    'select state, email, language from registrations where id = $1 for update',
    [registrationId],
  );
  const row = rows[0];
  return row && isRegistrationState(row.state) ? { ...row, state: row.state } : undefined;
}

/**
 * The visa letter store of an open, migrated database. `queued` runs after each commit that queued a letter's e-mail,
 * so the outbox sender sends it at once rather than at its next poll.
 */
export function sqlVisaLetterStore(db: Database, queued: () => void = () => {}): VisaLetterStore {
  const unit = unitOfWork(db, { notify: queued });
  return {
    async request(registrationId, values, language, at) {
      return db.transaction(async (tx) => {
        const registration = await lockedState(tx, registrationId);
        if (!registration || !mayRequestVisaLetter(registration.state)) return { outcome: 'cancelled' as const };
        const existing = await tx.query<{ status: string }>(
          'select status from visa_letter_requests where registration_id = $1',
          [registrationId],
        );
        if (existing[0]?.status === 'approved') return { outcome: 'issued' as const };
        const fields = [
          values.passportName,
          values.nationality,
          values.passportNumber,
          values.dateOfBirth,
          values.passportExpiry,
          values.embassy,
        ];
        // A request sent again (after a decline, or corrected) replaces the earlier one and waits for a new decision.
        const rows = await tx.query<RequestRow>(
          `insert into visa_letter_requests (registration_id, passport_name, nationality, passport_number,
             date_of_birth, passport_expiry, embassy, language, requested_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           on conflict (registration_id) do update set status = 'requested', passport_name = excluded.passport_name,
             nationality = excluded.nationality, passport_number = excluded.passport_number,
             date_of_birth = excluded.date_of_birth, passport_expiry = excluded.passport_expiry,
             embassy = excluded.embassy, language = excluded.language, requested_at = excluded.requested_at,
             reason = null, decided_at = null, decided_by = null
           returning *`,
          [registrationId, ...fields, language, at],
        );
        return { outcome: 'kept' as const, request: requestOf(rows[0]) };
      });
    },

    async ofRegistration(registrationId) {
      const rows = await db.query<RequestRow>('select * from visa_letter_requests where registration_id = $1', [
        registrationId,
      ]);
      return rows[0] ? requestOf(rows[0]) : undefined;
    },

    async list() {
      const rows = await db.query<
        RequestRow & { reference: string | null; given_name: string; family_name: string; state: string }
      >(
        `select v.*, r.reference, r.given_name, r.family_name, r.state
           from visa_letter_requests v join registrations r on r.id = v.registration_id
          order by v.requested_at desc, v.id desc`,
      );
      return rows.map((row) => ({
        id: row.id,
        registrationId: row.registration_id,
        reference: row.reference ?? '',
        registeredName: nameWithoutTitle({ givenName: row.given_name, familyName: row.family_name }),
        state: isRegistrationState(row.state) ? row.state : 'awaiting_payment',
        status: row.status,
        requestedAt: new Date(row.requested_at).toISOString(),
        reason: row.reason ?? undefined,
        letterNumber: row.number ?? undefined,
        values: valuesOf(row),
      }));
    },

    approve(approval) {
      return unit(async (tx) => {
        const found = await tx.query<{ registration_id: number }>(
          'select registration_id from visa_letter_requests where id = $1',
          [approval.requestId],
        );
        if (!found[0]) return { outcome: 'not_found' as const };
        // The registration's row lock first (as every writer of it takes it), then the request as it now stands.
        const registration = await lockedState(tx, found[0].registration_id);
        const rows = await tx.query<RequestRow>('select * from visa_letter_requests where id = $1', [
          approval.requestId,
        ]);
        const request = rows[0];
        if (!registration || !request) return { outcome: 'not_found' as const };
        if (request.number) return { outcome: 'exists' as const, number: request.number };
        if (!mayRequestVisaLetter(registration.state)) return { outcome: 'cancelled' as const };
        if (!visaLetterMayBeIssued(registration.state)) return { outcome: 'waits_for_payment' as const };
        const number = formatVisaLetterNumber(approval.prefix, await nextNumber(tx, `visa-letter:${approval.prefix}`));
        const details = {
          letterNumber: number,
          verificationCode: approval.verificationCode,
          checkUrl: approval.checkUrl(approval.verificationCode),
          issuedOn: approval.issuedOn,
          ...valuesOf(request),
        };
        const outboxId = await enqueueMessage(
          tx,
          { id: request.registration_id, email: registration.email, language: registration.language },
          'visa_letter',
          details,
          approval.at,
        );
        await tx.query(
          `update visa_letter_requests set status = 'approved', number = $2, verification_code = $3, issued_on = $4,
             decided_at = $5, decided_by = $6, reason = null, outbox_id = $7
           where id = $1`,
          [
            approval.requestId,
            number,
            approval.verificationCode,
            approval.issuedOn,
            approval.at,
            approval.decidedBy,
            outboxId ?? null,
          ],
        );
        return { outcome: 'issued' as const, number };
      });
    },

    async decline(requestId, reason, decidedBy, at) {
      const rows = await db.query<{ status: string }>(
        `update visa_letter_requests set status = 'declined', reason = $2, decided_by = $3, decided_at = $4
          where id = $1 and number is null returning status`,
        [requestId, reason, decidedBy, at],
      );
      if (rows[0]) return { outcome: 'declined' };
      const exists = await db.query<{ id: number }>('select id from visa_letter_requests where id = $1', [requestId]);
      return exists[0] ? { outcome: 'issued' } : { outcome: 'not_found' };
    },

    async check(code) {
      const rows = await db.query<{ passport_name: string | null; given_name: string; family_name: string }>(
        `select v.passport_name, r.given_name, r.family_name
           from visa_letter_requests v join registrations r on r.id = v.registration_id
          where v.verification_code = $1 and v.number is not null`,
        [code],
      );
      const row = rows[0];
      if (!row) return undefined;
      // Once the passport data is erased, the registered name still says whom the letter invited.
      return {
        name: row.passport_name ?? nameWithoutTitle({ givenName: row.given_name, familyName: row.family_name }),
      };
    },
  };
}
