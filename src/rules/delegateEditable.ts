/**
 * Which stored fields a delegate may correct on their own page: the form schema's properties that say
 * `"delegateEditable": true`. A field staff add to the schema is correctable by saying so there, with no code.
 */
import type { KeywordDefinition } from 'ajv';

/**
 * The `delegateEditable` keyword: an annotation ajv does not validate data with, but whose value must be a boolean when
 * the schema is compiled, so a misspelt value stops `npm run check:schemas`.
 */
export const delegateEditableKeyword: KeywordDefinition = {
  keyword: 'delegateEditable',
  metaSchema: { type: 'boolean' },
};

interface SchemaWithProperties {
  properties?: Record<string, { delegateEditable?: unknown }>;
}

/**
 * Fields that stay with staff whatever the schema says: region, organisation and fee decide the price, the payment
 * method and the dinner have actions of their own, and the confirmation and consent are the form's alone.
 */
export const fieldsKeptFromDelegates: ReadonlySet<string> = new Set([
  'region',
  'organizationNameSelect',
  'organizationNameInput',
  'feeCategory',
  'paymentMethod',
  'joinGalaDinner',
  'dietaryPreference',
  'confirmEmail',
  'consentAcknowledge',
]);

/** The properties a delegate may correct, in schema order. */
export function delegateEditableFields(schema: object): string[] {
  return Object.entries((schema as SchemaWithProperties).properties ?? {})
    .filter(([field, property]) => property.delegateEditable === true && !fieldsKeptFromDelegates.has(field))
    .map(([field]) => field);
}
