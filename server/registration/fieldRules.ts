/**
 * One form field checked alone by the form's own rules: the property of schemas/form.schema.json compiled by the form's
 * ajv (its formats are the rules of core/rules/), answered with the message the form shows. Staff corrections use it, so
 * a corrected name obeys what a delegate's name obeys.
 */
import formSchema from '@schemas/form.schema.json';
import type { ErrorObject, ValidateFunction } from 'ajv';

import type { KeyedText } from '../../core/api/keyedText';
import { createFormAjv } from '../../core/validation/createFormAjv';
import { hasText } from '../text';
import { formFieldLabelText } from './fieldLabels';

const properties = formSchema.properties as Record<string, object>;
const ajv = createFormAjv({ strict: true });
const compiled = new Map<string, ValidateFunction>();

function validatorOf(field: string): ValidateFunction {
  let validate = compiled.get(field);
  if (!validate) {
    const schema = properties[field];
    if (!schema) throw new Error(`form.schema.json has no field ${field}`);
    validate = ajv.compile(schema);
    compiled.set(field, validate);
  }
  return validate;
}

function messageOf(error: ErrorObject | undefined, field: string): KeyedText {
  const key =
    error?.keyword === 'errorMessage' && error.message && hasText(error.message) ? error.message : 'error.generic';
  return { key, values: { field: formFieldLabelText(field) } };
}

/**
 * The form's message for `value` in `field` by its catalogue key, or undefined when the form would take it: each
 * caller words it in its reader's language (the staff console by key, the delegate's page in the language it shows).
 */
export function fieldProblem(field: string, value: unknown): KeyedText | undefined {
  const validate = validatorOf(field);
  if (validate(value)) return undefined;
  return messageOf(validate.errors?.[0], field);
}
