import type { RJSFValidationError } from '@rjsf/utils';

interface AjvErrorParams {
  errors?: { keyword: string; params?: { missingProperty?: string } }[];
}

/** The message key every error without a message of its own falls back to ('{field} is not valid.'). */
export const GENERIC_ERROR = 'error.generic';

/**
 * Places every error on its field with a message key.
 * ajv-errors puts a required-message on the object that lists the field (`property: ''`), so it is moved to the
 * missing property, or focus-on-error would miss the field. `if` errors only repeat their `then` errors.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors
    .filter((error) => error.name !== 'if')
    .map((error) => {
      if (error.name !== 'errorMessage') return { ...error, message: GENERIC_ERROR, stack: GENERIC_ERROR };
      const missing = (error.params as AjvErrorParams | undefined)?.errors?.find((inner) => inner.keyword === 'required')
        ?.params?.missingProperty;
      if (missing && (error.property === '' || error.property === undefined)) {
        return { ...error, property: `.${missing}` };
      }
      return error;
    });
}
