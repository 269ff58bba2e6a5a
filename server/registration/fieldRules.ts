/**
 * One form field checked alone by the form's own rules: the property of schemas/form.schema.json compiled by the form's
 * ajv (its formats are the rules of core/rules/), answered with the message the form shows. Staff corrections use it, so
 * a corrected name obeys what a delegate's name obeys.
 */
import formSchema from '@schemas/form.schema.json';
import type { ErrorObject, ValidateFunction } from 'ajv';

import { createFormAjv } from '../../core/validation/createFormAjv';
import { englishText, hasText } from '../text';
import { formFieldLabel } from './fieldLabels';

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

/** How a message is written: in English unless a caller passes the texts of its reader's language. */
export type MessageText = (key: string, values?: Readonly<Record<string, string>>) => string;

function messageOf(error: ErrorObject | undefined, field: string, text: MessageText): string {
  const titleKey = (properties[field] as { title?: string } | undefined)?.title;
  const label = titleKey ? text(titleKey) : formFieldLabel(field);
  if (error?.keyword === 'errorMessage' && error.message && hasText(error.message))
    return text(error.message, { field: label });
  return text('error.generic', { field: label });
}

/**
 * The form's message for `value` in `field`, or undefined when the form would take it; `text` writes it (English by
 * default, the staff console's language; the delegate's page passes the language it shows).
 */
export function fieldProblem(field: string, value: unknown, text: MessageText = englishText): string | undefined {
  const validate = validatorOf(field);
  if (validate(value)) return undefined;
  return messageOf(validate.errors?.[0], field, text);
}
