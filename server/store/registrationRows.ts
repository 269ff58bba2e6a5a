/** How a registrations row maps to a StoredRegistration; shared by the store's parts. */
import type { SqlRunner } from '../db/Database';
import type { StoredRegistration } from './Store';
import { storedFields } from './storedFields';

/** A registrations row as a query answers it, by column name. */
export type RegistrationRow = Record<string, unknown>;

/**
 * Columns the store fills itself (the fee it priced, the lifecycle's language, reference, state, invoice and payment):
 * a payload key of the same name is kept with the extra fields instead.
 */
const ownColumns = new Set([
  'id',
  'created_at',
  'fee_amount',
  'currency',
  'fee_period',
  'extra_fields',
  'language',
  'reference',
  'state',
  'invoice_number',
  'invoice_date',
  'paid_amount',
  'paid_currency',
  'paid_on',
  'fee_waived_amount',
  'mailbox',
  'link_version',
  'link_mailed_at',
  'pending_email',
  'previous_email',
  'personal_data_erased_at',
]);

/** What the store knows of the registrations table once it has read its columns. */
export interface RegistrationRows {
  /** The select list over `registrations r`: every column, dates as YYYY-MM-DD text rather than local-midnight Dates. */
  select: string;
  /** Whether a payload key is kept in a column of its own. */
  hasColumn(key: string): boolean;
  /** The registration of a row: its columns camel-cased, and its fields with their labels. */
  toRegistration(row: RegistrationRow): StoredRegistration;
}

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function rowsOf(columns: readonly { column_name: string; data_type: string }[]): RegistrationRows {
  const names = columns.map((column) => column.column_name);
  const payloadColumns = new Set(names.filter((name) => !ownColumns.has(name)));
  return {
    select: columns
      .map(({ column_name: name, data_type: type }) => (type === 'date' ? `r.${name}::text as ${name}` : `r.${name}`))
      .join(', '),
    hasColumn: (key) => payloadColumns.has(key),
    toRegistration(row) {
      const extraFields = (row.extra_fields ?? {}) as Record<string, string>;
      const record = Object.fromEntries(
        names.filter((name) => name !== 'extra_fields').map((name) => [camelCase(name), row[name]]),
      );
      return { ...record, extraFields, fields: storedFields(row, extraFields) } as unknown as StoredRegistration;
    },
  };
}

/**
 * Reads the registrations table's columns once (a payload key with a column of its own is kept there). Call it before
 * opening a transaction: on PGlite a query outside an open transaction waits for it.
 */
export function registrationRowsOf(db: SqlRunner): () => Promise<RegistrationRows> {
  let reading: Promise<RegistrationRows> | undefined;
  return () =>
    (reading ??= db
      .query<{ column_name: string; data_type: string }>(
        `select column_name, data_type from information_schema.columns
         where table_schema = current_schema() and table_name = 'registrations' order by ordinal_position`,
      )
      .then(rowsOf, (error: unknown) => {
        reading = undefined;
        throw error;
      }));
}
