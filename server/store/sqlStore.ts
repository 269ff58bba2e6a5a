import type { PaymentMethod } from '../../src/model/types';
import type { Database } from '../db/Database';
import type {
  CheckoutRecord,
  NewErrorReport,
  NewPayment,
  NewRegistration,
  PaymentStatus,
  RegistrationInsert,
  RegistrationListing,
  Store,
  StoredRegistration,
} from './Store';
import { storedFields } from './storedFields';

type Row = Record<string, unknown>;

/** Columns the store fills itself: a payload key of the same name is kept with the extra fields instead. */
const ownColumns = new Set(['id', 'created_at', 'fee_amount', 'currency', 'fee_period', 'extra_fields']);

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A registration row as the store hands it out: its columns camel-cased, and its fields with their labels. */
function toRegistration(row: Row, columns: readonly string[]): StoredRegistration {
  const extraFields = (row.extra_fields ?? {}) as Record<string, string>;
  const record = Object.fromEntries(columns.filter((column) => column !== 'extra_fields').map((column) => [camelCase(column), row[column]]));
  return { ...record, extraFields, fields: storedFields(row, extraFields) } as unknown as StoredRegistration;
}

/** The store over an open, migrated database. */
export function sqlStore(db: Database): Store {
  // The registrations table's columns, read once: a payload key with a column of its own is kept there.
  let columnList: Promise<string[]> | undefined;
  const registrationColumns = () =>
    (columnList ??= db
      .query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = current_schema() and table_name = 'registrations' order by ordinal_position`,
      )
      .then((rows) => rows.map((row) => row.column_name)));
  const selectList = (columns: readonly string[]) => columns.map((column) => `r.${column}`).join(', ');

  const store: Store = {
    description: db.description,

    async createSession(idHash, csrfToken, lifetimeSeconds) {
      await db.query('delete from sessions where expires_at < now()');
      await db.query(
        `insert into sessions (id_hash, csrf_token, expires_at)
         values ($1, $2, now() + make_interval(secs => $3))`,
        [idHash, csrfToken, lifetimeSeconds],
      );
    },

    async touchSession(idHash, lifetimeSeconds) {
      const rows = await db.query<{ csrf_token: string }>(
        `update sessions set expires_at = now() + make_interval(secs => $2)
         where id_hash = $1 and expires_at > now()
         returning csrf_token`,
        [idHash, lifetimeSeconds],
      );
      return rows[0] ? { csrfToken: rows[0].csrf_token } : undefined;
    },

    async findSession(idHash) {
      const rows = await db.query<{ csrf_token: string }>(
        'select csrf_token from sessions where id_hash = $1 and expires_at > now()',
        [idHash],
      );
      return rows[0] ? { csrfToken: rows[0].csrf_token } : undefined;
    },

    async insertRegistration(registration: NewRegistration): Promise<RegistrationInsert> {
      const columns = await registrationColumns();
      const entries = Object.entries(registration.fields);
      const hasColumn = ([key]: [string, string]) => columns.includes(key) && !ownColumns.has(key);
      const kept = entries.filter(hasColumn);
      const extraFields = Object.fromEntries(entries.filter((entry) => !hasColumn(entry)));
      // Column names are payload keys of the field table that the table has: never text from the request.
      const names = [...kept.map(([key]) => key), 'fee_amount', 'currency', 'fee_period', 'extra_fields'];
      const values = [...kept.map(([, value]) => value), registration.feeAmount, registration.currency, registration.feePeriod, JSON.stringify(extraFields)];
      // The unique index on lower(email) decides between concurrent requests: exactly one insert wins,
      // the others wait for it to commit and then see its row below.
      const inserted = await db.query<Row>(
        `insert into registrations as r (${names.join(', ')})
         values (${names.map((_, index) => `$${index + 1}`).join(', ')})
         on conflict ((lower(email))) do nothing
         returning ${selectList(columns)}`,
        values,
      );
      if (inserted[0]) return { outcome: 'created', registration: toRegistration(inserted[0], columns) };
      const existing = await db.query<{ payment_method: PaymentMethod; paid: boolean }>(
        `select r.payment_method, coalesce(p.status = 'paid', false) as paid
         from registrations r left join payments p on p.registration_id = r.id
         where lower(r.email) = lower($1)`,
        [registration.fields.email],
      );
      if (!existing[0]) {
        // The row that blocked the insert was discarded meanwhile (its checkout failed): try once more.
        return store.insertRegistration(registration);
      }
      return { outcome: 'exists', existing: { paymentMethod: existing[0].payment_method, paid: existing[0].paid } };
    },

    async discardRegistration(id) {
      await db.query(
        'delete from registrations r where r.id = $1 and not exists (select 1 from payments p where p.registration_id = r.id)',
        [id],
      );
    },

    async createPayment(payment: NewPayment) {
      await db.query(
        `insert into payments (registration_id, provider, session_id, page_token, amount, currency)
         values ($1, $2, $3, $4, $5, $6)`,
        [payment.registrationId, payment.provider, payment.sessionId, payment.pageToken, payment.amount, payment.currency],
      );
    },

    async findCheckout(sessionId): Promise<CheckoutRecord | undefined> {
      const columns = await registrationColumns();
      const rows = await db.query<
        Row & { session_id: string; provider: string; page_token: string | null; status: PaymentStatus; amount: number; payment_currency: string }
      >(
        `select ${selectList(columns)}, p.session_id, p.provider, p.page_token, p.status, p.amount,
           p.currency as payment_currency
         from payments p join registrations r on r.id = p.registration_id
         where p.session_id = $1`,
        [sessionId],
      );
      const row = rows[0];
      if (!row) return undefined;
      return {
        sessionId: row.session_id,
        provider: row.provider,
        pageToken: row.page_token,
        status: row.status,
        amount: row.amount,
        currency: row.payment_currency,
        registration: toRegistration(row, columns),
      };
    },

    async completePayment(sessionId, status) {
      // Only a pending payment moves, so a repeated Pay or a Pay after Cancel changes nothing.
      const rows = await db.query<{ status: PaymentStatus }>(
        `with moved as (
           update payments set status = $2, completed_at = now()
           where session_id = $1 and status = 'pending'
           returning status
         )
         select status from moved
         union all
         select status from payments where session_id = $1 and not exists (select 1 from moved)`,
        [sessionId, status],
      );
      return rows[0]?.status;
    },

    async insertErrorReport(report: NewErrorReport) {
      await db.query(
        `insert into error_reports (error, url, project_year, project_name, user_agent)
         values ($1, $2, $3, $4, $5)`,
        [report.error, report.url, report.projectYear, report.projectName, report.userAgent],
      );
    },

    async listRegistrations(): Promise<RegistrationListing[]> {
      const columns = await registrationColumns();
      const rows = await db.query<Row & { payment_status: PaymentStatus | null }>(
        `select ${selectList(columns)}, p.status as payment_status
         from registrations r left join payments p on p.registration_id = r.id
         order by r.id`,
      );
      return rows.map((row) => ({ ...toRegistration(row, columns), paymentStatus: row.payment_status }));
    },

    close: () => db.close(),
  };
  return store;
}
