import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';

/** The one set of ajv options for the form's validator, the precompile step and the server. */
export const validatorOptions: CustomValidatorOptionsType = {
  // $data lets confirmEmail refer to email inside the schema (spec section 5).
  ajvOptionsOverrides: { $data: true },
  extenderFn: ajvErrors,
};
