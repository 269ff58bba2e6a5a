/** The lifecycle part of the SQL store: events applied in one transaction with their history and outbox rows. */
import { randomUUID } from 'node:crypto';

import {
  type EventCause,
  initialTransition,
  type LifecycleEvent,
  type LifecycleEventType,
  type MessageKind,
  type RegistrationState,
  transition,
} from '../../core/lifecycle/lifecycle';
import { event as eventInfo } from '../../core/model/schemaData';
import type { PaymentMethod } from '../../core/model/types';
import { mailboxOf } from '../../core/rules/email';
import { eventDay } from '../../core/rules/period';
import { refundFor } from '../../core/rules/refund';
import type { Database, SqlRunner } from '../db/Database';
import { isLocale } from '../lifecycle/language';
import { recipientOf } from '../mail/messageKinds';
import { type CancellationFigures, cancellationMoneyIn } from '../refunds/cancellationMoney';
import type {
  ApplyOutcome,
  ClaimedMessage,
  EventContext,
  HistoryEntry,
  LifecycleStore,
  MailboxEntry,
  OutboxMessage,
  OutboxStatus,
  RegistrationDetail,
} from './LifecycleStore';
import { type RegistrationRow, type RegistrationRows, registrationRowsOf } from './registrationRows';
import type { NewRegistration, PaymentStatus, RegistrationInsert, StoredRegistration } from './Store';

interface OutboxRow {
  id: number;
  registration_id: number;
  kind: MessageKind;
  recipient: string;
  language: string;
  details: Record<string, unknown>;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

interface HistoryRow {
  id: number;
  at: Date;
  event: LifecycleEventType | 'message_resent' | 'reminder_sent';
  cause: EventCause;
  actor: string;
  state_before: RegistrationState | null;
  state_after: RegistrationState;
  details: Record<string, unknown>;
}

interface MailboxRow {
  id: number;
  outbox_id: number | null;
  message_id: string;
  sender: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailboxEntry['attachments'];
  delivered_at: Date;
}

const outboxColumns = `o.id, o.registration_id, o.kind, o.recipient, o.language, o.details, o.status, o.attempts,
  o.next_attempt_at, o.last_error, o.created_at, o.sent_at`;

function toMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    registrationId: row.registration_id,
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    details: row.details,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

function toHistory(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    at: row.at,
    event: row.event,
    cause: row.cause,
    actor: row.actor,
    stateBefore: row.state_before,
    stateAfter: row.state_after,
    details: row.details,
  };
}

function toMailboxEntry(row: MailboxRow): MailboxEntry {
  return {
    id: row.id,
    outboxId: row.outbox_id,
    messageId: row.message_id,
    sender: row.sender,
    recipient: row.recipient,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    attachments: row.attachments,
    deliveredAt: row.delivered_at,
  };
}

/** The next number of a gapless series, taken inside the caller's transaction (the row stays locked until it ends). */
export async function nextNumber(tx: SqlRunner, series: string): Promise<number> {
  const rows = await tx.query<{ value: number }>(
    `insert into counters (name, value) values ($1, 1)
     on conflict (name) do update set value = counters.value + 1
     returning value`,
    [series],
  );
  return rows[0].value;
}

/** 'PICS2025-0042': the prefix and at least four digits. */
export function formatReference(prefix: string, number: number): string {
  return `${prefix}-${String(number).padStart(4, '0')}`;
}

/** 'PICS2025-INV-0007': the invoice numbers' own series. */
export function formatInvoiceNumber(prefix: string, number: number): string {
  return `${prefix}-INV-${String(number).padStart(4, '0')}`;
}

export async function recordHistory(
  tx: SqlRunner,
  registrationId: number,
  entry: {
    event: string;
    cause: EventCause;
    stateBefore: RegistrationState | null;
    stateAfter: RegistrationState;
    details: object;
  },
  context: EventContext,
): Promise<void> {
  await tx.query(
    `insert into registration_history (registration_id, at, event, cause, actor, state_before, state_after, details)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      registrationId,
      context.at,
      entry.event,
      entry.cause,
      context.actor,
      entry.stateBefore,
      entry.stateAfter,
      JSON.stringify(entry.details),
    ],
  );
}

export async function enqueue(
  tx: SqlRunner,
  registration: StoredRegistration,
  kinds: readonly MessageKind[],
  details: object,
): Promise<number[]> {
  const ids: number[] = [];
  for (const kind of kinds) {
    const rows = await tx.query<{ id: number }>(
      `insert into outbox (registration_id, kind, recipient, language, details)
       values ($1, $2, $3, $4, $5::jsonb) returning id`,
      [
        registration.id,
        kind,
        recipientOf(kind, registration.email, details as Record<string, unknown>),
        registration.language,
        JSON.stringify(details),
      ],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

/** What an event's history row and messages keep of it, besides its name and cause. */
function eventDetails(event: LifecycleEvent, registration: StoredRegistration, at: Date): Record<string, unknown> {
  switch (event.type) {
    case 'payment_confirmed':
      return {
        amount: event.amount,
        currency: event.currency,
        paidOn: event.paidOn,
        ...(event.bankReference ? { bankReference: event.bankReference } : {}),
      };
    case 'cancelled': {
      const paid = registration.state === 'paid' ? (registration.paidAmount ?? 0) : 0;
      const refund = refundFor(eventInfo, at, paid);
      return {
        reason: event.reason,
        ...(event.note ? { internalNote: event.note } : {}),
        amountPaid: paid,
        currency: registration.paidCurrency ?? registration.currency,
        refundPercent: refund.percent,
        refundAmount: refund.amount,
        refundCutOffDay: refund.cutOffDay,
      };
    }
    default:
      return {};
  }
}

/** What the e-mails may say: everything the history keeps but the staff's internal note. */
function messageDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => key !== 'internalNote'));
}

export async function lockRegistration(
  tx: SqlRunner,
  table: RegistrationRows,
  id: number,
): Promise<StoredRegistration | undefined> {
  const rows = await tx.query<RegistrationRow>(
    `select ${table.select} from registrations r where r.id = $1 for update`,
    [id],
  );
  return rows[0] ? table.toRegistration(rows[0]) : undefined;
}

/** Applies an event inside an open transaction; answers the outcome and whether messages were queued. */
export async function applyEventIn(
  tx: SqlRunner,
  table: RegistrationRows,
  registrationId: number,
  event: LifecycleEvent,
  context: EventContext,
): Promise<ApplyOutcome> {
  const registration = await lockRegistration(tx, table, registrationId);
  if (!registration) return { outcome: 'not_found' };
  const result = transition(registration.state, registration.paymentMethod, event);
  if (!result.ok) return { outcome: 'refused', state: registration.state, reason: result.reason };
  if (result.unchanged) return { outcome: 'unchanged', state: registration.state };
  let details = eventDetails(event, registration, context.at);
  if (event.type === 'payment_confirmed') {
    await tx.query(
      `update registrations set state = $2, paid_amount = $3, paid_currency = $4, paid_on = $5::date where id = $1`,
      [registrationId, result.next, event.amount, event.currency, event.paidOn],
    );
  } else {
    await tx.query('update registrations set state = $2 where id = $1', [registrationId, result.next]);
  }
  if (event.type === 'cancelled') {
    // The refund and credit note commit with the cancellation or not at all: none is lost, none made twice.
    const money = await cancellationMoneyIn(tx, registration, details as unknown as CancellationFigures, context.at, {
      prefix: eventInfo.referencePrefix,
      eventDay: eventDay(context.at, eventInfo.timeZone),
      nextNumber: (series) => nextNumber(tx, series),
    });
    details = { ...details, ...money };
  }
  await recordHistory(
    tx,
    registrationId,
    { event: event.type, cause: event.cause, stateBefore: registration.state, stateAfter: result.next, details },
    context,
  );
  await enqueue(tx, registration, result.emits, messageDetails(details));
  return { outcome: 'applied', state: result.next, emitted: result.emits };
}

export async function detailOf(db: SqlRunner, registration: StoredRegistration): Promise<RegistrationDetail> {
  const history = await db.query<HistoryRow>(
    `select id, at, event, cause, actor, state_before, state_after, details
     from registration_history where registration_id = $1 order by id`,
    [registration.id],
  );
  const messages = await db.query<OutboxRow>(
    `select ${outboxColumns} from outbox o where o.registration_id = $1 order by o.id`,
    [registration.id],
  );
  return { ...registration, history: history.map(toHistory), messages: messages.map(toMessage) };
}

/** The known message catalogues a registration may be kept in; anything else is kept as English. */
function keptLanguage(language: string | undefined): string {
  return isLocale(language) ? language : 'en';
}

/** The lifecycle methods of the store, plus the registration insert and checkout completion that drive it. */
export function sqlLifecycle(db: Database, registrationRows: () => Promise<RegistrationRows> = registrationRowsOf(db)) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
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
    ];
    const created = await db.transaction(async (tx) => {
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
      const start = initialTransition(row.payment_method);
      const reference = formatReference(prefix, await nextNumber(tx, `reference:${prefix}`));
      const invoiceNumber =
        row.payment_method === 'bank' ? formatInvoiceNumber(prefix, await nextNumber(tx, `invoice:${prefix}`)) : null;
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
          cause: 'delegate',
          stateBefore: null,
          stateAfter: start.next,
          details: { reference, invoiceNumber },
        },
        { actor: 'delegate', at },
      );
      await enqueue(tx, stored, start.emits, {});
      return { stored, queued: start.emits.length > 0 };
    });
    if (created) {
      if (created.queued) notify();
      return { outcome: 'created', registration: created.stored };
    }
    const existing = await db.query<{ id: number; payment_method: PaymentMethod; state: RegistrationState }>(
      `select id, payment_method, state from registrations
       where mailbox = $2 or normalize(lower(normalize(email, NFD)), NFC) = normalize(lower(normalize($1, NFD)), NFC)`,
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
    const result = await db.transaction(async (tx) => {
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
      // Only a pending checkout moves, so a repeated Pay or a Pay after Cancel changes nothing.
      if (payment.status !== 'pending') return { status: payment.status, queued: false };
      await tx.query('update payments set status = $2, completed_at = $3 where session_id = $1', [
        sessionId,
        status,
        at,
      ]);
      const context = { actor: `card provider ${payment.provider}`, at };
      let outcome: ApplyOutcome;
      if (status === 'paid') {
        outcome = await applyEventIn(
          tx,
          table,
          payment.registration_id,
          {
            type: 'payment_confirmed',
            cause: 'card_provider',
            amount: payment.amount,
            currency: payment.currency,
            paidOn: eventDay(at, eventInfo.timeZone),
          },
          context,
        );
      } else {
        // Another checkout of the same registration may still be open: then this one ending changes nothing.
        const open = await tx.query<{ count: number }>(
          `select count(*)::int as count from payments where registration_id = $1 and status = 'pending'`,
          [payment.registration_id],
        );
        if ((open[0]?.count ?? 0) > 0) return { status, queued: false };
        outcome = await applyEventIn(
          tx,
          table,
          payment.registration_id,
          { type: 'checkout_expired', cause: status === 'cancelled' ? 'delegate' : 'card_provider' },
          status === 'cancelled' ? { actor: 'delegate', at } : context,
        );
      }
      return { status, queued: outcome.outcome === 'applied' && outcome.emitted.length > 0 };
    });
    if (result?.queued) notify();
    return result?.status;
  }

  const lifecycle: LifecycleStore = {
    async applyEvent(registrationId, event, context) {
      const table = await registrationRows();
      const outcome = await db.transaction((tx) => applyEventIn(tx, table, registrationId, event, context));
      if (outcome.outcome === 'applied' && outcome.emitted.length > 0) notify();
      return outcome;
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
      const outcome = await db.transaction(
        async (tx): Promise<Awaited<ReturnType<LifecycleStore['resendMessage']>>> => {
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
          const [messageId] = await enqueue(tx, registration, [kind], { ...figures, resentBy: context.actor });
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
        },
      );
      if (outcome.outcome === 'queued') notify();
      return outcome;
    },

    async claimDueMessages(limit, leaseMs) {
      const claim = randomUUID();
      const rows = await db.transaction((tx) =>
        tx.query<OutboxRow & { registration_id: number }>(
          `with due as (
             select id from outbox
             where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
             order by next_attempt_at, id
             limit $1
             for update skip locked
           )
           update outbox o set locked_until = now() + make_interval(secs => $2), locked_by = $3, attempts = o.attempts + 1
           from due where o.id = due.id
           returning ${outboxColumns}`,
          [limit, leaseMs / 1000, claim],
        ),
      );
      if (rows.length === 0) return [];
      const ids = [...new Set(rows.map((row) => row.registration_id))];
      const table = await registrationRows();
      const registrations = await db.query<RegistrationRow>(
        `select ${table.select} from registrations r where r.id = any($1::int[])`,
        [`{${ids.join(',')}}`],
      );
      const byId = new Map(registrations.map((row) => [row.id, table.toRegistration(row)]));
      return rows
        .sort((a, b) => a.id - b.id)
        .flatMap((row): ClaimedMessage[] => {
          const registration = byId.get(row.registration_id);
          return registration ? [{ message: toMessage(row), registration, claim }] : [];
        });
    },

    async renewClaim(id, claim, leaseMs) {
      // A lapsed lease that no other sender took is still this claim's: any other claim would have replaced locked_by.
      const rows = await db.query<{ id: number }>(
        `update outbox set locked_until = now() + make_interval(secs => $3)
         where id = $1 and locked_by = $2 and status = 'pending'
         returning id`,
        [id, claim, leaseMs / 1000],
      );
      return rows.length === 1;
    },

    async markMessageSent(id, claim) {
      await db.query(
        `update outbox set status = 'sent', sent_at = now(), locked_until = null, locked_by = null, last_error = null
         where id = $1 and locked_by = $2 and status = 'pending'`,
        [id, claim],
      );
    },

    async markMessageFailed(id, claim, error, retryAt) {
      const reason = error.slice(0, 2000);
      if (retryAt) {
        await db.query(
          `update outbox set next_attempt_at = $3, locked_until = null, locked_by = null, last_error = $4
           where id = $1 and locked_by = $2 and status = 'pending'`,
          [id, claim, retryAt, reason],
        );
      } else {
        await db.query(
          `update outbox set status = 'failed', locked_until = null, locked_by = null, last_error = $3
           where id = $1 and locked_by = $2 and status = 'pending'`,
          [id, claim, reason],
        );
      }
    },

    async nextMessageDue() {
      const rows = await db.query<{ due: Date | null }>(
        `select min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) as due from outbox where status = 'pending'`,
      );
      return rows[0]?.due ?? undefined;
    },

    onMessagesQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async deliverToMailbox(entry) {
      await db.query(
        `insert into mailbox (outbox_id, message_id, sender, recipient, subject, text_body, html_body, attachments)
         values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
         on conflict (outbox_id) do nothing`,
        [
          entry.outboxId,
          entry.messageId,
          entry.sender,
          entry.recipient,
          entry.subject,
          entry.textBody,
          entry.htmlBody,
          JSON.stringify(entry.attachments),
        ],
      );
    },

    async listMailbox() {
      const rows = await db.query<MailboxRow>('select * from mailbox order by id desc');
      return rows.map(toMailboxEntry);
    },

    async findMailboxEntry(id) {
      const rows = await db.query<MailboxRow>('select * from mailbox where id = $1', [id]);
      return rows[0] ? toMailboxEntry(rows[0]) : undefined;
    },
  };

  return { ...lifecycle, insertRegistration, completePayment, notifyQueued: notify };
}
