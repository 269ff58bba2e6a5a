import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';

import { didYouMean } from './closest.js';
import { isObject } from './json.js';
import type { Problem } from './problem.js';
import { childPointer, problem } from './problem.js';

const file = 'form.schema.json';

/** Keywords of JSON Schema draft-07 and ajv-errors, for suggesting the one a misspelt keyword meant. */
const knownKeywords = [
  '$schema',
  '$id',
  '$ref',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'items',
  'additionalItems',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxProperties',
  'minProperties',
  'required',
  'properties',
  'patternProperties',
  'additionalProperties',
  'dependencies',
  'propertyNames',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'definitions',
  'errorMessage',
];

/** The pointer of the first place a key appears in a JSON value, if any. */
function findKey(value: unknown, key: string, path = '/'): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findKey(item, key, childPointer(path, index));
      if (found) return found;
    }
  } else if (isObject(value)) {
    if (key in value) return childPointer(path, key);
    for (const [name, item] of Object.entries(value)) {
      const found = findKey(item, key, childPointer(path, name));
      if (found) return found;
    }
  }
  return undefined;
}

function unknownKeywordProblem(schema: unknown, reason: string): Problem | undefined {
  const keyword = /unknown keyword: "([^"]+)"/.exec(reason)?.[1];
  const path = keyword === undefined ? undefined : findKey(schema, keyword);
  if (keyword === undefined || path === undefined) return undefined;
  return problem(
    file,
    path,
    `"${keyword}" is not a JSON Schema keyword, so ajv in strict mode does not compile the schema; it should be a draft-07 or ajv-errors keyword${didYouMean(keyword, knownKeywords)}`,
  );
}

/**
 * Compiles the form schema the way the form's validator does (same options, ajv-errors through
 * `extenderFn`), but in ajv's strict mode, so unknown keywords, misspelt keywords and ignored
 * constraints are errors instead of silent no-ops.
 */
export function checkFormSchemaCompiles(schema: unknown, options: CustomValidatorOptionsType): Problem[] {
  const warnings: string[] = [];
  const collect = (...args: unknown[]) => {
    warnings.push(args.map(String).join(' '));
  };
  const ajv = createAjvInstance(
    options.additionalMetaSchemas,
    options.customFormats,
    { ...options.ajvOptionsOverrides, strict: true, logger: { log: () => undefined, warn: collect, error: collect } },
    options.ajvFormatOptions,
    options.AjvClass,
    options.extenderFn,
  );
  try {
    ajv.compile(schema as object);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [
      unknownKeywordProblem(schema, reason) ??
        problem(
          file,
          '/',
          `does not compile under ajv in strict mode (${reason}), and should: fix what ajv names, using only JSON Schema draft-07 and ajv-errors keywords`,
        ),
    ];
  }
  return warnings.map((warning) =>
    problem(file, '/', `ajv warns in strict mode (${warning}); change the schema so ajv has nothing to warn about`),
  );
}
