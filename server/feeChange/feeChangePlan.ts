/**
 * What a manager's change of fee category, region, organisation or extras would write to a registration, read on the
 * locked row: the payload keys that change (from and to), and the fee option and price that follow from the table.
 * Pure over the registration and the lists; the store applies the plan in the same transaction.
 */
import type { Fees, Region } from '../../core/model/types';
import { feeCellAfter, type FeeCellRefusal } from '../../core/rules/feeCell';
import { organisationMode, organisationOptions } from '../../core/rules/organisation';
import type { StoredRegistration } from '../store/Store';

/** What the manager asks for, by the payload's keys; each left out keeps what the registration has. */
export interface FeeChangeRequest {
  /** A fee option's code (fees.json `options[].value`). */
  feeCategory?: string;
  region?: string;
  organisation?: string;
  /** An extra's answers by payload key (its question and follow-up), already checked by the form's rules. */
  extras: Record<string, string>;
  reason: string;
}

/** Why the plan cannot be made: no fee cell, or an organisation the region does not list or lacks. */
export type PlanRefusal = FeeCellRefusal['refused'] | 'organisation';

/** The keys that change, from and to, and the fee after the change. */
export interface FeeChangePlan {
  changes: Record<string, { from: string; to: string }>;
  newFee: number;
  /** A field the invoice shows changed (the fee, the region or the organisation): an issued one is replaced. */
  reissues: boolean;
}

/** 'fee_category' as the row's field 'feeCategory'. */
const camelCase = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A payload key's value on the registration: its column, or the extra fields for a key staff added. */
export function answerOf(registration: StoredRegistration, key: string): string {
  const value = (registration as unknown as Record<string, unknown>)[camelCase(key)];
  if (typeof value === 'string') return value;
  return registration.extraFields[key] ?? '';
}

/** The plan of the change, or why it cannot be made. */
export function planFeeChange(
  registration: StoredRegistration,
  request: FeeChangeRequest,
  lists: { fees: Fees; regions: readonly Region[] },
): FeeChangePlan | { refused: PlanRefusal } {
  const current = {
    feeCategory: answerOf(registration, 'fee_category'),
    region: answerOf(registration, 'region'),
    period: registration.feePeriod,
  };
  const cell =
    request.feeCategory === undefined && request.region === undefined
      ? undefined
      : feeCellAfter(lists.fees, lists.regions, current, request);
  if (cell && 'refused' in cell) return cell;
  const wanted: Record<string, string> = { ...request.extras };
  if (cell) {
    wanted.fee_category = cell.option.value;
    wanted.region = cell.region.regionName;
    wanted.member_status = cell.region.status;
  }
  // The organisation is the region's: a new region needs one of its own, chosen from its list or typed.
  const region = cell?.region ?? lists.regions.find((item) => item.regionName === current.region);
  const regionChanged = cell !== undefined && cell.region.regionName !== current.region;
  const organisation =
    request.organisation ?? (regionChanged ? undefined : answerOf(registration, 'organization_name'));
  if (request.organisation !== undefined || regionChanged) {
    if (organisation === undefined || organisation === '') return { refused: 'organisation' };
    if (organisationMode(region) === 'select' && !organisationOptions(region).includes(organisation))
      return { refused: 'organisation' };
    wanted.organization_name = organisation;
  }
  const changes: FeeChangePlan['changes'] = {};
  for (const [key, to] of Object.entries(wanted)) {
    const from = answerOf(registration, key);
    if (from !== to) changes[key] = { from, to };
  }
  const newFee = cell ? cell.option.price : registration.feeAmount;
  const reissues = newFee !== registration.feeAmount || ['region', 'organization_name'].some((key) => key in changes);
  return { changes, newFee, reissues };
}
