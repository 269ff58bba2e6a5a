import type { KeywordDefinition } from 'ajv';

/**
 * The named mappings a field may travel by (core/registration/payloadMappings.ts); a field without one is sent as the
 * text it holds.
 */
export const mappingNames = ['text', 'organisation', 'diallingCode', 'memberStatus'] as const;

export type MappingName = (typeof mappingNames)[number];

/** One payload key a field is sent under, and how its value becomes that key's text. */
export interface PayloadDeclaration {
  key: string;
  mapping?: MappingName;
}

/**
 * What a property of form.schema.json says under `payload`: its payload key, a key with a named mapping, a list of
 * those (a field that also yields a derived key), or `false` for a field that is not sent.
 */
export type DeclaredPayload = false | string | PayloadDeclaration | (string | PayloadDeclaration)[];

const keySchema = { type: 'string', pattern: '^[a-z][a-z0-9_]*$' };
const entrySchema = {
  anyOf: [
    keySchema,
    {
      type: 'object',
      required: ['key'],
      additionalProperties: false,
      properties: { key: keySchema, mapping: { enum: [...mappingNames] } },
    },
  ],
};

/**
 * The `payload` keyword: an annotation ajv does not validate data with, but whose value it checks when the schema is
 * compiled, so a misspelt mapping or key stops `npm run check:schemas` rather than a registration.
 */
export const payloadKeyword: KeywordDefinition = {
  keyword: 'payload',
  metaSchema: { anyOf: [{ const: false }, entrySchema, { type: 'array', minItems: 1, items: entrySchema }] },
};
