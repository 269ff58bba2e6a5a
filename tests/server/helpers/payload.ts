/** Registration payloads built from the schema files, so the tests follow the data staff edit. */
import formSchema from '@schemas/form.schema.json';

import { diallingCodes } from '../../../core/model/diallingCodes';
import { regions } from '../../../core/model/regionList';
import { fees } from '../../../core/model/schemaData';
import type { Period, Region, RegistrationPayload } from '../../../core/model/types';
import { isFeeAllowed } from '../../../core/rules/fees';
import { takesFreeTextOrganisation } from '../../../core/rules/memberStatus';
import { authorityLabel } from '../../../core/rules/organisation';
import type { NewRegistration } from '../../../server/store/Store';
import { periods } from '../../support/eventTimes';
import { addedFieldsLeftEmpty } from '../../support/payloadKeys';

/** Instants on either side of the event's dates, in its time zone, as schemas/event.json has them. */
export { instants } from '../../support/eventTimes';

let counter = 0;

/** A fresh address on every call, so tests sharing a store do not meet each other's registrations. */
export function uniqueEmail(tag = 'delegate'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 7)}@example.org`;
}

/** The first region with authorities (the select-organisation case). */
export function regionWithAuthorities(): Region {
  const region = regions.find((candidate) => candidate.authorities.length > 0);
  if (!region) throw new Error('schemas/regions.json has no region with authorities');
  return region;
}

/** The first region that takes a free-text organisation. */
export function freeTextRegion(): Region {
  const region = regions.find((candidate) => takesFreeTextOrganisation(candidate));
  if (!region) throw new Error('schemas/regions.json has no free-text region');
  return region;
}

/** The first fee a region may choose in a period. */
export function allowedFee(region: Region, period: Period): string {
  const option = fees.options.find((candidate) => isFeeAllowed(fees, candidate.value, region.status, period));
  if (!option) throw new Error(`no fee for ${region.status} in ${period}`);
  return option.value;
}

/** A fee that exists but that this region may not choose in this period. */
export function disallowedFee(region: Region, period: Period): string {
  const option = fees.options.find(
    (candidate) => candidate.period === period && !isFeeAllowed(fees, candidate.value, region.status, period),
  );
  if (!option) throw new Error(`every ${period} fee is allowed for ${region.status}`);
  return option.value;
}

const titles = (formSchema.properties.title as { enum: string[] }).enum;

/** A payload the server accepts in `period`, with any field replaced. */
export function validPayload(period: Period, overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  const region = regionWithAuthorities();
  const authority = region.authorities[0];
  const dialling = diallingCodes[0];
  if (!authority || !dialling || !titles[0])
    throw new Error('the schema files lack an authority, a dialling code or a title');
  return {
    title: titles[0],
    family_name: 'Chan',
    given_name: 'Tai Man',
    region: region.regionName,
    organization_name: authorityLabel(authority),
    post_title: 'Senior Inspector',
    email: uniqueEmail(),
    idd_code: dialling.code,
    phone_number: '21234567',
    fee_category: allowedFee(region, period),
    join_gala_dinner: 'Yes',
    dietary_preference: 'NA',
    member_status: region.status,
    payment_method: 'bank',
    ...addedFieldsLeftEmpty,
    ...overrides,
  };
}

/** A valid payload for a free-text 'Others' region. */
export function freeTextPayload(period: Period, overrides: Partial<RegistrationPayload> = {}): RegistrationPayload {
  const region = freeTextRegion();
  return validPayload(period, {
    region: region.regionName,
    organization_name: 'Ministry of Testing',
    member_status: region.status,
    fee_category: allowedFee(region, period),
    ...overrides,
  });
}

/**
 * A registration to keep straight through the store: a valid early-bird payload's fields with any replaced, priced
 * from schemas/fees.json by its fee category, in `language` if given.
 */
export function newRegistration(fields: Partial<RegistrationPayload> = {}, language?: string): NewRegistration {
  const payload = validPayload(periods.first, fields);
  const option = fees.options.find((candidate) => candidate.value === payload.fee_category);
  if (!option) throw new Error(`schemas/fees.json has no fee ${payload.fee_category}`);
  return {
    fields: { ...payload },
    feeAmount: option.price,
    currency: fees.currency,
    feePeriod: option.period,
    ...(language === undefined ? {} : { language }),
  };
}
