/**
 * A manager's fee change on the staff API: another fee category, region or organisation, or extras, with a reason.
 * The new fee comes from the fee table by the shared core's rules; the difference is made due or refundable, an issued
 * invoice is credited and replaced, and the delegate is sent one notice, all in one transaction (sqlFeeChange.ts).
 */
import type { FastifyInstance } from 'fastify';

import { extras } from '../../core/model/extras';
import type { Fees, Region } from '../../core/model/types';
import type { Clock } from '../clock';
import { extraChoice } from '../delegate/delegateInput';
import type { HttpError } from '../http/HttpError';
import { fieldRefusal, refusal } from '../http/keyedRefusal';
import { checkoutEnding } from '../payments/checkoutEnding';
import { withOpenCheckoutsEnded } from '../payments/openCheckouts';
import type { PaymentProvider } from '../payments/PaymentProvider';
import { requireManager } from '../staff/staffAuth';
import { bodyOf, registrationIdOf, textOf } from '../staff/staffInput';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';
import { feeChangeMessages } from './feeChangeApiTexts';
import { type FeeChangeRequest, planFeeChange } from './feeChangePlan';
import type { FeeChangeOutcome } from './sqlFeeChange';

export interface FeeChangeRouteDeps {
  store: Store;
  clock: Clock;
  lists: { fees: Fees; regions: readonly Region[] };
  /** The card provider, whose checkouts opened at the old fee are ended before the fee changes. */
  provider: Pick<PaymentProvider, 'name' | 'expireCheckout'>;
}

/** An optional text of the body: undefined when left out, so the registration keeps what it has. */
function optionalText(body: Record<string, unknown>, field: string, label: string): string | undefined {
  const value = textOf(body, field, label, 200, false);
  return value === '' ? undefined : value;
}

/** The request as the body says it; extras only for those whose question the body answers. */
function requestOf(request: Parameters<typeof extraChoice>[0], body: Record<string, unknown>): FeeChangeRequest {
  const reason = textOf(body, 'reason', 'reason', 500, true);
  const answers: Record<string, string> = {};
  for (const extra of extras)
    if (body[extra.question] !== undefined) Object.assign(answers, extraChoice(request, extra, body));
  return {
    feeCategory: optionalText(body, 'fee_category', 'feeCategory'),
    region: optionalText(body, 'region', 'region'),
    organisation: optionalText(body, 'organization_name', 'organisation'),
    extras: answers,
    reason,
  };
}

/** A refusal of the store as an HTTP answer; the plan's are said by the field they are about. */
function refusalOf(outcome: Exclude<FeeChangeOutcome, { outcome: 'changed' }>): HttpError {
  switch (outcome.outcome) {
    case 'not_found':
      return refusal(404, staffMessages.registrationNotFound);
    case 'cancelled':
      return refusal(409, feeChangeMessages.cancelled);
    case 'unchanged':
      return refusal(409, feeChangeMessages.unchanged);
    case 'refused': {
      const field = { unknownCategory: 'fee_category', noCell: 'fee_category', unknownRegion: 'region' } as const;
      if (outcome.refusal === 'organisation') return fieldRefusal('organization_name', feeChangeMessages.organisation);
      return fieldRefusal(field[outcome.refusal], feeChangeMessages[outcome.refusal]);
    }
  }
}

export function registerFeeChangeRoutes(api: FastifyInstance, deps: FeeChangeRouteDeps): void {
  const { store, clock, lists } = deps;

  api.post('/staff/api/registrations/:id/fee-change', async (request) => {
    const { account } = requireManager(request);
    const id = registrationIdOf(request);
    const change = requestOf(request, bodyOf(request));
    // A checkout opened at the old fee is ended at the provider before the change, so the old amount cannot be paid
    // there; the store marks it expired with the change (sqlFeeChange.ts), and one opened meanwhile is ended after.
    const registration = await store.findRegistration(id);
    const plan = registration && registration.state !== 'cancelled' && planFeeChange(registration, change, lists);
    const changeFee = () => store.changeFee(id, change, lists, { actor: `staff ${account.email}`, at: clock() });
    const outcome =
      plan && !('refused' in plan) && plan.newFee !== registration.feeAmount
        ? await withOpenCheckoutsEnded(checkoutEnding(request, store, deps.provider, clock), id, 'refuse', changeFee)
        : await changeFee();
    if (outcome.outcome !== 'changed') throw refusalOf(outcome);
    return outcome;
  });
}
