import { event } from '../../core/model/schemaData';
import { eventDay } from '../../core/rules/period';
import { sqlCredits } from '../credits/sqlCredits';
import type { Database } from '../db/Database';
import { sqlFeeChange } from '../feeChange/sqlFeeChange';
import { sqlRefunds } from '../refunds/sqlRefunds';
import { sqlReminders } from '../reminders/sqlReminders';
import { countLiveSessions, countRequest, purge, trimErrorReports } from './limitsSql';
import { type RegistrationRow, registrationRowsOf } from './registrationRows';
import { sqlCheckouts } from './sqlCheckouts';
import { sqlDelegate } from './sqlDelegate';
import { sqlHealth } from './sqlHealth';
import { sqlLedgerReads } from './sqlLedger';
import { sqlLifecycle } from './sqlLifecycle';
import type { CheckoutRecord, NewErrorReport, PaymentStatus, RegistrationListing, Store } from './Store';

/** The store over an open, migrated database. */
export function sqlStore(db: Database): Store {
  const registrationRows = registrationRowsOf(db);
  const { unit, signal: _signal, ...lifecycle } = sqlLifecycle(db, registrationRows);
  const store: Store = {
    description: db.description,
    // insertRegistration, completePayment and the lifecycle's own methods.
    ...lifecycle,
    // A registration's checkouts and card providers' notices, in the same unit of work as the lifecycle's changes.
    ...sqlCheckouts(db, registrationRows, unit),
    // What a delegate does on their own page, and their personal link.
    ...sqlDelegate(db, registrationRows, unit),
    // GET /health's figures.
    ...sqlHealth(db),
    // Refunds a cancellation made due: claimed for the provider, recorded when it or staff confirm them.
    ...sqlRefunds(db, (at) => eventDay(at, event.timeZone)),
    // Every registration's ledger, which the figures are computed from.
    ...sqlLedgerReads(db),
    // Payment reminders: the unpaid registrations, each scheduled reminder queued once, withdrawn once paid or cancelled.
    ...sqlReminders(db, registrationRows, unit),
    // Statement credits no ledger counts: the list to follow up, and each decision taken once.
    ...sqlCredits(db, registrationRows, unit),
    // A manager's change of fee category, region, organisation or extras, and the money and invoices that follow.
    ...sqlFeeChange(registrationRows, unit),

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

    async discardRegistration(id) {
      await db.query(
        'delete from registrations r where r.id = $1 and not exists (select 1 from payments p where p.registration_id = r.id)',
        [id],
      );
    },

    async findCheckout(sessionId): Promise<CheckoutRecord | undefined> {
      const table = await registrationRows();
      const rows = await db.query<
        RegistrationRow & {
          session_id: string;
          provider: string;
          page_token: string | null;
          status: PaymentStatus;
          amount: number;
          payment_currency: string;
        }
      >(
        `select ${table.select}, p.session_id, p.provider, p.page_token, p.status, p.amount,
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
        registration: table.toRegistration(row),
      };
    },

    async insertErrorReport(report: NewErrorReport) {
      await db.query(
        `insert into error_reports (error, url, project_year, project_name, user_agent, client_key, reported_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          report.error,
          report.url,
          report.projectYear,
          report.projectName,
          report.userAgent,
          report.clientKey,
          report.at,
        ],
      );
    },

    async listRegistrations(): Promise<RegistrationListing[]> {
      const table = await registrationRows();
      const listed = await db.query<RegistrationRow & { payment_status: PaymentStatus | null }>(
        `select ${table.select},
           (select p.status from payments p where p.registration_id = r.id order by p.id desc limit 1) as payment_status
         from registrations r
         order by r.id`,
      );
      return listed.map((row) => ({ ...table.toRegistration(row), paymentStatus: row.payment_status }));
    },

    countRequest: (key, windowMs) => countRequest(db, key, windowMs),
    countLiveSessions: () => countLiveSessions(db),
    trimErrorReports: (maxRows) => trimErrorReports(db, maxRows),
    purge: (policy) => purge(db, policy),

    close: () => db.close(),
  };
  return store;
}
