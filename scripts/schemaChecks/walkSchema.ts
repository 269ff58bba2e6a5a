import { isObject, type JsonObject } from './json.js';
import { childPointer } from './problem.js';

export interface SchemaVisit {
  schema: JsonObject;
  /** JSON Pointer of this sub-schema in the file. */
  path: string;
  /** Inside `if`, `not` or `contains`: ajv drops the errors of these sub-schemas, so their keywords never show a message. */
  silent: boolean;
  /** The property this sub-schema describes ('email' for /properties/email), if any. */
  property?: string;
  /** The schema whose `errorMessage.properties` may cover this one. */
  parent?: JsonObject;
}

const singleSubschemas = ['if', 'then', 'else', 'not', 'contains', 'propertyNames', 'additionalItems'];
const silencing = new Set(['if', 'not', 'contains']);
const listSubschemas = ['allOf', 'anyOf', 'oneOf'];
const mapSubschemas = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];

/** Calls `visit` for a JSON Schema and each of its sub-schemas, depth first. */
export function walkSchema(
  schema: unknown,
  visit: (node: SchemaVisit) => void,
  path = '/',
  silent = false,
  property?: string,
  parent?: JsonObject,
): void {
  if (!isObject(schema)) return;
  visit({ schema, path, silent, property, parent });
  for (const keyword of singleSubschemas) {
    walkSchema(
      schema[keyword],
      visit,
      childPointer(path, keyword),
      silent || silencing.has(keyword),
      undefined,
      schema,
    );
  }
  for (const keyword of listSubschemas) {
    const list = schema[keyword];
    if (Array.isArray(list))
      list.forEach((item, index) =>
        walkSchema(item, visit, childPointer(path, keyword, index), silent, undefined, schema),
      );
  }
  for (const keyword of mapSubschemas) {
    const map = schema[keyword];
    if (!isObject(map)) continue;
    for (const [name, item] of Object.entries(map)) {
      walkSchema(
        item,
        visit,
        childPointer(path, keyword, name),
        silent,
        keyword === 'properties' ? name : undefined,
        schema,
      );
    }
  }
  if (isObject(schema.additionalProperties))
    walkSchema(
      schema.additionalProperties,
      visit,
      childPointer(path, 'additionalProperties'),
      silent,
      undefined,
      schema,
    );
  const items = schema.items;
  if (Array.isArray(items))
    items.forEach((item, index) =>
      walkSchema(item, visit, childPointer(path, 'items', index), silent, undefined, schema),
    );
  else walkSchema(items, visit, childPointer(path, 'items'), silent, undefined, schema);
}
