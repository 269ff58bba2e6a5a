import type { RegistrationPayload, RegistrationValues } from '../../core/model/types';
import type { FieldTable } from '../../core/registration/fieldTable';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { type PayloadLists, payloadMappings } from '../../core/registration/payloadMappings';
import { hiddenFields } from '../../core/rules/shownFields';

export type { PayloadLists } from '../../core/registration/payloadMappings';

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
  const hidden = hiddenFields(values);
  const byField = values as Record<string, unknown>;
  const payload: RegistrationPayload = {};
  for (const { key, mapping, fields } of table.keys) {
    const shown = fields.find((field) => !hidden.has(field));
    payload[key] = shown === undefined ? '' : payloadMappings[mapping].send(byField[shown], lists);
  }
  return payload;
}
