/** Fees and regions for the fee change tests, chosen from schemas/ (fees.json, regions.json) by what they are. */
import { expect } from 'vitest';

import { regions } from '../../../core/model/regionList';
import { fees } from '../../../core/model/schemaData';
import type { FeeOption, Region } from '../../../core/model/types';
import { allowedFeeColumns } from '../../../core/rules/fees';
import { authorityLabel } from '../../../core/rules/organisation';
import type { Database } from '../../../server/db/Database';
import type { Store, StoredRegistration } from '../../../server/store/Store';
import { addDays, periods, registrationDay } from '../../support/eventTimes';
import { type FormRegistration, registeredByBank } from '../helpers/formRegistration';
import { regionWithAuthorities } from '../helpers/payload';
import type { Client } from '../helpers/testServer';
import { keep } from '../staff/registrationFixtures';
import type { StaffClient } from '../staff/staffClient';

/** The first column a region's status opens (its only one in the seminar's fees). */
function columnOf(region: Region): string | undefined {
  return allowedFeeColumns(fees, region.status)[0]?.id;
}

/** The first period's fees of a region's column, cheapest first. */
export function feesOf(region: Region): FeeOption[] {
  const column = columnOf(region);
  return fees.options
    .filter((option) => option.period === periods.first && option.column === column)
    .sort((a, b) => a.price - b.price);
}

/** The region the fixtures register in (it lists authorities), and its cheapest and dearest first-period fees. */
export function memberFees(): { region: Region; cheapest: FeeOption; dearest: FeeOption } {
  const region = regionWithAuthorities();
  const options = feesOf(region);
  const cheapest = options[0];
  const dearest = options.at(-1);
  if (!cheapest || !dearest || cheapest.price === dearest.price) throw new Error('fees.json has one price per column');
  return { region, cheapest, dearest };
}

/** A registration paying online, kept in the store at the dearest fee of memberFees()'s region. */
export function keptOnlineAtDearest(store: Store): Promise<StoredRegistration> {
  const { region, dearest } = memberFees();
  return keep(store, {
    payment_method: 'online',
    region: region.regionName,
    member_status: region.status,
    fee_category: dearest.value,
  });
}

/** A region with authorities whose column differs from `region`'s, and its first authority's label. */
export function otherColumnRegion(region: Region): { region: Region; organisation: string } {
  const column = columnOf(region);
  const other = regions.find((candidate) => candidate.authorities.length > 0 && columnOf(candidate) !== column);
  const authority = other?.authorities[0];
  if (!other || !authority) throw new Error('regions.json has no region with authorities in another fee column');
  return { region: other, organisation: authorityLabel(authority) };
}

/**
 * A delegate of `region` who registered at the cheapest fee and paid it twice by transfer (the second a surplus made
 * due back), whose fee a manager then raised to the dearest: the case where what is due anew and the refund still due
 * stand side by side. Answers the registration and the fee change's answer.
 */
export async function paidTwiceThenRaised(
  delegate: Client,
  db: Database,
  manager: StaffClient,
  tag: string,
): Promise<FormRegistration & { changed: Response }> {
  const { region, cheapest, dearest } = memberFees();
  const registered = await registeredByBank(delegate, db, tag, {
    region: region.regionName,
    member_status: region.status,
    fee_category: cheapest.value,
  });
  const paid = await manager.post(`/staff/api/registrations/${registered.id}/confirm-payment`, {
    amount: cheapest.price * 2,
    paidOn: addDays(registrationDay, 1),
    bankReference: `TWICE-${registered.id}`,
  });
  expect(paid.status).toBe(200);
  const changed = await manager.post(`/staff/api/registrations/${registered.id}/fee-change`, {
    fee_category: dearest.value,
    reason: 'Category corrected',
  });
  expect(changed.status).toBe(200);
  return { ...registered, changed };
}
