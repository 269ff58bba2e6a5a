import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import formSchema from '@schemas/form.schema.json';
import validateFns from 'virtual:form-validator';

import type { RegistrationValues } from '../../core/model/types';

/**
 * The form's validator, precompiled from schemas/form.schema.json with the options of core/validation/validatorOptions
 * (see scripts/vitePluginSchemas). It is given the same schema object the form renders, as
 * createPrecompiledValidator requires.
 */
export const validator: ValidatorType<RegistrationValues, RJSFSchema> = createPrecompiledValidator<
  RegistrationValues,
  RJSFSchema
>(validateFns, formSchema as unknown as RJSFSchema);

/** Loaded with the validator, since only validation needs it. */
export { transformErrors } from './transformErrors';
