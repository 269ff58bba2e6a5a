/**
 * A manager's fee change in one transaction under the registration's row lock: the plan (feeChangePlan.ts), the rule
 * (core/rules/feeChange.ts), the ledger's movement, credit note and new invoice (feeChangeMoney.ts), the registration's
 * row, its history and the delegate's notice. All or nothing; the second of two presses finds nothing left to change.
 */
import type { Fees, Region } from '../../core/model/types';
import { type FeeChangeEffect, feeChangeEffect } from '../../core/rules/feeChange';
import { balanceDueMinor, paidMethodOf } from '../../core/rules/ledger';
import { fromMinorUnits, toMinorUnits } from '../../core/rules/minorUnits';
import type { SqlValue } from '../db/Database';
import { expireOpenCheckoutsIn, lockOpenCheckouts } from '../payments/openCheckouts';
import { lockRegistration, recordHistory } from '../store/lifecycleRecords';
import type { EventContext } from '../store/LifecycleStore';
import { enqueue } from '../store/outbox';
import type { RegistrationRows } from '../store/registrationRows';
import { movementsOf } from '../store/sqlLedger';
import type { UnitOfWork } from '../store/unitOfWork';
import { bookFeeChange } from './feeChangeMoney';
import { type FeeChangePlan, type FeeChangeRequest, planFeeChange, type PlanRefusal } from './feeChangePlan';

/** What the change did, in whole units of the registration's currency. */
export interface FeeChanged {
  outcome: 'changed';
  state: string;
  feeAmount: number;
  currency: string;
  balanceDue: number;
  refundable: number;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
}

export type FeeChangeOutcome =
  | FeeChanged
  | { outcome: 'not_found' }
  | { outcome: 'cancelled' }
  | { outcome: 'unchanged' }
  | { outcome: 'refused'; refusal: PlanRefusal };

export interface FeeChangeStore {
  /** Changes the fee category, region, organisation or extras of a registration, and the money that follows. */
  changeFee(
    registrationId: number,
    request: FeeChangeRequest,
    lists: { fees: Fees; regions: readonly Region[] },
    context: EventContext,
  ): Promise<FeeChangeOutcome>;
}

/** The changes as the console names the registration's fields: columns camel-cased, extra fields prefixed. */
function historyChanges(changes: FeeChangePlan['changes'], table: RegistrationRows): FeeChangePlan['changes'] {
  return Object.fromEntries(
    Object.entries(changes).map(([key, change]) => [
      table.hasColumn(key)
        ? key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
        : `extraFields.${key}`,
      change,
    ]),
  );
}

export function sqlFeeChange(registrationRows: () => Promise<RegistrationRows>, unit: UnitOfWork): FeeChangeStore {
  return {
    async changeFee(registrationId, request, lists, context) {
      const table = await registrationRows();
      return unit(async (tx): Promise<FeeChangeOutcome> => {
        await lockOpenCheckouts(tx, registrationId);
        const registration = await lockRegistration(tx, table, registrationId);
        if (!registration) return { outcome: 'not_found' };
        if (registration.state === 'cancelled') return { outcome: 'cancelled' };
        const plan = planFeeChange(registration, request, lists);
        if ('refused' in plan) return { outcome: 'refused', refusal: plan.refused };
        if (Object.keys(plan.changes).length === 0) return { outcome: 'unchanged' };

        const { currency } = registration;
        const movements = await movementsOf(tx, registration.id);
        const oldFeeMinor = toMinorUnits(registration.feeAmount, currency);
        const newFeeMinor = toMinorUnits(plan.newFee, currency);
        let effect: FeeChangeEffect | undefined;
        if (newFeeMinor !== oldFeeMinor) {
          const ruled = feeChangeEffect({
            state: registration.state,
            oldFeeMinor,
            newFeeMinor,
            movements,
            invoiced: registration.invoiceNumber !== null,
          });
          // The rule refuses only what was answered above (a cancelled registration, no change of fee).
          if ('refused' in ruled) return { outcome: 'unchanged' };
          effect = ruled;
        }
        // Money moves, or the invoice shows what changed: the ledger books it and the delegate is told. An extra's
        // answer alone (no price in fees.json) changes the registration and its history only.
        const movesMoney = newFeeMinor !== oldFeeMinor || (plan.reissues && registration.invoiceNumber !== null);
        const changeNumber = movements.filter((movement) => movement.kind === 'fee_change').length + 1;
        const booking = movesMoney
          ? await bookFeeChange(
              tx,
              registration,
              { oldFeeMinor, newFeeMinor, effect, reissues: plan.reissues },
              changeNumber,
              { ...context, reason: request.reason },
            )
          : { source: '' };
        if (!booking) return { outcome: 'unchanged' };

        // A paid registration whose fee rose awaits the balance, as a short transfer leaves it; one awaiting the rest
        // of its fee that what was received now covers is paid, as the payment of the balance would make it.
        const state = effect?.reopens ? 'awaiting_payment' : effect?.settles ? 'paid' : registration.state;
        // A checkout opened at the old fee can no longer be paid (the route ended it at the provider first).
        const checkoutsExpired = effect ? await expireOpenCheckoutsIn(tx, registration.id, context.at) : 0;
        const values: SqlValue[] = [registration.id, plan.newFee, state];
        const assignments = ['fee_amount = $2', 'state = $3'];
        const extra: Record<string, string> = {};
        for (const [key, { to }] of Object.entries(plan.changes)) {
          if (!table.hasColumn(key)) {
            extra[key] = to;
            continue;
          }
          values.push(to);
          assignments.push(`${key} = $${values.length}`);
        }
        if (Object.keys(extra).length > 0) {
          values.push(JSON.stringify(extra));
          assignments.push(`extra_fields = extra_fields || $${values.length}::jsonb`);
        }
        if (booking.invoiceNumber) {
          values.push(booking.invoiceNumber, booking.invoiceDate ?? null);
          assignments.push(`invoice_number = $${values.length - 1}`, `invoice_date = $${values.length}::date`);
        }
        await tx.query(`update registrations set ${assignments.join(', ')} where id = $1`, values);

        const balanceDue = fromMinorUnits(
          effect ? effect.balanceDueMinor : balanceDueMinor(oldFeeMinor, movements),
          currency,
        );
        const refundable = fromMinorUnits(effect?.refundableMinor ?? 0, currency);
        const figures = {
          currency,
          feeFrom: registration.feeAmount,
          feeTo: plan.newFee,
          ...(balanceDue > 0 ? { balanceDue } : {}),
          ...(refundable > 0 ? { refundable } : {}),
          ...(booking.invoiceNumber
            ? {
                replacedInvoice: registration.invoiceNumber,
                creditNoteNumber: booking.creditNoteNumber,
                invoiceNumber: booking.invoiceNumber,
              }
            : {}),
        };
        await recordHistory(
          tx,
          registration.id,
          {
            event: movesMoney ? 'fee_changed' : 'registration_changed',
            cause: 'staff',
            stateBefore: registration.state,
            stateAfter: state,
            details: {
              changes: historyChanges(plan.changes, table),
              ...figures,
              ...(checkoutsExpired > 0 ? { checkoutsExpired } : {}),
              feeChangeReason: request.reason,
            },
          },
          context,
        );
        // The reason stays in the history: the delegate's notice says what changed and what it costs.
        if (movesMoney) await enqueue(tx, registration, ['fee_change_notice'], figures, context.at);
        // Confirmed once, in the transaction that settles it: a second press finds nothing left to change.
        if (effect?.settles) {
          const kind = paidMethodOf(movements) === 'card' ? 'online_confirmation' : 'bank_confirmation';
          const paid = {
            amount: plan.newFee,
            currency,
            ...(registration.paidOn ? { paidOn: registration.paidOn } : {}),
          };
          await enqueue(tx, registration, [kind], paid, context.at);
        }
        return {
          outcome: 'changed',
          state,
          feeAmount: plan.newFee,
          currency,
          balanceDue,
          refundable,
          invoiceNumber: booking.invoiceNumber ?? registration.invoiceNumber,
          creditNoteNumber: booking.creditNoteNumber ?? null,
        };
      });
    },
  };
}
