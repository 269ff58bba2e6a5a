/** The certificate store over the registration database (migration 014), PGlite or PostgreSQL alike. */
import { randomBytes } from 'node:crypto';

import type { RegistrationState } from '../../core/lifecycle/registrationState';
import {
  type AttendedMeeting,
  certificateCodeLength,
  certificateIdentifier,
  certificatePath,
  certificateRevoked,
  formatCertificateNumber,
  parseCertificateIdentifier,
} from '../../core/rules/certificates';
import type { Database } from '../db/Database';
import { nextNumber } from '../store/lifecycleRecords';
import { enqueueMessage } from '../store/outbox';
import { unitOfWork } from '../store/unitOfWork';
import type { Certificate, CertificateStore } from './CertificateStore';

interface CertificateRow {
  number: string;
  verification_code: string;
  state: RegistrationState;
  registration_id: number;
  name: string;
  attended: AttendedMeeting[];
  issued_at: Date;
  issued_by: string;
  issued_on: string | null;
  verification_url: string | null;
}

// What the certificate's e-mail printed comes from its outbox row, while that is kept.
const select = `select c.number, c.verification_code, r.state, c.registration_id, c.name, c.attended, c.issued_at,
    c.issued_by, o.details->>'issuedOn' as issued_on, o.details->>'verificationUrl' as verification_url
  from certificates c join registrations r on r.id = c.registration_id left join outbox o on o.id = c.outbox_id`;

function certificateOf(row: CertificateRow): Certificate {
  return {
    number: row.number,
    identifier: certificateIdentifier(row.number, row.verification_code),
    registrationId: row.registration_id,
    name: row.name,
    attended: row.attended,
    issuedAt: new Date(row.issued_at),
    issuedBy: row.issued_by,
    revoked: certificateRevoked(row.state),
    printed:
      row.issued_on && row.verification_url
        ? { issuedOn: row.issued_on, verificationUrl: row.verification_url }
        : undefined,
  };
}

/** The verification address printed on a certificate and sent with it. */
export function verificationUrl(siteUrl: string, identifier: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${certificatePath(identifier)}`;
}

/** A fresh random code: hex digits, which read back unambiguously from paper. */
function newCode(): string {
  return randomBytes(certificateCodeLength / 2)
    .toString('hex')
    .toUpperCase();
}

/**
 * The certificate store of an open, migrated database. `queued` runs after each commit that queued a certificate's
 * e-mail, as a registration's commit wakes the outbox sender, so the e-mail goes at once rather than at the next poll.
 */
export function sqlCertificateStore(db: Database, queued: () => void = () => {}): CertificateStore {
  const unit = unitOfWork(db, { notify: queued });
  return {
    async issue(request) {
      return unit(async (tx) => {
        // The registration's row lock takes issuers of one delegate one at a time, in any process: the second finds
        // the first's certificate. The counter is taken only then, so a number is never skipped.
        const registrations = await tx.query<{ state: string; email: string; language: string }>(
          'select state, email, language from registrations where id = $1 for update',
          [request.registrationId],
        );
        const registration = registrations[0];
        if (!registration) return { outcome: 'not_found' as const };
        const existing = await tx.query<{ number: string }>(
          'select number from certificates where registration_id = $1',
          [request.registrationId],
        );
        if (existing[0]) return { outcome: 'exists' as const, number: existing[0].number };
        if (registration.state !== 'paid') return { outcome: 'not_paid' as const };
        const number = formatCertificateNumber(request.prefix, await nextNumber(tx, 'certificate'));
        const code = newCode();
        const identifier = certificateIdentifier(number, code);
        const details = {
          certificateNumber: number,
          name: request.name,
          attended: request.attended,
          verificationUrl: verificationUrl(request.siteUrl, identifier),
          issuedOn: request.issuedOn,
        };
        const outboxId = await enqueueMessage(
          tx,
          { id: request.registrationId, email: registration.email, language: registration.language },
          'attendance_certificate',
          details,
          request.at,
        );
        await tx.query(
          `insert into certificates (number, verification_code, registration_id, name, attended, issued_by, outbox_id,
             issued_at)
           values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
          [
            number,
            code,
            request.registrationId,
            request.name,
            JSON.stringify(request.attended),
            request.issuedBy,
            outboxId ?? null,
            request.at,
          ],
        );
        return { outcome: 'issued' as const, number, identifier };
      });
    },

    async find(identifier) {
      const parts = parseCertificateIdentifier(identifier);
      if (!parts) return undefined;
      // Both or nothing: a genuine number with another code is no certificate.
      const rows = await db.query<CertificateRow>(`${select} where c.number = $1 and c.verification_code = $2`, [
        parts.number,
        parts.code,
      ]);
      return rows[0] ? certificateOf(rows[0]) : undefined;
    },

    async ofRegistration(registrationId) {
      const rows = await db.query<CertificateRow>(`${select} where c.registration_id = $1`, [registrationId]);
      return rows[0] ? certificateOf(rows[0]) : undefined;
    },

    async count() {
      const rows = await db.query<{ count: number }>('select count(*)::integer as count from certificates');
      return rows[0]?.count ?? 0;
    },
  };
}
