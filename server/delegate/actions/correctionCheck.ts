/**
 * A delegate's correction of their details, checked by the form's own schema: only the fields the schema declares
 * `delegateEditable` (the e-mail address has a confirmation of its own), each by its payload key, and the whole
 * registration as it would be afterwards must pass the rules the form applies, with the form's messages.
 */
import formSchema from '../../../schemas/form.schema.json';
import { diallingCodes } from '../../../src/model/diallingCodes';
import { regions } from '../../../src/model/regionList';
import { formFieldTable } from '../../../src/registration/formFieldTable';
import { delegateEditableFields } from '../../../src/rules/delegateEditable';
import { formValueMessageKeys } from '../../registration/formValidator';
import { toFormValues } from '../../registration/toFormValues';
import type { StoredRegistration } from '../../store/Store';

/** The payload keys a delegate may correct here, with the form field each is shown as. */
export function correctableKeys(): { key: string; field: string }[] {
  return delegateEditableFields(formSchema)
    .filter((field) => field !== 'email')
    .flatMap((field) => {
      const key = formFieldTable.keyOf(field);
      return key === undefined ? [] : [{ key, field }];
    });
}

/** The checked changes, or message keys by payload key ('error.generic' takes the field's label). */
export type CorrectionCheck =
  { ok: true; changes: Record<string, string> } | { ok: false; errorKeys: Record<string, string[]> };

/** Checks a correction (`{ post_title: '...', ... }`) of a stored registration. */
export function checkCorrection(registration: StoredRegistration, body: Record<string, unknown>): CorrectionCheck {
  const allowed = new Map(correctableKeys().map((entry) => [entry.key, entry.field]));
  const errorKeys: Record<string, string[]> = {};
  const changes: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!allowed.has(key)) errorKeys[key] = ['delegateAction.error.notCorrectable'];
    else if (typeof value !== 'string') errorKeys[key] = ['error.generic'];
    else changes[key] = value.trim();
  }
  if (Object.keys(errorKeys).length > 0) return { ok: false, errorKeys };
  if (Object.keys(changes).length === 0) return { ok: false, errorKeys: { '': ['delegateAction.error.nothingSent'] } };
  const stored = Object.fromEntries(registration.fields.map((field) => [field.key, field.value]));
  const payload = { ...stored, ...changes };
  const { values, notListed } = toFormValues(payload, formFieldTable, { regions, diallingCodes });
  for (const key of notListed) if (key in changes) errorKeys[key] = ['error.generic'];
  for (const [field, keys] of Object.entries(formValueMessageKeys(values))) {
    const key = formFieldTable.keyOf(field);
    if (key !== undefined && key in changes) errorKeys[key] = keys;
  }
  // A required field emptied is left out of the form values, so its message sits under the field's required rule.
  return Object.keys(errorKeys).length > 0 ? { ok: false, errorKeys } : { ok: true, changes };
}
