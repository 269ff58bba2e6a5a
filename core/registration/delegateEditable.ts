/**
 * Which stored fields a delegate may correct on their own page is declared in schemas/form.schema.json: a property with
 * `"delegateEditable": true`. Staff add a correctable field by adding the key, with no code. Region, organisation and
 * fee category are never correctable there: they change the price, so staff keep them.
 */
import formSchema from '@schemas/form.schema.json';

import { formFieldTable } from './formFieldTable';

type Properties = Record<string, { delegateEditable?: boolean }>;

/** The form fields the delegate may correct, in schema order ('givenName', 'phoneNumber', ...). */
export const delegateEditableFields: readonly string[] = Object.entries(formSchema.properties as Properties)
  .filter(([, property]) => property.delegateEditable === true)
  .map(([field]) => field);

/** The payload keys of those fields ('given_name', 'phone_number', ...), as the page and its API name them. */
export const delegateEditableKeys: ReadonlySet<string> = new Set(
  delegateEditableFields.flatMap((field) => formFieldTable.keyOf(field) ?? []),
);
