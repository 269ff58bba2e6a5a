import type { RJSFSchema } from '@rjsf/utils';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

import { commonJsToEsm } from './commonJsToEsm.js';

/**
 * The source of an ES module whose default export is the map of validate functions that
 * `createPrecompiledValidator(validateFns, schema)` takes, compiled ahead of time from `schema`.
 */
export function precompiledValidatorModule(
  schema: RJSFSchema,
  options: CustomValidatorOptionsType,
  resolveFrom: string,
): string {
  const code = compileSchemaValidatorsCode(schema, options);
  return `// Generated from schemas/form.schema.json by scripts/vitePluginSchemas; never edit by hand.\n${commonJsToEsm(code, resolveFrom)}`;
}
