/** Served by scripts/vitePluginSchemas: the form schema's validate functions, compiled ahead of time by ajv. */
declare module 'virtual:form-validator' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

  const validateFns: ValidatorFunctions;
  export default validateFns;
}
