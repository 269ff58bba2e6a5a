import type { RegistrationPayload, RegistrationValues } from '../model/types';
import { findRegion } from '../rules/memberStatus';
import { hiddenFields } from '../rules/shownFields';
import type { FieldTable } from './fieldTable';
import { formFieldTable } from './formFieldTable';
import { type PayloadLists, payloadMappings } from './payloadMappings';

export type { PayloadLists } from './payloadMappings';

/**
 * The JSON body of POST /web/registrations for the form values (spec section 7), key by key as the field table says.
 * A field not shown is sent empty: the organisation field the region does not use, a preference left over from an
 * earlier 'Yes' to the dinner.
 */
export function toRegistrationPayload(
  values: RegistrationValues,
  lists: PayloadLists,
  table: FieldTable = formFieldTable,
): RegistrationPayload {
  const hidden = hiddenFields(values, findRegion(lists.regions, values.region));
  const byField = values as Record<string, unknown>;
  const payload: RegistrationPayload = {};
  for (const { key, mapping, fields } of table.keys) {
    const shown = fields.find((field) => !hidden.has(field));
    payload[key] = shown === undefined ? '' : payloadMappings[mapping].send(byField[shown], lists);
  }
  return payload;
}
