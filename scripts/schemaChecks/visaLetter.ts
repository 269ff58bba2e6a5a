/** The visa letter's request schema and letter layout: the schema compiles with the form's options, keys have texts. */
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';

import { isObject } from './json.js';
import { formSchemaKeys, type MessageKeyUse } from './messageKeys.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const schemaFile = 'visa-letter.schema.json';
const layoutFile = 'visa-letter.layout.json';

/** The fields the letter prints and the page asks for (core/rules/visaLetter.ts lists them in this order). */
const requestFields = ['passportName', 'nationality', 'passportNumber', 'dateOfBirth', 'passportExpiry', 'embassy'];

/** The schema compiles under the form's ajv options in strict mode and declares exactly the letter's fields. */
export function checkVisaLetterSchema(schema: unknown, options: CustomValidatorOptionsType): Problem[] {
  if (!isObject(schema)) return [problem(schemaFile, '/', 'must be a JSON Schema object')];
  const problems: Problem[] = [];
  try {
    createAjvInstance(
      options.additionalMetaSchemas,
      options.customFormats,
      { ...options.ajvOptionsOverrides, strict: true },
      options.ajvFormatOptions,
      options.AjvClass,
      options.extenderFn,
    ).compile(schema);
  } catch (error) {
    problems.push(
      problem(schemaFile, '/', `does not compile: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  const properties = isObject(schema.properties) ? Object.keys(schema.properties) : [];
  for (const field of requestFields.filter((name) => !properties.includes(name)))
    problems.push(problem(schemaFile, pointer('properties'), `lacks "${field}", which the letter prints`));
  for (const field of properties.filter((name) => !requestFields.includes(name)))
    problems.push(problem(schemaFile, pointer('properties', field), `"${field}" is not printed on the letter`));
  return problems;
}

/** The schema's titles and error messages, as message keys that need texts. */
export function visaLetterKeys(schema: unknown): MessageKeyUse[] {
  return formSchemaKeys(schema).map((use) => ({ ...use, file: schemaFile }));
}

/** The layout's numbers are numbers and its colours '#rrggbb'. */
export function checkVisaLetterLayout(layout: unknown): Problem[] {
  if (!isObject(layout)) return [problem(layoutFile, '/', 'must be an object')];
  const problems: Problem[] = [];
  for (const [section, value] of Object.entries(layout)) {
    if (!isObject(value)) {
      problems.push(problem(layoutFile, pointer(section), 'must be an object'));
      continue;
    }
    for (const [name, item] of Object.entries(value)) {
      const where = pointer(section, name);
      if (/colour$/i.test(name) ? !/^#[0-9a-f]{6}$/i.test(String(item)) : name !== 'size' && typeof item !== 'number')
        problems.push(
          problem(layoutFile, where, /colour$/i.test(name) ? 'must be a colour, #rrggbb' : 'must be a number'),
        );
    }
  }
  return problems;
}
