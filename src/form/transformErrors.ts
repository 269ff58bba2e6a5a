import type { RJSFValidationError } from '@rjsf/utils';

import { errorFieldOf } from '../../core/validation/errorPlacement';
import { GENERIC_ERROR } from './genericError';

/**
 * Places every error on its field with a message key (errorFieldOf, shared with the server): ajv-errors puts a
 * required-message on the object that lists the field (`property: ''`), so it is moved to the missing property, or
 * focus-on-error would miss the field. `if` errors only repeat their `then` errors.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors.flatMap((error) => {
    if (error.name === 'if') return [];
    const field = errorFieldOf((error.property ?? '').split('.'), error.name ?? '', error.params);
    const placed = error.property || field === undefined ? error : { ...error, property: `.${field}` };
    return error.name === 'errorMessage' ? [placed] : [{ ...placed, message: GENERIC_ERROR, stack: GENERIC_ERROR }];
  });
}
