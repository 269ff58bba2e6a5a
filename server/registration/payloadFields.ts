import formSchema from '@schemas/form.schema.json';

import type { KeyedText } from '../../core/api/keyedText';
import type { FieldTable } from '../../core/registration/fieldTable';
import { formFieldTable } from '../../core/registration/formFieldTable';

/** Messages by payload key, or by a key the payload should not have had, each by its catalogue key. */
export type FieldErrors = Record<string, KeyedText[]>;

/** The keys a registration body must and may carry. */
export interface PayloadShape {
  /** Every key, in the form schema's order. */
  keys: readonly string[];
  /** Keys that may be left out: read as empty, as the form sends a field left empty. */
  optional: ReadonlySet<string>;
}

/**
 * The payload's keys as a form schema's field table declares them. A key none of whose fields the schema requires may
 * be absent: a page loaded before staff added an optional field does not send it, and must still register while the
 * new schema is deployed. Whether an empty value is allowed is then the schema's to say, as for any empty field.
 */
export function payloadShapeOf(schema: { required?: readonly string[] }, table: FieldTable): PayloadShape {
  const required = new Set(schema.required ?? []);
  return {
    keys: table.keys.map((entry) => entry.key),
    optional: new Set(
      table.keys.filter((entry) => entry.fields.every((field) => !required.has(field))).map((entry) => entry.key),
    ),
  };
}

/** The shape of schemas/form.schema.json. */
export const formPayloadShape = payloadShapeOf(formSchema, formFieldTable);

/** Every key of the registration payload, in the form schema's order, as its field table declares them. */
export const payloadKeys = formPayloadShape.keys;
