import formSchema from '@schemas/form.schema.json';

import { type FieldConditions, fieldConditionsOf, withoutHidden } from './schemaConditions';

/** The conditional fields of schemas/form.schema.json (core/rules/schemaConditions.ts). */
export const formConditions: FieldConditions = fieldConditionsOf(formSchema);

/**
 * The fields not displayed for these values, and so not sent: those whose condition in the form's schema does not
 * hold (for the seminar, the organisation field the region does not use, and the diet unless dining).
 */
export function hiddenFields(values: object): Set<string> {
  return formConditions.hiddenFields(values as Record<string, unknown>);
}

/** The values without those of the fields they hide. */
export function withoutHiddenFields<T extends object>(values: T): T {
  return withoutHidden(values, formConditions);
}
