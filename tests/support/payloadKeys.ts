/** The payload keys of a registration: the contract's, and those of fields staff add to schemas/form.schema.json. */
import formSchema from '@schemas/form.schema.json';

/** The keys of spec section 7: every registration carries them. */
export const contractKeys = [
  'title',
  'family_name',
  'given_name',
  'region',
  'organization_name',
  'post_title',
  'email',
  'idd_code',
  'phone_number',
  'fee_category',
  'join_gala_dinner',
  'dietary_preference',
  'member_status',
  'payment_method',
];

/** The payload keys a property of form.schema.json declares: a key, a key with a mapping, a list of those, or none. */
function declaredKeys(payload: unknown): string[] {
  if (typeof payload === 'string') return [payload];
  if (Array.isArray(payload)) return payload.flatMap(declaredKeys);
  if (payload && typeof payload === 'object' && 'key' in payload && typeof payload.key === 'string')
    return [payload.key];
  return [];
}

/**
 * The fields staff added to form.schema.json beyond the contract ("Add a simple field"), each empty, as the form sends
 * a field the delegate left empty: a payload built by hand needs them to be the form's.
 */
export const addedFieldsLeftEmpty: Record<string, string> = Object.fromEntries(
  Object.values(formSchema.properties)
    .flatMap((field) => declaredKeys('payload' in field ? field.payload : undefined))
    .filter((key) => !contractKeys.includes(key))
    .map((key) => [key, '']),
);
