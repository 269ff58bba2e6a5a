import Ajv, { type ErrorObject } from 'ajv';
import formSchema from '../../schemas/form.schema.json';
import { validatorOptions } from '../../src/form/validatorOptions';
import { englishText, hasText } from '../text';
import { formFieldLabel } from './fieldLabels';
import { payloadFieldFor, type FieldErrors } from './payloadFields';
import type { SubmittedValues } from './toFormValues';

function createAjv(): Ajv {
  // The form's own options (with ajv-errors), plus the two RJSF always sets and strict mode.
  const ajv = new Ajv({ allErrors: true, strict: true, ...validatorOptions.ajvOptionsOverrides });
  return validatorOptions.extenderFn ? validatorOptions.extenderFn(ajv) : ajv;
}

/** The form's schema, compiled once with the options the form's validator uses. */
const validateForm = createAjv().compile(formSchema);

/** The form field an ajv error belongs to; an object-level `required` names it in its params. */
function formFieldOf(error: ErrorObject): string | undefined {
  const [, first] = error.instancePath.split('/');
  if (first) return first;
  const cause = error.keyword === 'errorMessage' ? (error.params.errors as ErrorObject[] | undefined)?.[0] : error;
  if (cause?.keyword === 'required') return (cause.params as { missingProperty: string }).missingProperty;
  return undefined;
}

/**
 * An error's English text: the schema's errorMessage values are catalogue keys; any other
 * keyword falls back to 'error.generic' with the field's label, as the form shows it.
 */
function textOf(error: ErrorObject, formField: string): string {
  const field = formFieldLabel(formField);
  if (error.keyword === 'errorMessage' && error.message && hasText(error.message)) {
    return englishText(error.message, { field });
  }
  return englishText('error.generic', { field });
}

/** Validates form values with the form's schema; messages are filed under the payload's field names. */
export function validateFormValues(values: SubmittedValues): FieldErrors {
  if (validateForm(values)) return {};
  const errors: FieldErrors = {};
  for (const error of validateForm.errors ?? []) {
    const formField = formFieldOf(error);
    // 'if' only repeats that a 'then' failed; confirmEmail and consentAcknowledge are not sent.
    const field = formField === undefined ? undefined : payloadFieldFor(formField);
    if (formField === undefined || field === undefined) continue;
    const text = textOf(error, formField);
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}
