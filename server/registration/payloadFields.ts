import { formFieldTable } from '../../src/registration/formFieldTable';

/** Messages by payload key, or by a key the payload should not have had. */
export type FieldErrors = Record<string, string[]>;

/** Every key of the registration payload, in the form schema's order, as its field table declares them. */
export const payloadKeys = formFieldTable.keys.map((entry) => entry.key);

/** Whether a body key is one of the payload's. */
export function isPayloadKey(name: string): boolean {
  return formFieldTable.entry(name) !== undefined;
}
