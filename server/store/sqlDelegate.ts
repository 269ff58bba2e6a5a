/**
 * What a delegate changes on their own page, each in one transaction with its history row (the delegate as actor) and
 * the messages it queues, and their personal link's version and request limit.
 */
import { isPayable } from '../../core/lifecycle/lifecycle';
import { event as eventInfo } from '../../core/model/schemaData';
import { mailboxOf } from '../../core/rules/email';
import { eventDay } from '../../core/rules/period';
import type { Database, SqlRunner, SqlValue } from '../db/Database';
import { isUniqueViolation } from '../db/uniqueViolation';
import type { DelegateChange, DelegateStore, DetailsChanges } from './DelegateStore';
import { detailOf, formatInvoiceNumber, lockRegistration, nextNumber, recordHistory } from './lifecycleRecords';
import type { EventContext } from './LifecycleStore';
import { enqueue } from './outbox';
import type { RegistrationRow, RegistrationRows } from './registrationRows';
import type { StoredRegistration } from './Store';
import type { UnitOfWork, Work } from './unitOfWork';

const changed: DelegateChange = { outcome: 'changed' };

/** 'given_name' as the registration's field 'givenName'. */
const camelCase = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const unchanged: DelegateChange = { outcome: 'unchanged' };
const notFound: DelegateChange = { outcome: 'not_found' };
const refusedState: DelegateChange = { outcome: 'refused', reason: 'state' };

/**
 * The same address as the unique indexes see it (migrations 004 and 011): lower-cased, normalised, or its mailbox. The
 * indexes cover registrations not cancelled (migration 026).
 */
const sameAddress = `(mailbox = $2 or normalize(lower(normalize(email, NFD)), NFC) = normalize(lower(normalize($1, NFD)), NFC))`;

export function sqlDelegate(
  db: Database,
  registrationRows: () => Promise<RegistrationRows>,
  unit: UnitOfWork,
): DelegateStore {
  /** Runs `change` on the locked registration; 'not_found' when there is none. */
  async function withRegistration(
    registrationId: number,
    change: (tx: Work, registration: StoredRegistration) => Promise<DelegateChange>,
  ): Promise<DelegateChange> {
    const table = await registrationRows();
    try {
      return await unit(async (tx) => {
        const registration = await lockRegistration(tx, table, registrationId);
        return registration ? change(tx, registration) : notFound;
      });
    } catch (error) {
      // A unique index on the e-mail or its mailbox: another registration has the address.
      if (isUniqueViolation(error)) return { outcome: 'refused', reason: 'email_taken' };
      throw error;
    }
  }

  const history = (
    tx: SqlRunner,
    registration: StoredRegistration,
    event: string,
    details: object,
    context: EventContext,
    stateAfter = registration.state,
  ) =>
    recordHistory(
      tx,
      registration.id,
      { event, cause: 'delegate', stateBefore: registration.state, stateAfter, details },
      context,
    );

  /**
   * Stored fields changed by payload key, each in its column or with the extra fields (a field staff added), each
   * change from and to in the history under `event`.
   */
  async function changeFields(
    registrationId: number,
    changes: DetailsChanges,
    event: string,
    context: EventContext,
  ): Promise<DelegateChange> {
    const table = await registrationRows();
    return withRegistration(registrationId, async (tx, registration) => {
      if (registration.state === 'cancelled') return refusedState;
      const row = registration as unknown as Record<string, unknown>;
      // Columns are payload keys ('given_name'); the registration has them camel-cased ('givenName').
      const current = (key: string) => {
        const value = row[camelCase(key)];
        return typeof value === 'string' ? value : '';
      };
      const entries = Object.entries(changes);
      const columns = entries.filter(([key, value]) => table.hasColumn(key) && current(key) !== value);
      const extra = entries.filter(
        ([key, value]) => !table.hasColumn(key) && (registration.extraFields[key] ?? '') !== value,
      );
      if (columns.length === 0 && extra.length === 0) return unchanged;
      const values: SqlValue[] = [registrationId];
      const assignments = columns.map(([key, value]) => {
        values.push(value);
        return `${key} = $${values.length}`;
      });
      if (extra.length > 0) {
        values.push(JSON.stringify(Object.fromEntries(extra)));
        assignments.push(`extra_fields = extra_fields || $${values.length}::jsonb`);
      }
      await tx.query(`update registrations set ${assignments.join(', ')} where id = $1`, values);
      const details: Record<string, { from: string; to: string }> = {};
      // Named as the staff console names the registration's fields: columns camel-cased, extra fields prefixed.
      for (const [key, value] of columns) details[camelCase(key)] = { from: current(key), to: value };
      for (const [key, value] of extra)
        details[`extraFields.${key}`] = { from: registration.extraFields[key] ?? '', to: value };
      await history(tx, registration, event, { changes: details }, context);
      return changed;
    });
  }

  return {
    async findByLink(registrationId, version) {
      const table = await registrationRows();
      const rows = await db.query<RegistrationRow>(
        `select ${table.select} from registrations r where r.id = $1 and r.link_version = $2`,
        [registrationId, version],
      );
      return rows[0] ? detailOf(db, table.toRegistration(rows[0])) : undefined;
    },

    switchToBank(registrationId, context) {
      return withRegistration(registrationId, async (tx, registration) => {
        if (registration.paymentMethod === 'bank') return unchanged;
        if (!isPayable(registration.state)) return refusedState;
        // Checkouts still open end here (and at the provider: delegateActionRoutes.ts); a card payment that lands on
        // one all the same still counts (lifecycle.ts).
        await tx.query(
          `update payments set status = 'expired', completed_at = $2 where registration_id = $1 and status = 'pending'`,
          [registrationId, context.at],
        );
        const prefix = eventInfo.referencePrefix;
        const invoiceNumber = formatInvoiceNumber(prefix, await nextNumber(tx, `invoice:${prefix}`));
        const invoiceDate = eventDay(context.at, eventInfo.timeZone);
        await tx.query(
          `update registrations set payment_method = 'bank', state = 'awaiting_payment', invoice_number = $2,
             invoice_date = $3::date where id = $1`,
          [registrationId, invoiceNumber, invoiceDate],
        );
        await history(
          tx,
          registration,
          'payment_method_switched',
          { changes: { paymentMethod: { from: 'online', to: 'bank' } }, invoiceNumber },
          context,
          'awaiting_payment',
        );
        const switched = { ...registration, paymentMethod: 'bank' as const, invoiceNumber, invoiceDate };
        await enqueue(tx, switched, ['bank_acknowledgement'], {}, context.at);
        return changed;
      });
    },

    changeExtra(registrationId, extra, answers, context) {
      return changeFields(registrationId, answers, `${extra}_changed`, context);
    },

    correctDetails(registrationId, changes, context) {
      return changeFields(registrationId, changes, 'details_corrected', context);
    },

    requestEmailChange(registrationId, newEmail, expires, context) {
      return withRegistration(registrationId, async (tx, registration) => {
        if (registration.state === 'cancelled') return refusedState;
        const taken = await tx.query<{ id: number }>(
          `select id from registrations where id <> $3 and state <> 'cancelled' and ${sameAddress}`,
          [newEmail, mailboxOf(newEmail) ?? null, registrationId],
        );
        if (taken.length > 0) return { outcome: 'refused', reason: 'email_taken' };
        await tx.query('update registrations set pending_email = $2 where id = $1', [registrationId, newEmail]);
        await history(
          tx,
          registration,
          'email_change_requested',
          { changes: { pendingEmail: { from: registration.pendingEmail ?? '', to: newEmail } } },
          context,
        );
        // To the new address: only its owner can open the confirmation.
        await enqueue(
          tx,
          { ...registration, email: newEmail },
          ['email_change_confirmation'],
          { newEmail, expires },
          context.at,
        );
        return changed;
      });
    },

    async pendingEmailOf(registrationId) {
      const rows = await db.query<{ pending_email: string | null }>(
        'select pending_email from registrations where id = $1',
        [registrationId],
      );
      return rows[0]?.pending_email ?? undefined;
    },

    confirmEmailChange(registrationId, newEmail, undoExpires, context) {
      return withRegistration(registrationId, async (tx, registration) => {
        // A second press finds nothing waiting: no second change, no second notice.
        if (registration.pendingEmail !== newEmail) return unchanged;
        // A new personal link: the old one, which whoever asked for the change may hold, stops working.
        await tx.query(
          `update registrations set email = $2, mailbox = $3, pending_email = null, previous_email = email,
             link_version = link_version + 1
            where id = $1`,
          [registrationId, newEmail, mailboxOf(newEmail) ?? null],
        );
        await history(
          tx,
          registration,
          'email_changed',
          { changes: { email: { from: registration.email, to: newEmail } } },
          context,
        );
        // To the address replaced (the registration as it stood): its owner may not have asked for the change.
        const version = registration.linkVersion + 1;
        const details = { oldEmail: registration.email, newEmail, version, expires: undoExpires };
        await enqueue(tx, registration, ['email_change_notice'], details, context.at);
        return changed;
      });
    },

    undoEmailChange(registrationId, version, context) {
      return withRegistration(registrationId, async (tx, registration) => {
        const previous = registration.previousEmail;
        if (registration.linkVersion !== version || !previous) return notFound;
        // A new personal link again: whoever holds the changed address's link loses the registration.
        await tx.query(
          `update registrations set email = previous_email, mailbox = $2, previous_email = null, pending_email = null,
             link_version = link_version + 1
            where id = $1`,
          [registrationId, mailboxOf(previous) ?? null],
        );
        await history(
          tx,
          registration,
          'email_change_undone',
          { changes: { email: { from: registration.email, to: previous } } },
          context,
        );
        // The link is signed when the message is composed, under the version then current.
        await enqueue(tx, { ...registration, email: previous }, ['delegate_link'], {}, context.at);
        return changed;
      });
    },

    async mailLinkOnRequest(registrationId, intervalMs, at) {
      const table = await registrationRows();
      return unit(async (tx) => {
        // One update decides between concurrent requests: the row's lock makes the second see the first's stamp. A
        // cancelled registration's link goes too: its page shows the cancellation and the refund. The interval is
        // the database's real time, not the server's clock: on the demo's fixed clock ten minutes would never pass.
        const rows = await tx.query<RegistrationRow>(
          `update registrations r set link_mailed_at = clock_timestamp()
           where r.id = $1
             and (r.link_mailed_at is null or r.link_mailed_at <= clock_timestamp() - make_interval(secs => $2))
           returning ${table.select}`,
          [registrationId, intervalMs / 1000],
        );
        if (!rows[0]) return false;
        await enqueue(tx, table.toRegistration(rows[0]), ['delegate_link'], {}, at);
        return true;
      });
    },

    async findIdByEmail(email) {
      const rows = await db.query<{ id: number }>(
        `select id from registrations where ${sameAddress} order by state = 'cancelled', id desc limit 1`,
        [email, mailboxOf(email) ?? null],
      );
      return rows[0]?.id;
    },

    revokeLinks(registrationId, context) {
      return withRegistration(registrationId, async (tx, registration) => {
        // A change asked for before the revocation must not hand a fresh link to its address afterwards.
        await tx.query('update registrations set link_version = link_version + 1, pending_email = null where id = $1', [
          registrationId,
        ]);
        await recordHistory(
          tx,
          registrationId,
          {
            event: 'links_revoked',
            cause: 'staff',
            stateBefore: registration.state,
            stateAfter: registration.state,
            details: {},
          },
          context,
        );
        return changed;
      });
    },
  };
}
