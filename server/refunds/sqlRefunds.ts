/** The refunds part of the store: claiming card refunds to send, recording what providers and staff say, listing them. */
import { randomUUID } from 'node:crypto';

import type { Database, SqlRunner } from '../db/Database';
import { bookRefundPaid } from './refundMovements';
import { refundColumns, type RefundRow, toRefund } from './refundRows';
import type {
  BankRefundOutcome,
  BankRefundRecord,
  ClaimedRefund,
  ProviderRefund,
  RefundNotice,
  RefundNoticeOutcome,
  StoredRefund,
} from './refundTypes';
import { sqlCreditNotes } from './sqlCreditNotes';

/** A history row of the (cancelled) registration a refund belongs to. */
async function refundHistory(
  tx: SqlRunner,
  refund: StoredRefund,
  event: 'refund_submitted' | 'refund_paid' | 'refund_failed',
  actor: string,
  at: Date,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `insert into registration_history (registration_id, at, event, cause, actor, state_before, state_after, details)
     select $1, $2, $3, $4, $5, r.state, r.state, $6::jsonb from registrations r where r.id = $1`,
    [
      refund.registrationId,
      at,
      event,
      actor.startsWith('staff') ? 'staff' : 'card_provider',
      actor,
      JSON.stringify({ amount: refund.amount, currency: refund.currency, method: refund.method, ...details }),
    ],
  );
}

async function lockRefund(tx: SqlRunner, where: string, params: (string | number | null)[]): Promise<StoredRefund[]> {
  const rows = await tx.query<RefundRow>(`select ${refundColumns} from refunds f where ${where} for update`, params);
  return rows.map(toRefund);
}

/** Moves a locked refund to `status` with its history row; a refund already paid stays paid. */
async function settle(
  tx: SqlRunner,
  refund: StoredRefund,
  status: 'submitted' | 'paid' | 'failed',
  actor: string,
  at: Date,
  extra: { providerRefundId?: string; reason?: string; paidOn?: string },
): Promise<boolean> {
  if (refund.status === 'paid' || refund.status === status) return false;
  await tx.query(
    `update refunds set status = $2, provider_refund_id = coalesce($3, provider_refund_id), last_error = $4,
       paid_on = coalesce($5::date, paid_on), locked_until = null, locked_by = null, updated_at = now()
     where id = $1`,
    [refund.id, status, extra.providerRefundId ?? null, extra.reason ?? null, extra.paidOn ?? null],
  );
  await refundHistory(tx, refund, `refund_${status}`, actor, at, {
    ...(extra.providerRefundId ? { providerRefundId: extra.providerRefundId } : {}),
    ...(extra.reason ? { reason: extra.reason } : {}),
  });
  // The provider paid it back: the money went back the way it came.
  if (status === 'paid') {
    await bookRefundPaid(
      tx,
      refund,
      refund.method,
      {
        ...(extra.paidOn ? { paidOn: extra.paidOn } : {}),
        ...(extra.providerRefundId ? { providerRefundId: extra.providerRefundId } : {}),
      },
      { actor, at },
    );
  }
  return true;
}

/** The refunds methods of the store, over an open, migrated database. */
export function sqlRefunds(db: Database, paidOnOf: (at: Date) => string) {
  return {
    // A registration's credit notes, read for the console and their PDFs.
    ...sqlCreditNotes(db),

    /** Claims up to `limit` card refunds due to be sent, for `leaseMs`, skipping those another server holds. */
    async claimDueRefunds(limit: number, leaseMs: number): Promise<ClaimedRefund[]> {
      const claim = randomUUID();
      const rows = await db.transaction((tx) =>
        tx.query<RefundRow & { reference: string | null }>(
          `with due as (
             select id from refunds
             where status = 'requested' and next_attempt_at <= now() and (locked_until is null or locked_until <= now())
             order by next_attempt_at, id limit $1
             for update skip locked
           )
           update refunds f set locked_until = now() + make_interval(secs => $2), locked_by = $3,
             attempts = f.attempts + 1
           from due where f.id = due.id
           returning ${refundColumns},
             (select r.reference from registrations r where r.id = f.registration_id) as reference`,
          [limit, leaseMs / 1000, claim],
        ),
      );
      return rows.map((row) => ({ refund: toRefund(row), reference: row.reference ?? '', claim }));
    },

    /** When the earliest card refund waiting to be sent is due; undefined when none waits. */
    async nextRefundDue(): Promise<Date | undefined> {
      const rows = await db.query<{ due: Date | null }>(
        `select min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) as due
         from refunds where status = 'requested'`,
      );
      return rows[0]?.due ?? undefined;
    },

    /** Records the provider's answer to a claimed refund's call; false when the claim is no longer this sender's. */
    async recordProviderRefund(id: number, claim: string, answer: ProviderRefund, actor: string, at: Date) {
      return db.transaction(async (tx) => {
        const [refund] = await lockRefund(tx, 'f.id = $1 and f.locked_by = $2', [id, claim]);
        if (!refund) return false;
        if (answer.paymentId) {
          await tx.query('update refunds set provider_payment_id = $2 where id = $1', [id, answer.paymentId]);
        }
        const status = answer.status === 'succeeded' ? 'paid' : answer.status === 'failed' ? 'failed' : 'submitted';
        await settle(tx, refund, status, actor, at, {
          providerRefundId: answer.id,
          reason: answer.reason,
          ...(status === 'paid' ? { paidOn: paidOnOf(at) } : {}),
        });
        return true;
      });
    },

    /** Gives a claimed refund back after a failed call, due again at `retryAt`; without it, marks it failed for staff. */
    async refundCallFailed(id: number, claim: string, reason: string, actor: string, at: Date, retryAt?: Date) {
      await db.transaction(async (tx) => {
        const [refund] = await lockRefund(tx, 'f.id = $1 and f.locked_by = $2', [id, claim]);
        if (!refund || refund.status !== 'requested') return;
        if (retryAt) {
          await tx.query(
            `update refunds set next_attempt_at = $2, locked_until = null, locked_by = null, last_error = $3,
               updated_at = now() where id = $1`,
            [id, retryAt, reason.slice(0, 2000)],
          );
          return;
        }
        await settle(tx, refund, 'failed', actor, at, { reason: reason.slice(0, 2000) });
      });
    },

    /** Applies a provider's refund event once per event id, in one transaction with the change it makes. */
    async applyRefundNotice(notice: RefundNotice, at: Date): Promise<RefundNoticeOutcome> {
      return db.transaction(async (tx) => {
        const fresh = await tx.query<{ event_id: string }>(
          `insert into refund_events (provider, event_id, event_type, details) values ($1, $2, $3, $4::jsonb)
           on conflict (provider, event_id) do nothing returning event_id`,
          [notice.provider, notice.eventId, notice.eventType, JSON.stringify(notice.details)],
        );
        if (!fresh[0]) return 'repeat';
        const found = notice.providerRefundId
          ? await lockRefund(tx, 'f.provider = $1 and f.provider_refund_id = $2', [
              notice.provider,
              notice.providerRefundId,
            ])
          : [];
        const byKey =
          found.length === 0 && notice.refundKey
            ? await lockRefund(tx, 'f.provider = $1 and f.idempotency_key = $2', [notice.provider, notice.refundKey])
            : found;
        const byPayment =
          byKey.length === 0 && notice.paymentId
            ? await lockRefund(
                tx,
                // A charge may carry several refunds of one registration: the amount tells them apart.
                `f.provider = $1 and f.provider_payment_id = $2 and f.status in ('submitted', 'requested')
                 order by (f.amount_minor = $3::integer) desc nulls last, f.id`,
                [notice.provider, notice.paymentId, notice.amountMinor ?? null],
              )
            : byKey;
        const refund = byPayment[0];
        if (!refund) return 'unknown';
        await tx.query('update refund_events set refund_id = $3 where provider = $1 and event_id = $2', [
          notice.provider,
          notice.eventId,
          refund.id,
        ]);
        // A charge's refund event that reports less than this refund is about another, smaller refund.
        if (notice.amountMinor !== undefined && notice.amountMinor < refund.amountMinor) return 'applied';
        const actor = `card provider ${notice.provider}`;
        if (notice.status === 'succeeded') {
          await settle(tx, refund, 'paid', actor, at, {
            providerRefundId: notice.providerRefundId,
            paidOn: paidOnOf(at),
          });
        } else if (notice.status === 'failed') {
          await settle(tx, refund, 'failed', actor, at, {
            providerRefundId: notice.providerRefundId,
            reason: typeof notice.details.reason === 'string' ? notice.details.reason : notice.eventType,
          });
        }
        return 'applied';
      });
    },

    /**
     * Staff record a refund they paid by bank transfer: a bank refund due, or a card refund the provider refused. The
     * amount must be the refund's.
     */
    async recordBankRefund(
      registrationId: number,
      record: BankRefundRecord,
      actor: string,
      at: Date,
    ): Promise<BankRefundOutcome> {
      return db.transaction(async (tx): Promise<BankRefundOutcome> => {
        const registration = await tx.query<{ id: number }>('select id from registrations where id = $1 for update', [
          registrationId,
        ]);
        if (!registration[0]) return { outcome: 'not_found' };
        const refunds = await lockRefund(tx, 'f.registration_id = $1 order by f.id', [registrationId]);
        if (refunds.length === 0) return { outcome: 'refused', reason: 'no_refund' };
        // Staff pay a bank refund due, or a card refund the provider refused; the amount says which.
        const payable = refunds.filter(
          (each) => each.status === 'due' || (each.method === 'card' && each.status === 'failed'),
        );
        if (payable.length === 0) {
          const cardUnderWay = refunds.some((each) => each.method === 'card' && each.status !== 'paid');
          return { outcome: 'refused', reason: cardUnderWay ? 'not_bank' : 'already_paid' };
        }
        const amountMinor = Math.round(record.amount * 100);
        const refund = payable.find((each) => Math.round(each.amount * 100) === amountMinor);
        if (!refund) return { outcome: 'refused', reason: 'amount' };
        await tx.query(
          `update refunds set status = 'paid', paid_on = $2::date, bank_reference = $3, recorded_by = $4,
             locked_until = null, locked_by = null, updated_at = now() where id = $1`,
          [refund.id, record.paidOn, record.bankReference, actor],
        );
        await refundHistory(tx, refund, 'refund_paid', actor, at, {
          paidOn: record.paidOn,
          bankReference: record.bankReference,
        });
        // Staff paid it by transfer, a card refund the provider refused included.
        await bookRefundPaid(
          tx,
          refund,
          'bank',
          { paidOn: record.paidOn, bankReference: record.bankReference },
          { actor, at },
        );
        const [paid] = await lockRefund(tx, 'f.id = $1', [refund.id]);
        return { outcome: 'recorded', refund: paid ?? refund };
      });
    },

    /**
     * The refund of one registration staff act on next: the first one staff may pay, else the first still under way,
     * else the latest paid; undefined when none was made due.
     */
    async refundOf(registrationId: number): Promise<StoredRefund | undefined> {
      const rows = await db.query<RefundRow>(
        `select ${refundColumns} from refunds f where f.registration_id = $1
         order by (f.status = 'due' or (f.method = 'card' and f.status = 'failed')) desc, (f.status = 'paid'),
           case when f.status = 'paid' then -f.id else f.id end
         limit 1`,
        [registrationId],
      );
      return rows[0] ? toRefund(rows[0]) : undefined;
    },

    /** Every refund of one registration, in the order they were made due. */
    async refundsOf(registrationId: number): Promise<StoredRefund[]> {
      const rows = await db.query<RefundRow>(
        `select ${refundColumns} from refunds f where f.registration_id = $1 order by f.id`,
        [registrationId],
      );
      return rows.map(toRefund);
    },
  };
}

export type RefundStore = ReturnType<typeof sqlRefunds>;
