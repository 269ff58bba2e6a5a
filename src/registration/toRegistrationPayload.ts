import type { DiallingCode, Region, RegistrationPayload, RegistrationValues } from '../model/types';
import { findRegion, memberStatusOf, takesFreeTextOrganisation } from '../rules/memberStatus';

export interface PayloadLists {
  regions: readonly Region[];
  diallingCodes: readonly DiallingCode[];
}

// Typed text is trimmed; chosen values are sent as they are, since they must match a list entry exactly.
function typed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function chosen(value: string | null | undefined): string {
  return value ?? '';
}

/** The JSON body of POST /web/registrations for the form values (spec section 7). */
export function toRegistrationPayload(values: RegistrationValues, lists: PayloadLists): RegistrationPayload {
  const region = findRegion(lists.regions, values.region);
  const diallingCode = lists.diallingCodes.find((entry) => entry.id === values.iddCode);
  const joinsDinner = values.joinGalaDinner === 'Yes';
  return {
    title: chosen(values.title),
    family_name: typed(values.familyName),
    given_name: typed(values.givenName),
    region: region?.regionName ?? chosen(values.region),
    organization_name: takesFreeTextOrganisation(region)
      ? typed(values.organizationNameInput)
      : chosen(values.organizationNameSelect),
    post_title: typed(values.postTitle),
    email: typed(values.email),
    idd_code: diallingCode?.code ?? '',
    phone_number: typed(values.phoneNumber),
    fee_category: chosen(values.feeCategory),
    join_gala_dinner: chosen(values.joinGalaDinner),
    // A preference left over from an earlier 'Yes' is not sent (spec section 4, Dinner).
    dietary_preference: joinsDinner ? chosen(values.dietaryPreference) : '',
    member_status: memberStatusOf(region) ?? '',
    payment_method: chosen(values.paymentMethod),
  };
}
