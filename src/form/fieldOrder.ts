import type { Part } from './formContext';

/** The form's fields in the order the parts of the UI schema place them (spec section 5's error order). */
export function fieldOrder(parts: readonly Part[]): string[] {
  return parts.flatMap((part) => part.content.flatMap((entry) => ('field' in entry ? [entry.field] : [])));
}

/** The first field in error, in form order, among those shown; undefined when none. */
export function firstErrorField(
  order: readonly string[],
  fieldsInError: ReadonlySet<string>,
  hiddenFields: ReadonlySet<string>,
): string | undefined {
  return order.find((field) => fieldsInError.has(field) && !hiddenFields.has(field));
}
