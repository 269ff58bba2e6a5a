import type { DiallingCode, Region, RegistrationPayload, RegistrationValues } from '../../src/model/types';
import { findRegion, takesFreeTextOrganisation } from '../../src/rules/memberStatus';

/** Form values as the validator receives them: any field may hold what the client sent. */
export type SubmittedValues = Partial<Record<keyof RegistrationValues, string | number | boolean>>;

/** The dialling entry of a code such as '+852'; the first when several countries share it. */
export function diallingEntryFor(diallingCodes: readonly DiallingCode[], code: string): DiallingCode | undefined {
  return diallingCodes.find((entry) => entry.code === code);
}

/**
 * Maps a payload back to the form values it was built from, so the form's own schema can check it:
 * the organisation goes to the field the region shows, iddCode is the id of the dialling entry,
 * confirmEmail repeats email, the consent was given, and empty strings are left out as RJSF leaves them.
 */
export function toFormValues(
  payload: RegistrationPayload,
  lists: { regions: readonly Region[]; diallingCodes: readonly DiallingCode[] },
): SubmittedValues {
  const region = findRegion(lists.regions, payload.region);
  const organisationField = takesFreeTextOrganisation(region) ? 'organizationNameInput' : 'organizationNameSelect';
  const values: SubmittedValues = {
    title: payload.title,
    familyName: payload.family_name,
    givenName: payload.given_name,
    region: payload.region,
    [organisationField]: payload.organization_name,
    postTitle: payload.post_title,
    email: payload.email,
    confirmEmail: payload.email,
    iddCode: diallingEntryFor(lists.diallingCodes, payload.idd_code)?.id,
    phoneNumber: payload.phone_number,
    feeCategory: payload.fee_category,
    joinGalaDinner: payload.join_gala_dinner,
    dietaryPreference: payload.dietary_preference,
    paymentMethod: payload.payment_method,
    consentAcknowledge: true,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  ) as SubmittedValues;
}
