import { isObject, type JsonObject } from './json.js';
import type { Problem } from './problem.js';
import { childPointer, problem } from './problem.js';
import { walkSchema } from './walkSchema.js';

const file = 'form.schema.json';

/**
 * Keywords whose failure must show a message of the form's own (an `errorMessage` key), because
 * otherwise the delegate would read ajv's English text.
 */
const keywordsNeedingMessage = [
  'required',
  'minLength',
  'pattern',
  'enum',
  'const',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'contains',
  'minProperties',
  'maxProperties',
  'dependencies',
  'not',
] as const;

/**
 * Not checked, on purpose:
 * - maxLength: the 200-character bound only stops pasted essays; it falls back to 'error.generic'
 *   ("{field} is not valid.") and may have its own message.
 * - additionalProperties: the form never sends a property the schema does not list.
 * - if/then/else, allOf, anyOf, oneOf: their own error only repeats that a keyword inside failed; that
 *   keyword carries the message.
 */
export const keywordsWithFallback = ['maxLength'] as const;

function typeList(type: unknown): string[] {
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : [];
}

/** Properties the root schema declares nullable (type includes "null"). */
function nullableProperties(root: JsonObject): Set<string> {
  const properties = isObject(root.properties) ? root.properties : {};
  return new Set(
    Object.entries(properties)
      .filter(([, schema]) => isObject(schema) && typeList(schema.type).includes('null'))
      .map(([name]) => name),
  );
}

/**
 * `type` matters when the form can hold a value of another type: a number field is null until chosen,
 * and a nullable field that a rule narrows (to "string") is null after it was cleared. A string or
 * boolean field always holds its type (an empty string field is left out, and `required` reports it).
 */
function typeMatters(schema: JsonObject, property: string | undefined, nullable: Set<string>): boolean {
  const types = typeList(schema.type);
  if (types.length === 0 || types.includes('null') || property === undefined) return false;
  return types.some((type) => type === 'number' || type === 'integer') || nullable.has(property);
}

/** Whether this schema's own `errorMessage`, or its parent's `errorMessage.properties`, covers a keyword. */
function covers(
  schema: JsonObject,
  parent: JsonObject | undefined,
  property: string | undefined,
  keyword: string,
): boolean {
  if (
    parent &&
    property !== undefined &&
    isObject(parent.errorMessage) &&
    isObject(parent.errorMessage.properties) &&
    property in parent.errorMessage.properties
  ) {
    return true;
  }
  const message = schema.errorMessage;
  if (typeof message === 'string') return true;
  if (!isObject(message)) return false;
  return keyword in message || '_' in message;
}

function uncoveredRequired(schema: JsonObject): string[] {
  const required = Array.isArray(schema.required)
    ? schema.required.filter((name): name is string => typeof name === 'string')
    : [];
  const message = schema.errorMessage;
  if (typeof message === 'string' || (isObject(message) && (typeof message.required === 'string' || '_' in message)))
    return [];
  const byProperty = isObject(message) && isObject(message.required) ? message.required : {};
  return required.filter((name) => !(name in byProperty));
}

/** Every validation keyword of the form schema that can fail has an `errorMessage` of its own. */
export function checkErrorMessageCoverage(schema: unknown): Problem[] {
  if (!isObject(schema)) return [];
  const nullable = nullableProperties(schema);
  const problems: Problem[] = [];
  walkSchema(schema, ({ schema: node, path, silent, property, parent }) => {
    if (silent) return;
    const where = property === undefined ? 'this rule' : `"${property}"`;
    for (const name of uncoveredRequired(node)) {
      problems.push(
        problem(
          file,
          childPointer(path, 'required'),
          `required "${name}" has no message of its own, and should have one: add "${name}": "<message key>" to errorMessage.required next to it`,
        ),
      );
    }
    for (const keyword of keywordsNeedingMessage) {
      if (keyword === 'required' || !(keyword in node) || covers(node, parent, property, keyword)) continue;
      problems.push(
        problem(
          file,
          childPointer(path, keyword),
          `${keyword} of ${where} has no message of its own, and should have one: add "${keyword}": "<message key>" to its errorMessage`,
        ),
      );
    }
    if ('type' in node && typeMatters(node, property, nullable) && !covers(node, parent, property, 'type')) {
      problems.push(
        problem(
          file,
          childPointer(path, 'type'),
          `type of ${where} can fail (the field may be null) and has no message of its own, and should have one: add "type": "<message key>" to its errorMessage`,
        ),
      );
    }
  });
  return problems;
}
