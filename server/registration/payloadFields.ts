import type { RegistrationPayload, RegistrationValues } from '../../src/model/types';

export type PayloadField = keyof RegistrationPayload;
export type FormField = keyof RegistrationValues;

/** Messages by field: payload fields, or a field the payload should not have had. */
export type FieldErrors = Record<string, string[]>;

/**
 * The form field each payload field is sent from (spec section 7). organization_name comes from
 * one of two form fields; member_status is derived from the region and has no form field.
 */
const formFieldOf: Record<PayloadField, FormField | undefined> = {
  title: 'title',
  family_name: 'familyName',
  given_name: 'givenName',
  region: 'region',
  organization_name: 'organizationNameSelect',
  post_title: 'postTitle',
  email: 'email',
  idd_code: 'iddCode',
  phone_number: 'phoneNumber',
  fee_category: 'feeCategory',
  join_gala_dinner: 'joinGalaDinner',
  dietary_preference: 'dietaryPreference',
  member_status: undefined,
  payment_method: 'paymentMethod',
};

/** Every field of the registration payload, in the form's order. */
export const payloadFields = Object.keys(formFieldOf) as PayloadField[];

/** The form field a payload field is sent from, if any. */
export function formFieldFor(field: PayloadField): FormField | undefined {
  return formFieldOf[field];
}

/** The payload field that carries a form field; none for confirmEmail and consentAcknowledge, which are not sent. */
export function payloadFieldFor(formField: string): PayloadField | undefined {
  if (formField === 'organizationNameInput') return 'organization_name';
  return payloadFields.find((field) => formFieldOf[field] === formField);
}

export function isPayloadField(name: string): name is PayloadField {
  return Object.hasOwn(formFieldOf, name);
}
