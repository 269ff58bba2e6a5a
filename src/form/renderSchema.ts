import type { FormContextType, RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * The schema RJSF renders from: the fields without the cross-field rules (the root `allOf` of if/then rules). The
 * form validates with the whole schema itself, so RJSF never needs a validator to draw the page, and the precompiled
 * validator can load after the form is on screen.
 */
export function renderSchemaOf(schema: RJSFSchema): RJSFSchema {
  const { allOf: _crossFieldRules, ...fields } = schema;
  return fields;
}

/**
 * The validator RJSF holds while it renders. With no conditions in the render schema RJSF has nothing to decide with
 * it, and it never validates (the form passes `noValidate`), so it answers that nothing is in error.
 */
export function renderOnlyValidator<T, F extends FormContextType>(): ValidatorType<T, RJSFSchema, F> {
  return {
    validateFormData: () => ({ errors: [], errorSchema: {} }),
    isValid: () => false,
    rawValidation: () => ({ errors: undefined, validationError: undefined }),
    reset: () => undefined,
  };
}
