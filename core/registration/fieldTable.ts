import type { DeclaredPayload, MappingName, PayloadDeclaration } from './payloadDeclaration';

/** One key of the registration payload: the form fields it is sent from and how. */
export interface PayloadKey {
  key: string;
  mapping: MappingName;
  /** The form fields that declare this key, in schema order; of a pair, the one shown is sent. */
  fields: string[];
  /** The message key of its label: the title of its first field. */
  title: string;
}

/** The field table: every payload key in the order of form.schema.json, read from the properties' `payload`. */
export interface FieldTable {
  keys: readonly PayloadKey[];
  /** The payload key a form field is sent under (its first declared key); none for a field that is not sent. */
  keyOf(field: string): string | undefined;
  /** The entry of a payload key. */
  entry(key: string): PayloadKey | undefined;
}

interface SchemaWithPayload {
  properties?: Record<string, { title?: string; payload?: DeclaredPayload }>;
}

function declarationsOf(declared: DeclaredPayload | undefined): PayloadDeclaration[] {
  if (declared === undefined || declared === false) return [];
  const list = Array.isArray(declared) ? declared : [declared];
  return list.map((item) => (typeof item === 'string' ? { key: item } : item));
}

/** Builds the field table of a form schema; the schema check makes sure every property declares `payload`. */
export function fieldTableOf(schema: object): FieldTable {
  const byKey = new Map<string, PayloadKey>();
  const firstKey = new Map<string, string>();
  for (const [field, property] of Object.entries((schema as SchemaWithPayload).properties ?? {})) {
    for (const { key, mapping = 'text' } of declarationsOf(property.payload)) {
      if (!firstKey.has(field)) firstKey.set(field, key);
      const known = byKey.get(key);
      if (known) known.fields.push(field);
      else byKey.set(key, { key, mapping, fields: [field], title: property.title ?? field });
    }
  }
  return {
    keys: [...byKey.values()],
    keyOf: (field) => firstKey.get(field),
    entry: (key) => byKey.get(key),
  };
}
