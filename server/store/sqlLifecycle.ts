/** The lifecycle part of the SQL store: registrations inserted and events applied, each in one unit of work. */
import { initialTransition, type RegistrationState } from '../../core/lifecycle/lifecycle';
import { event as eventInfo } from '../../core/model/schemaData';
import type { PaymentMethod } from '../../core/model/types';
import { mailboxOf } from '../../core/rules/email';
import { eventDay } from '../../core/rules/period';
import type { Database } from '../db/Database';
import { isLocale } from '../lifecycle/language';
import {
  applyEventIn,
  detailOf,
  formatInvoiceNumber,
  formatReference,
  lockRegistration,
  nextNumber,
  recordHistory,
} from './lifecycleRecords';
import type { LifecycleStore } from './LifecycleStore';
import { enqueue, sqlOutbox } from './outbox';
import { type RegistrationRow, type RegistrationRows, registrationRowsOf } from './registrationRows';
import { sqlMailbox } from './sqlMailbox';
import type { NewRegistration, PaymentStatus, RegistrationInsert } from './Store';
import { type QueueSignal, queueSignal, unitOfWork, type Work } from './unitOfWork';

/** The known message catalogues a registration may be kept in; anything else is kept as English. */
function keptLanguage(language: string | undefined): string {
  return isLocale(language) ? language : 'en';
}

/**
 * A checkout's end inside the caller's unit of work: a pending checkout paid confirms the payment, one cancelled or
 * expired leaves the registration payable unless another checkout of it is open. Answers the payment's status.
 *
 * `takenAtProvider`: the provider itself reports the money taken (its webhook), so a checkout this server had ended
 * already (a staff change, a cancellation, the delegate's Cancel) is paid all the same and its payment booked, by the
 * rules of any card payment. The local test checkout's Pay takes no money: it pays only a pending checkout.
 */
export async function completePaymentIn(
  tx: Work,
  table: RegistrationRows,
  sessionId: string,
  status: 'paid' | 'cancelled' | 'expired',
  at: Date,
  takenAtProvider = false,
): Promise<PaymentStatus | undefined> {
  const rows = await tx.query<{
    registration_id: number;
    provider: string;
    status: PaymentStatus;
    amount: number;
    currency: string;
  }>('select registration_id, provider, status, amount, currency from payments where session_id = $1 for update', [
    sessionId,
  ]);
  const payment = rows[0];
  if (!payment) return undefined;
  // Only a pending checkout moves, so a repeated Pay or a Pay after Cancel changes nothing; an ended one the provider
  // reports paid moves once to paid (the row's lock and the ledger's source keep a replay from booking it again).
  const endedButPaid =
    takenAtProvider && status === 'paid' && (payment.status === 'expired' || payment.status === 'cancelled');
  if (payment.status !== 'pending' && !endedButPaid) return payment.status;
  // Paid, or ended unpaid by the provider's word (its notice, its review, its page's Cancel): no longer payable there.
  await tx.query('update payments set status = $2, completed_at = $3, ended_at_provider = $3 where session_id = $1', [
    sessionId,
    status,
    at,
  ]);
  const context = { actor: `card provider ${payment.provider}`, at };
  if (status === 'paid') {
    await applyEventIn(
      tx,
      table,
      payment.registration_id,
      {
        type: 'payment_confirmed',
        cause: 'card_provider',
        amount: payment.amount,
        currency: payment.currency,
        paidOn: eventDay(at, eventInfo.timeZone),
        source: `checkout:${sessionId}`,
      },
      context,
    );
    // What it owes changed, so its other open checkouts (one opened at a new amount while this was being paid) end
    // here, and at the provider after the commit (endCheckoutsAtProvider). Under the registration's lock, which
    // recordCheckout takes, so none is recorded open meanwhile; one a change has locked is skipped, not waited for (the
    // change waits for this lock next): that change expires it itself.
    await tx.query(
      `update payments set status = 'expired', completed_at = $2
       where id in (select id from payments where registration_id = $1 and status = 'pending' for update skip locked)`,
      [payment.registration_id, at],
    );
  } else {
    // Another checkout of the same registration may still be open: then this one ending changes nothing.
    const open = await tx.query<{ count: number }>(
      `select count(*)::int as count from payments where registration_id = $1 and status = 'pending'`,
      [payment.registration_id],
    );
    if ((open[0]?.count ?? 0) > 0) return status;
    await applyEventIn(
      tx,
      table,
      payment.registration_id,
      { type: 'checkout_expired', cause: status === 'cancelled' ? 'delegate' : 'card_provider' },
      status === 'cancelled' ? { actor: 'delegate', at } : context,
    );
  }
  return status;
}

/** The lifecycle methods of the store, plus the registration insert and checkout completion that drive it. */
export function sqlLifecycle(
  db: Database,
  registrationRows: () => Promise<RegistrationRows> = registrationRowsOf(db),
  signal: QueueSignal = queueSignal(),
) {
  const unit = unitOfWork(db, signal);
  const prefix = eventInfo.referencePrefix;

  async function insertRegistration(registration: NewRegistration, at: Date = new Date()): Promise<RegistrationInsert> {
    const table = await registrationRows();
    const entries = Object.entries(registration.fields);
    const kept = entries.filter(([key]) => table.hasColumn(key));
    const extraFields = Object.fromEntries(entries.filter(([key]) => !table.hasColumn(key)));
    // Column names are payload keys the table has a column for: never text from the request alone.
    const email = registration.fields.email ?? '';
    const names = [
      ...kept.map(([key]) => key),
      'fee_amount',
      'currency',
      'fee_period',
      'language',
      'extra_fields',
      'mailbox',
      // The server's clock, not the database's: in the demo both "Registered" and the history show the demo's day.
      'created_at',
    ];
    const values = [
      ...kept.map(([, value]) => value),
      registration.feeAmount,
      registration.currency,
      registration.feePeriod,
      keptLanguage(registration.language),
      JSON.stringify(extraFields),
      // Null only for an address the checks let through without a mailbox: the trigger of migration 011 fills it.
      mailboxOf(email) ?? null,
      at,
    ];
    const created = await unit(async (tx) => {
      // The unique indexes on the e-mail lower-cased and normalised (migration 004) and on its mailbox (migration 011)
      // decide between concurrent requests: exactly one insert wins, the others wait for it to commit and see its row.
      const inserted = await tx.query<{ id: number; payment_method: PaymentMethod }>(
        `insert into registrations as r (${names.join(', ')})
         values (${names.map((_, index) => `$${index + 1}`).join(', ')})
         on conflict do nothing
         returning id, payment_method`,
        values,
      );
      const row = inserted[0];
      if (row === undefined) return undefined;
      const { id } = row;
      const { guest } = registration;
      // A guest owes nothing: no invoice number is taken and no acknowledgement asks for money.
      const start = guest ? { next: 'awaiting_payment' as const, emits: [] } : initialTransition(row.payment_method);
      const reference = formatReference(prefix, await nextNumber(tx, `reference:${prefix}`));
      const invoiceNumber =
        row.payment_method === 'bank' && !guest
          ? formatInvoiceNumber(prefix, await nextNumber(tx, `invoice:${prefix}`))
          : null;
      const rows = await tx.query<RegistrationRow>(
        `update registrations r set reference = $2, state = $3, invoice_number = $4, invoice_date = $5::date
         where r.id = $1 returning ${table.select}`,
        [id, reference, start.next, invoiceNumber, invoiceNumber ? eventDay(at, eventInfo.timeZone) : null],
      );
      const stored = table.toRegistration(rows[0]);
      await recordHistory(
        tx,
        id,
        {
          event: 'registered',
          cause: guest ? 'staff' : 'delegate',
          stateBefore: null,
          stateAfter: start.next,
          details: { reference, invoiceNumber },
        },
        { actor: guest?.actor ?? 'delegate', at },
      );
      await enqueue(tx, stored, start.emits, {}, at);
      if (!guest) return stored;
      const context = { actor: guest.actor, at };
      await applyEventIn(tx, table, id, { type: 'fee_waived', cause: 'staff', reason: guest.reason }, context);
      return (await lockRegistration(tx, table, id)) ?? stored;
    });
    if (created) return { outcome: 'created', registration: created };
    const existing = await db.query<{ id: number; payment_method: PaymentMethod; state: RegistrationState }>(
      // The row the unique keys found: one not cancelled (migration 026), as a cancelled one no longer holds its address.
      `select id, payment_method, state from registrations
       where state <> 'cancelled'
         and (mailbox = $2 or normalize(lower(normalize(email, NFD)), NFC) = normalize(lower(normalize($1, NFD)), NFC))`,
      [email, mailboxOf(email) ?? null],
    );
    const found = existing[0];
    // The row that blocked the insert was discarded meanwhile (its checkout failed): try once more.
    if (!found) return insertRegistration(registration, at);
    return {
      outcome: 'exists',
      existing: { id: found.id, paymentMethod: found.payment_method, paid: found.state === 'paid', state: found.state },
    };
  }

  async function completePayment(
    sessionId: string,
    status: 'paid' | 'cancelled' | 'expired',
    at: Date = new Date(),
  ): Promise<PaymentStatus | undefined> {
    const table = await registrationRows();
    return unit((tx) => completePaymentIn(tx, table, sessionId, status, at));
  }

  const lifecycle: LifecycleStore = {
    async applyEvent(registrationId, event, context) {
      const table = await registrationRows();
      return unit((tx) => applyEventIn(tx, table, registrationId, event, context));
    },

    async findRegistration(id) {
      const table = await registrationRows();
      const rows = await db.query<RegistrationRow>(`select ${table.select} from registrations r where r.id = $1`, [id]);
      return rows[0] ? detailOf(db, table.toRegistration(rows[0])) : undefined;
    },

    async findRegistrationByReference(reference) {
      const table = await registrationRows();
      const rows = await db.query<RegistrationRow>(
        `select ${table.select} from registrations r where upper(r.reference) = upper($1)`,
        [reference.trim()],
      );
      return rows[0] ? detailOf(db, table.toRegistration(rows[0])) : undefined;
    },

    async resendMessage(registrationId, kind, context) {
      const table = await registrationRows();
      return unit(async (tx): Promise<Awaited<ReturnType<LifecycleStore['resendMessage']>>> => {
        const registration = await lockRegistration(tx, table, registrationId);
        if (!registration) return { outcome: 'not_found' };
        const earlier = await tx.query<{ details: Record<string, unknown> }>(
          'select details from outbox where registration_id = $1 and kind = $2 order by id desc limit 1',
          [registrationId, kind],
        );
        if (!earlier[0]) return { outcome: 'refused', reason: `no ${kind} was ever sent for this registration` };
        // The resend goes to the address and in the language the registration has now, with the first message's figures;
        // it is not the scheduler's own reminder, which goes out once per registration (migration 015).
        const { scheduled: _scheduled, ...figures } = earlier[0].details;
        const [messageId] = await enqueue(
          tx,
          registration,
          [kind],
          { ...figures, resentBy: context.actor },
          context.at,
        );
        await recordHistory(
          tx,
          registrationId,
          {
            event: 'message_resent',
            cause: 'staff',
            stateBefore: registration.state,
            stateAfter: registration.state,
            details: { kind, messageId },
          },
          context,
        );
        return { outcome: 'queued', messageId };
      });
    },

    ...sqlOutbox(db, registrationRows),
    ...sqlMailbox(db),
    onMessagesQueued: (listener) => signal.onMessagesQueued(listener),
  };

  return { ...lifecycle, insertRegistration, completePayment, unit, signal };
}
