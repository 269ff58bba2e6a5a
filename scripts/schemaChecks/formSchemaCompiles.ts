import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import type { Problem } from './problem.js';
import { problem } from './problem.js';

const file = 'form.schema.json';

/**
 * Compiles the form schema the way the form's validator does (same options, ajv-errors through
 * `extenderFn`), but in ajv's strict mode, so unknown keywords, misspelt keywords and ignored
 * constraints are errors instead of silent no-ops.
 */
export function checkFormSchemaCompiles(schema: unknown, options: CustomValidatorOptionsType): Problem[] {
  const warnings: string[] = [];
  const logger = { log: () => undefined, warn: (...args: unknown[]) => warnings.push(args.map(String).join(' ')), error: (...args: unknown[]) => warnings.push(args.map(String).join(' ')) };
  const ajv = createAjvInstance(
    options.additionalMetaSchemas,
    options.customFormats,
    { ...options.ajvOptionsOverrides, strict: true, logger },
    options.ajvFormatOptions,
    options.AjvClass,
    options.extenderFn,
  );
  try {
    ajv.compile(schema as object);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [problem(file, '/', `does not compile under ajv in strict mode (${reason}); fix the keyword it names, and use only JSON Schema draft-07 and ajv-errors keywords`)];
  }
  return warnings.map((warning) => problem(file, '/', `ajv warns in strict mode: ${warning}; change the schema so ajv has nothing to warn about`));
}
