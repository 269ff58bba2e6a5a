import { isObject } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'form.schema.json';

/**
 * Fields a delegate may never correct on their own page: they change the price or the registration's identity, so
 * staff keep them (the region and organisation, the fee, the payment method, the e-mail, which has its own confirmed
 * change, and the consent). An extra's questions (extras.json) have their own form.
 */
const staffOnly = [
  'region',
  'organizationNameSelect',
  'organizationNameInput',
  'email',
  'confirmEmail',
  'feeCategory',
  'paymentMethod',
  'consentAcknowledge',
];

/** `delegateEditable` is true or left out, and never on a field that stays with staff (or has its own form). */
export function checkDelegateEditable(form: unknown, extraFields: readonly string[] = []): Problem[] {
  const properties = isObject(form) && isObject(form.properties) ? form.properties : {};
  return Object.entries(properties).flatMap(([field, property]) => {
    if (!isObject(property) || property.delegateEditable === undefined) return [];
    if ((staffOnly.includes(field) || extraFields.includes(field)) && property.delegateEditable === true)
      return [
        problem(
          file,
          pointer('properties', field, 'delegateEditable'),
          'is true, but delegates cannot correct this field on their page (it changes the price, or has its own form): remove it',
        ),
      ];
    return [];
  });
}
