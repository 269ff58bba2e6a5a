import { formFieldTable } from '../../core/registration/formFieldTable';
import { payloadKeyLabel } from '../registration/fieldLabels';
import type { StoredField } from './Store';

/**
 * A kept registration's fields with their labels: the field table's keys in schema order, each from its column or
 * from the extra fields, then any extra field the schema no longer declares (under its key).
 */
export function storedFields(
  row: Readonly<Record<string, unknown>>,
  extraFields: Readonly<Record<string, string>>,
): StoredField[] {
  const fields = formFieldTable.keys.map(({ key }) => {
    const value = Object.hasOwn(extraFields, key) ? extraFields[key] : row[key];
    return { key, label: payloadKeyLabel(key), value: typeof value === 'string' ? value : '' };
  });
  const declared = new Set(fields.map((field) => field.key));
  for (const [key, value] of Object.entries(extraFields)) {
    if (!declared.has(key)) fields.push({ key, label: key, value });
  }
  return fields;
}

/** A kept registration's answer to a payload key, wherever it is kept; '' when it has none. */
export function answersOf(registration: { fields: readonly StoredField[] }): (key: string) => string {
  const byKey = new Map(registration.fields.map((field) => [field.key, field.value]));
  return (key) => byKey.get(key) ?? '';
}
