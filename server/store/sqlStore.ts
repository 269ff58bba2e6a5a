import type { MemberStatus, PaymentMethod, Period, YesNo } from '../../src/model/types';
import type { Database } from '../db/Database';
import { countLiveSessions, countRequest, purge, trimErrorReports } from './limitsSql';
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

interface RegistrationRow {
  id: number;
  title: string;
  family_name: string;
  given_name: string;
  region: string;
  organization_name: string;
  post_title: string;
  email: string;
  idd_code: string;
  phone_number: string;
  fee_category: string;
  fee_amount: number;
  currency: string;
  fee_period: Period;
  join_gala_dinner: YesNo;
  dietary_preference: string;
  member_status: MemberStatus;
  payment_method: PaymentMethod;
  created_at: Date;
}

const registrationColumns = `r.id, r.title, r.family_name, r.given_name, r.region, r.organization_name, r.post_title,
  r.email, r.idd_code, r.phone_number, r.fee_category, r.fee_amount, r.currency, r.fee_period,
  r.join_gala_dinner, r.dietary_preference, r.member_status, r.payment_method, r.created_at`;

function toRegistration(row: RegistrationRow): StoredRegistration {
  return {
    id: row.id,
    title: row.title,
    familyName: row.family_name,
    givenName: row.given_name,
    region: row.region,
    organizationName: row.organization_name,
    postTitle: row.post_title,
    email: row.email,
    iddCode: row.idd_code,
    phoneNumber: row.phone_number,
    feeCategory: row.fee_category,
    feeAmount: row.fee_amount,
    currency: row.currency,
    feePeriod: row.fee_period,
    joinGalaDinner: row.join_gala_dinner,
    dietaryPreference: row.dietary_preference,
    memberStatus: row.member_status,
    paymentMethod: row.payment_method,
    createdAt: row.created_at,
  };
}

/** The store over an open, migrated database. */
export function sqlStore(db: Database): Store {
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
      const r = registration;
      // The unique index on the e-mail lower-cased and normalised (migration 004) decides between concurrent requests: exactly one insert wins,
      // the others wait for it to commit and then see its row below.
      const inserted = await db.query<RegistrationRow>(
        `insert into registrations as r (title, family_name, given_name, region, organization_name, post_title,
           email, idd_code, phone_number, fee_category, fee_amount, currency, fee_period, join_gala_dinner,
           dietary_preference, member_status, payment_method)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         on conflict ((normalize(lower(normalize(email, NFD)), NFC))) do nothing
         returning ${registrationColumns}`,
        [
          r.title, r.familyName, r.givenName, r.region, r.organizationName, r.postTitle, r.email, r.iddCode,
          r.phoneNumber, r.feeCategory, r.feeAmount, r.currency, r.feePeriod, r.joinGalaDinner,
          r.dietaryPreference, r.memberStatus, r.paymentMethod,
        ],
      );
      if (inserted[0]) return { outcome: 'created', registration: toRegistration(inserted[0]) };
      const existing = await db.query<{ payment_method: PaymentMethod; paid: boolean }>(
        `select r.payment_method, coalesce(p.status = 'paid', false) as paid
         from registrations r left join payments p on p.registration_id = r.id
         where normalize(lower(normalize(r.email, NFD)), NFC) = normalize(lower(normalize($1, NFD)), NFC)`,
        [r.email],
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
      const rows = await db.query<
        RegistrationRow & { session_id: string; provider: string; page_token: string | null; status: PaymentStatus; amount: number; payment_currency: string }
      >(
        `select ${registrationColumns}, p.session_id, p.provider, p.page_token, p.status, p.amount,
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
        registration: toRegistration(row),
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
      const rows = await db.query<RegistrationRow & { payment_status: PaymentStatus | null }>(
        `select ${registrationColumns}, p.status as payment_status
         from registrations r left join payments p on p.registration_id = r.id
         order by r.id`,
      );
      return rows.map((row) => ({ ...toRegistration(row), paymentStatus: row.payment_status }));
    },

    countRequest: (key, windowMs) => countRequest(db, key, windowMs),
    countLiveSessions: () => countLiveSessions(db),
    trimErrorReports: (maxRows) => trimErrorReports(db, maxRows),
    purge: (policy) => purge(db, policy),

    close: () => db.close(),
  };
  return store;
}
