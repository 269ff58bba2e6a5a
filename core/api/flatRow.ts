/** A registration as flat name-value pairs, the same for the CSV export and the registration's page. */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** A list of labelled fields ({ key, label, value }): a view of values the row holds in its columns already. */
function isFieldList(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => isPlainObject(item) && 'key' in item && 'value' in item);
}

/**
 * One row as flat cells: a nested object (fields staff added to the form, kept apart by the store) becomes a column
 * per key, named `parent.key`; a list of labelled fields is left out, since each of its values is a column already.
 */
export function flatRow(row: object): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (isFieldList(value)) continue;
    if (isPlainObject(value))
      for (const [inner, innerValue] of Object.entries(value)) flat[`${key}.${inner}`] = innerValue;
    else flat[key] = value;
  }
  return flat;
}
