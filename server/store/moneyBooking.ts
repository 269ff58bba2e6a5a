/**
 * The ledger's part of a lifecycle event that moves money, inside the transaction that applies it: what the ledger says
 * before (for the transition), then the movements the event books. A payment is booked with the method it came by
 * (card through the provider, whatever the registration started as), once per source; a surplus becomes a refund due;
 * a waived fee is booked once per registration.
 */
import type {
  FeeWaivedEvent,
  LedgerFacts,
  PaymentConfirmedEvent,
  ShortfallAcceptedEvent,
} from '../../core/lifecycle/lifecycle';
import {
  balanceDueMinor,
  type MoneyMethod,
  owedFeeMinor,
  paidMethodOf,
  paymentEffect,
  receivedMinor,
} from '../../core/rules/ledger';
import { fromMinorUnits, toMinorUnits } from '../../core/rules/minorUnits';
import type { SqlRunner } from '../db/Database';
import { queueRefund, refundWayOf } from '../refunds/refundQueue';
import { appendMovement, appendMovementId, movementsOf } from './sqlLedger';
import type { StoredRegistration } from './Store';

/** What the booking leaves, for the registration's row and its history. */
export interface Booked {
  /** Received in all, whole units. */
  received: number;
  balanceDue: number;
  surplus: number;
  method: MoneyMethod | null;
  /** The part of the fee a manager forgave (accepting a short payment). */
  forgiven: number;
  /** The fee a manager waived (a complimentary registration). */
  waived: number;
}

export interface MoneyBooking {
  facts: LedgerFacts;
  /** Books the movements; answers undefined when their source was booked already (a repeat: nothing written). */
  book(context: { actor: string; at: Date }): Promise<Booked | undefined>;
}

/** The ledger facts of an event that moves money, and how to book it. */
export async function moneyBookingIn(
  tx: SqlRunner,
  registration: StoredRegistration,
  event: PaymentConfirmedEvent | ShortfallAcceptedEvent | FeeWaivedEvent,
): Promise<MoneyBooking> {
  const currency = registration.currency;
  const movements = await movementsOf(tx, registration.id);
  const feeMinor = toMinorUnits(registration.feeAmount, currency);
  const receivedBefore = receivedMinor(movements);
  const whole = (minor: number) => fromMinorUnits(minor, currency);

  // A manager's decision that settles the balance without money: a waived fee, or a short payment accepted.
  if (event.type === 'fee_waived' || event.type === 'shortfall_accepted') {
    const balance = balanceDueMinor(feeMinor, movements);
    const waiver = event.type === 'fee_waived';
    return {
      facts: { settles: false, received: receivedBefore > 0 },
      async book(context) {
        const booked = await appendMovement(
          tx,
          registration.id,
          {
            kind: waiver ? 'waiver' : 'shortfall_accepted',
            method: null,
            amountMinor: balance,
            currency,
            // One decision per registration: a second press, two managers or two servers at once book it once.
            source: `${waiver ? 'waiver' : 'shortfall'}:${registration.id}`,
            details: { reason: event.reason },
          },
          context,
        );
        if (!booked) return undefined;
        // A guest has received nothing and pays nothing; an accepted shortfall keeps what was received.
        return waiver
          ? { received: 0, balanceDue: 0, surplus: 0, method: null, forgiven: 0, waived: whole(balance) }
          : {
              received: whole(receivedBefore),
              balanceDue: 0,
              surplus: 0,
              method: paidMethodOf(movements),
              forgiven: whole(balance),
              waived: 0,
            };
      },
    };
  }

  const amountMinor = toMinorUnits(event.amount, event.currency);
  // A cancelled registration owes nothing: a card payment completed after it is all surplus, due back in full.
  const effect = paymentEffect(owedFeeMinor(registration.state, feeMinor), movements, amountMinor);
  const method: MoneyMethod = event.cause === 'card_provider' ? 'card' : 'bank';
  return {
    facts: { settles: effect.settles, received: receivedBefore > 0 },
    async book(context) {
      const source = event.source ?? null;
      const booked = await appendMovement(
        tx,
        registration.id,
        {
          kind: 'payment',
          method,
          amountMinor,
          currency: event.currency,
          source,
          details: { paidOn: event.paidOn, ...(event.bankReference ? { bankReference: event.bankReference } : {}) },
        },
        context,
      );
      if (!booked) return undefined;
      if (effect.surplusMinor > 0) {
        const movementId = await appendMovementId(
          tx,
          registration.id,
          {
            kind: 'surplus_due',
            method,
            amountMinor: effect.surplusMinor,
            currency,
            source: source === null ? null : `${source}/surplus`,
          },
          context,
        );
        // The surplus goes back as the payment came, a refund of its own: a card payment's through its checkout's
        // provider, a transfer's by a transfer staff pay back and record.
        if (movementId !== undefined) {
          const way =
            method === 'card'
              ? await refundWayOf(tx, registration.id, checkoutOf(source))
              : { method: 'bank' as const };
          await queueRefund(tx, registration, { movementId, amountMinor: effect.surplusMinor, way }, context.at);
        }
      }
      const after = [...movements, { kind: 'payment' as const, method, amountMinor }];
      return {
        received: whole(receivedBefore + amountMinor),
        balanceDue: whole(effect.balanceDueMinor),
        surplus: whole(effect.surplusMinor),
        method: paidMethodOf(after),
        forgiven: 0,
        waived: 0,
      };
    },
  };
}

/** The checkout session a card payment's source names (`checkout:<session>`): its refund goes back through it. */
function checkoutOf(source: string | null): string | undefined {
  return source?.startsWith('checkout:') ? source.slice('checkout:'.length) : undefined;
}
