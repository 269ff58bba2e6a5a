import { customizeValidator } from '@rjsf/validator-ajv8';
import { validatorOptions } from './validatorOptions';

/** The form's validator, built once. */
export const validator = customizeValidator(validatorOptions);
