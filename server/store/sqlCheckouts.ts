/** The checkouts of a registration, and card providers' notices applied once each, in the transaction of their change. */
import { isPayable, type RegistrationState } from '../../core/lifecycle/registrationState';
import { balanceDueMinor } from '../../core/rules/ledger';
import { toMinorUnits } from '../../core/rules/minorUnits';
import type { Database, SqlRunner } from '../db/Database';
import type { NoticeOutcome, ProviderNotice } from '../payments/PaymentProvider';
import type { RegistrationRows } from './registrationRows';
import { movementsOf } from './sqlLedger';
import { completePaymentIn } from './sqlLifecycle';
import type { CheckoutSummary, NewPayment, PaymentStatus } from './Store';
import type { UnitOfWork } from './unitOfWork';

/**
 * Records a checkout session as opened ('pending') or as ended on arrival ('expired'), at `at`, the server's clock; a
 * session recorded already stays.
 */
export async function insertPayment(
  db: SqlRunner,
  payment: NewPayment,
  status: Extract<PaymentStatus, 'pending' | 'expired'>,
  at: Date,
): Promise<void> {
  await db.query(
    `insert into payments (registration_id, provider, session_id, page_token, amount, currency, status, created_at,
       completed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, case when $7::text = 'expired' then $8::timestamptz end)
     on conflict (session_id) do nothing`,
    [
      payment.registrationId,
      payment.provider,
      payment.sessionId,
      payment.pageToken,
      payment.amount,
      payment.currency,
      status,
      at,
    ],
  );
}

/** The store's checkout methods over an open, migrated database; a notice's change runs in the store's unit of work. */
export function sqlCheckouts(db: Database, registrationRows: () => Promise<RegistrationRows>, unit: UnitOfWork) {
  return {
    async checkoutsOf(registrationId: number): Promise<CheckoutSummary[]> {
      const rows = await db.query<{ session_id: string; provider: string; status: PaymentStatus; created_at: Date }>(
        'select session_id, provider, status, created_at from payments where registration_id = $1 order by id',
        [registrationId],
      );
      return rows.map((row) => ({
        sessionId: row.session_id,
        provider: row.provider,
        status: row.status,
        createdAt: row.created_at,
      }));
    },

    async recordCheckout(payment: NewPayment, at: Date): Promise<'pending' | 'stale'> {
      return unit(async (tx) => {
        // The registration's lock, which a fee change, a waiver and a cancellation hold from reading what it owes until
        // they commit (with its open checkouts marked expired): a session opened at an amount read before one of them is
        // either recorded first, and expired by it, or recorded after it, and found stale here.
        const rows = await tx.query<{ state: RegistrationState; fee_amount: number; currency: string }>(
          'select state, fee_amount, currency from registrations where id = $1 for update',
          [payment.registrationId],
        );
        const registration = rows[0];
        // Not owed at all (cancelled, paid) is stale too: only a payable registration's balance may be opened.
        const current =
          registration !== undefined &&
          isPayable(registration.state) &&
          payment.currency === registration.currency &&
          toMinorUnits(payment.amount, payment.currency) ===
            balanceDueMinor(
              toMinorUnits(Number(registration.fee_amount), registration.currency),
              await movementsOf(tx, payment.registrationId),
            );
        await insertPayment(tx, payment, current ? 'pending' : 'expired', at);
        return current ? 'pending' : 'stale';
      });
    },

    async checkoutsToEndAtProvider(provider: string, registrationId?: number): Promise<string[]> {
      const rows = await db.query<{ session_id: string }>(
        `select session_id from payments
         where provider = $1 and status in ('expired', 'cancelled') and ended_at_provider is null
           and ($2::integer is null or registration_id = $2)
         order by id limit 50`,
        [provider, registrationId ?? null],
      );
      return rows.map((row) => row.session_id);
    },

    async checkoutEndedAtProvider(sessionId: string, at: Date): Promise<void> {
      await db.query('update payments set ended_at_provider = $2 where session_id = $1 and ended_at_provider is null', [
        sessionId,
        at,
      ]);
    },

    async applyProviderNotice(notice: ProviderNotice, at: Date = new Date()): Promise<NoticeOutcome> {
      const table = await registrationRows();
      return unit(async (tx): Promise<NoticeOutcome> => {
        // The event's id first: a second delivery (another server, a replay) waits here for this one's commit and then
        // finds the id taken, so it changes nothing and queues no second e-mail.
        const fresh = await tx.query<{ event_id: string }>(
          `insert into provider_events (provider, event_id, event_type, session_id, action, details)
           values ($1, $2, $3, $4, $5, $6::jsonb)
           on conflict (provider, event_id) do nothing
           returning event_id`,
          [
            notice.provider,
            notice.eventId,
            notice.eventType,
            notice.sessionId,
            notice.action,
            JSON.stringify(notice.details),
          ],
        );
        if (!fresh[0]) return { outcome: 'repeat' };

        let status: PaymentStatus | undefined;
        if (notice.action === 'noted') {
          const rows = await tx.query<{ status: PaymentStatus }>('select status from payments where session_id = $1', [
            notice.sessionId,
          ]);
          status = rows[0]?.status;
        } else {
          // The lifecycle's own completion (history, outbox), in this unit of work with the event id.
          status = await completePaymentIn(
            tx,
            table,
            notice.sessionId,
            notice.action === 'paid' ? 'paid' : 'expired',
            at,
            // The provider's notice of a payment: money taken, booked even on a checkout this server had ended.
            true,
          );
        }
        await tx.query('update provider_events set payment_status = $3 where provider = $1 and event_id = $2', [
          notice.provider,
          notice.eventId,
          status ?? null,
        ]);
        return { outcome: 'applied', status };
      });
    },
  };
}
