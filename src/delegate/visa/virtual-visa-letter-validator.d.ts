/** Served by scripts/vitePluginSchemas: the visa letter request's validate functions, compiled ahead of time by ajv. */
declare module 'virtual:visa-letter-validator' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  const validateFns: ValidatorFunctions;
  export default validateFns;
}
