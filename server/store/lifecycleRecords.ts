/**
 * The lifecycle's records in a unit of work: gapless numbers, history rows, the registration's row lock, and an event
 * applied with its history and its messages; and a registration's detail with both.
 */
import {
  type EventCause,
  type LifecycleEvent,
  type LifecycleEventType,
  type RegistrationState,
  transition,
} from '../../core/lifecycle/lifecycle';
import { event as eventInfo } from '../../core/model/schemaData';
import { type Movement, paidMethodOf } from '../../core/rules/ledger';
import { type CancellationBooking, cancellationBooking } from '../../core/rules/ledgerFigures';
import { fromMinorUnits, toMinorUnits } from '../../core/rules/minorUnits';
import { eventDay } from '../../core/rules/period';
import { refundFor } from '../../core/rules/refund';
import type { SqlRunner } from '../db/Database';
import { expireOpenCheckoutsIn, lockOpenCheckouts } from '../payments/openCheckouts';
import { cancellationMoneyIn } from '../refunds/cancellationMoney';
import type { ApplyOutcome, EventContext, HistoryEntry, RegistrationDetail } from './LifecycleStore';
import { type Booked, moneyBookingIn } from './moneyBooking';
import { enqueue, outboxColumns, type OutboxRow, toMessage } from './outbox';
import type { RegistrationRow, RegistrationRows } from './registrationRows';
import { movementsOf } from './sqlLedger';
import type { StoredRegistration } from './Store';
import type { Work } from './unitOfWork';

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

/** What a cancellation at `at` books, from the registration's ledger: the refund rule applied to what was held. */
function cancellationOf(registration: StoredRegistration, movements: readonly Movement[], at: Date) {
  const rule = refundFor(eventInfo, at, 0);
  const booking = cancellationBooking(
    toMinorUnits(registration.feeAmount, registration.currency),
    movements,
    rule.percent,
  );
  return { rule, booking };
}

/** What an event's history row and messages keep of it, besides its name and cause. */
function eventDetails(
  event: LifecycleEvent,
  registration: StoredRegistration,
  at: Date,
  cancellation: { rule: ReturnType<typeof refundFor>; booking: CancellationBooking } | undefined,
): Record<string, unknown> {
  switch (event.type) {
    case 'payment_confirmed':
      return {
        amount: event.amount,
        currency: event.currency,
        paidOn: event.paidOn,
        ...(event.bankReference ? { bankReference: event.bankReference } : {}),
      };
    case 'shortfall_accepted':
      return { shortfallReason: event.reason, currency: registration.currency };
    case 'fee_waived':
      return { waiverReason: event.reason, currency: registration.currency };
    case 'cancelled': {
      const { rule, booking } = cancellation ?? cancellationOf(registration, [], at);
      const whole = (minor: number) => fromMinorUnits(minor, registration.currency);
      return {
        reason: event.reason,
        ...(event.note ? { internalNote: event.note } : {}),
        amountPaid: whole(booking.towardsFeeMinor),
        currency: registration.paidCurrency ?? registration.currency,
        refundPercent: rule.percent,
        refundAmount: whole(booking.refundMinor),
        refundCutOffDay: rule.cutOffDay,
      };
    }
    default:
      return {};
  }
}

/** What the e-mails may say: everything the history keeps but the staff's internal note and reasons. */
function messageDetails(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).filter(
      ([key]) => key !== 'internalNote' && key !== 'shortfallReason' && key !== 'waiverReason',
    ),
  );
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
  tx: Work,
  table: RegistrationRows,
  registrationId: number,
  event: LifecycleEvent,
  context: EventContext,
): Promise<ApplyOutcome> {
  // A waived fee or a cancelled registration can no longer be paid: its open checkouts are locked before the row, as a
  // checkout's completion takes them, and expired with the event.
  const endsCheckouts = event.type === 'fee_waived' || event.type === 'cancelled';
  if (endsCheckouts) await lockOpenCheckouts(tx, registrationId);
  const registration = await lockRegistration(tx, table, registrationId);
  if (!registration) return { outcome: 'not_found' };
  const booking =
    event.type === 'payment_confirmed' || event.type === 'shortfall_accepted' || event.type === 'fee_waived'
      ? await moneyBookingIn(tx, registration, event)
      : undefined;
  const result = transition(registration.state, registration.paymentMethod, event, booking?.facts);
  if (!result.ok) return { outcome: 'refused', state: registration.state, reason: result.reason };
  if (result.unchanged) return { outcome: 'unchanged', state: registration.state };
  const booked = booking ? await booking.book(context) : undefined;
  if (booking && !booked) return { outcome: 'unchanged', state: registration.state };
  // A cancellation's refund is the rule applied to what the ledger holds, and is booked on it.
  const movements = event.type === 'cancelled' ? await movementsOf(tx, registrationId) : [];
  const cancellation = event.type === 'cancelled' ? cancellationOf(registration, movements, context.at) : undefined;
  let details = { ...eventDetails(event, registration, context.at, cancellation), ...bookedDetails(booked) };
  if (event.type === 'payment_confirmed' && booked) {
    // The method follows the money: a card payment makes the registration a card one, whatever it started as.
    await tx.query(
      `update registrations set state = $2, paid_amount = $3, paid_currency = $4, paid_on = $5::date,
         payment_method = case when $6 = 'card' then 'online' else payment_method end
       where id = $1`,
      [registrationId, result.next, booked.received, event.currency, event.paidOn, booked.method],
    );
  } else if (event.type === 'fee_waived' && booked) {
    await tx.query('update registrations set state = $2, fee_waived_amount = $3 where id = $1', [
      registrationId,
      result.next,
      booked.waived,
    ]);
  } else {
    await tx.query('update registrations set state = $2 where id = $1', [registrationId, result.next]);
  }
  if (endsCheckouts) {
    const checkoutsExpired = await expireOpenCheckoutsIn(tx, registrationId, context.at);
    if (checkoutsExpired > 0) details = { ...details, checkoutsExpired };
  }
  if (cancellation) {
    // The refund and credit note commit with the cancellation or not at all: none is lost, none made twice.
    const booking = { ...cancellation.booking, heldBy: paidMethodOf(movements) };
    const money = await cancellationMoneyIn(tx, registration, booking, context, {
      prefix: eventInfo.referencePrefix,
      eventDay: eventDay(context.at, eventInfo.timeZone),
      nextNumber: (series) => nextNumber(tx, series),
    });
    details = { ...details, ...money };
  }
  // A short payment is booked and leaves the registration as it was, and a card payment after a cancellation is booked
  // to go back in full: each history entry says so in words of its own.
  const name =
    event.type !== 'payment_confirmed' || result.next === 'paid'
      ? event.type
      : result.next === 'cancelled'
        ? 'payment_after_cancellation'
        : 'payment_part_received';
  await recordHistory(
    tx,
    registrationId,
    { event: name, cause: event.cause, stateBefore: registration.state, stateAfter: result.next, details },
    context,
  );
  const messageFacts =
    event.type === 'shortfall_accepted' && booked
      ? { ...details, amount: booked.received, currency: registration.currency }
      : details;
  await enqueue(tx, registration, result.emits, messageDetails(messageFacts), context.at);
  return { outcome: 'applied', state: result.next, emitted: result.emits };
}

/** What the ledger booked, as the history keeps it (amounts in whole units of the entry's currency). */
function bookedDetails(booked: Booked | undefined): Record<string, unknown> {
  if (!booked) return {};
  return {
    ...(booked.method ? { method: booked.method } : {}),
    ...(booked.balanceDue > 0 ? { balanceDue: booked.balanceDue } : {}),
    ...(booked.surplus > 0 ? { surplus: booked.surplus } : {}),
    ...(booked.forgiven > 0 ? { shortfall: booked.forgiven } : {}),
    ...(booked.waived > 0 ? { waived: booked.waived } : {}),
  };
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
