import type {
  DiallingCode,
  EventInfo,
  Fees,
  PaymentMethod,
  Period,
  Region,
  RegistrationPayload,
  YesNo,
} from '../../src/model/types';
import { findFee, isFeeAllowed } from '../../src/rules/fees';
import { findRegion, takesFreeTextOrganisation } from '../../src/rules/memberStatus';
import { organisationOptions } from '../../src/rules/organisation';
import { periodAt } from '../../src/rules/period';
import { serverMessages } from '../http/serverMessages';
import type { NewRegistration } from '../store/Store';
import { notValidMessage } from './fieldLabels';
import { validateFormValues } from './formValidator';
import type { FieldErrors, PayloadField } from './payloadFields';
import { diallingEntryFor, toFormValues } from './toFormValues';

/** The data files the checks read: the same ones the form is built from. */
export interface RegistrationLists {
  event: EventInfo;
  fees: Fees;
  regions: readonly Region[];
  diallingCodes: readonly DiallingCode[];
}

export type RegistrationCheck = { ok: true; registration: NewRegistration } | { ok: false; errors: FieldErrors };

/**
 * What the form cannot check on its own: that the lists hold the region, organisation, dialling
 * code and fee, that the status is the region's, and that the fee is open for it now.
 */
function checkAgainstLists(payload: RegistrationPayload, lists: RegistrationLists, period: Period): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: PayloadField, text: string) => {
    errors[field] = [text];
  };
  const region = findRegion(lists.regions, payload.region);
  if (payload.region !== '' && !region) add('region', notValidMessage('region'));
  if (region && !takesFreeTextOrganisation(region) && payload.organization_name !== '') {
    if (!organisationOptions(region).includes(payload.organization_name)) {
      add('organization_name', notValidMessage('organization_name'));
    }
  }
  if (payload.idd_code !== '' && !diallingEntryFor(lists.diallingCodes, payload.idd_code)) {
    add('idd_code', notValidMessage('idd_code'));
  }
  if (region && payload.member_status !== region.status) add('member_status', serverMessages.memberStatusMismatch);
  if (payload.fee_category !== '') {
    if (!findFee(lists.fees, payload.fee_category)) add('fee_category', notValidMessage('fee_category'));
    else if (region && !isFeeAllowed(lists.fees, payload.fee_category, region.status, period)) {
      add('fee_category', serverMessages.feeNotAllowed);
    }
  }
  return errors;
}

/** Checks a payload with the form's schema and the data files, at `now`; answers what to keep or the errors. */
export function checkRegistration(payload: RegistrationPayload, lists: RegistrationLists, now: Date): RegistrationCheck {
  const period = periodAt(lists.event, now);
  const schemaErrors = validateFormValues(toFormValues(payload, lists));
  const listErrors = checkAgainstLists(payload, lists, period);
  // A list check names the precise fault (an unknown code rather than a missing one), so it wins.
  const errors: FieldErrors = { ...schemaErrors, ...listErrors };
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  // The region passed the list check, so it exists.
  const region = findRegion(lists.regions, payload.region) as Region;
  const fee = findFee(lists.fees, payload.fee_category);
  const joinGalaDinner = payload.join_gala_dinner as YesNo;
  return {
    ok: true,
    registration: {
      title: payload.title,
      familyName: payload.family_name,
      givenName: payload.given_name,
      region: region.regionName,
      organizationName: payload.organization_name,
      postTitle: payload.post_title,
      email: payload.email,
      iddCode: payload.idd_code,
      phoneNumber: payload.phone_number,
      feeCategory: payload.fee_category,
      feeAmount: fee?.price ?? 0,
      currency: lists.fees.currency,
      feePeriod: period,
      joinGalaDinner,
      // The form clears the preference when the delegate does not join the dinner; so does the server.
      dietaryPreference: joinGalaDinner === 'Yes' ? payload.dietary_preference : '',
      memberStatus: region.status,
      paymentMethod: payload.payment_method as PaymentMethod,
    },
  };
}
