/** The credit notes of a registration (migrations 009 and 031): a cancellation's, and one per fee change. */
import { fromMinorUnits } from '../../core/rules/minorUnits';
import type { Database } from '../db/Database';
import type { CreditNote } from './refundTypes';

interface CreditNoteRow {
  number: string;
  issued_on: string;
  invoice_number: string;
  amount_minor: number;
  currency: string;
}

function toCreditNote(row: CreditNoteRow): CreditNote {
  return {
    number: row.number,
    issuedOn: row.issued_on,
    invoiceNumber: row.invoice_number,
    amount: fromMinorUnits(row.amount_minor, row.currency),
    currency: row.currency,
  };
}

const columns = 'number, issued_on::text as issued_on, invoice_number, amount_minor, currency';

/** The credit notes part of the store, over an open, migrated database. */
export function sqlCreditNotes(db: Database) {
  return {
    /** Every credit note of a registration, oldest first. */
    async creditNotesOf(registrationId: number): Promise<CreditNote[]> {
      const rows = await db.query<CreditNoteRow>(
        `select ${columns} from credit_notes where registration_id = $1 order by id`,
        [registrationId],
      );
      return rows.map(toCreditNote);
    },

    /** A registration's credit note by its number; undefined when it has none of that number. */
    async creditNoteOf(registrationId: number, number?: string): Promise<CreditNote | undefined> {
      const rows = await db.query<CreditNoteRow>(
        number === undefined
          ? `select ${columns} from credit_notes where registration_id = $1 order by id desc limit 1`
          : `select ${columns} from credit_notes where registration_id = $1 and number = $2`,
        number === undefined ? [registrationId] : [registrationId, number],
      );
      return rows[0] ? toCreditNote(rows[0]) : undefined;
    },
  };
}
