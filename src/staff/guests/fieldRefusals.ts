/**
 * A server's refusals of fields the form's own rules passed (a 422: an address already registered), shown under their
 * fields as the form's own errors are (RegistrationForm's `extraErrors`), until the field is changed.
 */
import type { RegistrationValues } from '../../../core/model/types';
import { focusTargetOf, scrollToAndFocus } from '../../form/focusField';

/**
 * Refusals by form field (`email`, `organizationNameSelect`), as RJSF's errors hold them, and their texts: the form shows
 * a field's errors by catalogue key, so each refusal's sentence gets a key of its own in the page's catalogue.
 */
export interface FieldRefusals {
  fields: Readonly<Record<string, { __errors: string[] }>>;
  texts: Readonly<Record<string, string>>;
}

/** A sentence as an ICU message that prints it as it is (quotes doubled, braces quoted). */
function literalMessage(text: string): string {
  return text.replace(/'/g, "''").replace(/[{}]/g, "'$&'");
}

/** The refusals of the server's texts by form field. */
export function fieldRefusals(textsByField: Readonly<Record<string, readonly string[]>>): FieldRefusals {
  const fields: Record<string, { __errors: string[] }> = {};
  const texts: Record<string, string> = {};
  for (const [field, sentences] of Object.entries(textsByField)) {
    fields[field] = {
      __errors: sentences.map((sentence, index) => {
        const key = `staff.guests.refused.${field}.${index}`;
        texts[key] = literalMessage(sentence);
        return key;
      }),
    };
  }
  return { fields, texts };
}

/** The refusals left once the values changed from `previous` to `next`: a changed field's go, its answer is gone. */
export function refusalsAfterChange(
  refusals: FieldRefusals,
  previous: RegistrationValues | undefined,
  next: RegistrationValues,
): FieldRefusals {
  const changed = (field: string) =>
    JSON.stringify(previous?.[field as keyof RegistrationValues]) !==
    JSON.stringify(next[field as keyof RegistrationValues]);
  const kept = Object.entries(refusals.fields).filter(([field]) => previous === undefined || !changed(field));
  if (kept.length === Object.keys(refusals.fields).length) return refusals;
  return { fields: Object.fromEntries(kept), texts: refusals.texts };
}

/** Takes the user to the first refused field in the page's order, as a failed submit does for the form's own. */
export function focusFirstRefused(refusals: FieldRefusals): void {
  const [first] = Object.keys(refusals.fields)
    .map((field) => focusTargetOf(field))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  if (first) scrollToAndFocus(first);
}
