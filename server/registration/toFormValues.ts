import type { RegistrationPayload } from '../../core/model/types';
import type { FieldTable } from '../../core/registration/fieldTable';
import { DERIVED, NOT_LISTED, type PayloadLists, payloadMappings } from '../../core/registration/payloadMappings';
import { hiddenFields } from '../../core/rules/shownFields';

/** Form values as the validator receives them: any field may hold what the client sent. */
export type SubmittedValues = Record<string, unknown>;

export interface ReceivedValues {
  values: SubmittedValues;
  /** Payload keys whose text no entry of their list has (an unknown dialling code). */
  notListed: string[];
}

/**
 * The form values a payload stands for, read back key by key through the field table's mappings; empty texts are
 * left out, as RJSF leaves empty fields out. Of a pair of fields sharing a key, only the one the values show holds it.
 * Fields that are not sent stay out: the server checks only what it was sent.
 */
export function toFormValues(payload: RegistrationPayload, table: FieldTable, lists: PayloadLists): ReceivedValues {
  const values: SubmittedValues = {};
  const notListed: string[] = [];
  for (const { key, mapping, fields } of table.keys) {
    const received = payloadMappings[mapping].receive(payload[key] ?? '', lists);
    if (received === DERIVED || received === undefined) continue;
    if (received === NOT_LISTED) notListed.push(key);
    else for (const field of fields) values[field] = received;
  }
  const hidden = hiddenFields(values);
  for (const { fields } of table.keys) {
    if (fields.length < 2 || fields.every((field) => hidden.has(field))) continue;
    for (const field of fields) if (hidden.has(field)) delete values[field];
  }
  return { values, notListed };
}
