import formSchema from '@schemas/form.schema.json';
import type { ErrorObject } from 'ajv';

import type { KeyedText } from '../../core/api/keyedText';
import type { FieldTable } from '../../core/registration/fieldTable';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { createFormAjv } from '../../core/validation/createFormAjv';
import { errorFieldOf } from '../../core/validation/errorPlacement';
import { hasText } from '../text';
import { formFieldLabelText } from './fieldLabels';
import type { FieldErrors } from './payloadFields';
import type { SubmittedValues } from './toFormValues';

interface FormSchema {
  properties: Record<string, unknown>;
  required?: string[];
  errorMessage?: { required?: Record<string, unknown> };
}

/**
 * The form's schema without the fields that are not sent (confirmEmail, consentAcknowledge: `"payload": false`), so the
 * server checks what it was sent and nothing it would have to make up.
 */
export function sentFieldsSchema(schema: object, table: FieldTable): object {
  const { properties, required = [], errorMessage, ...rest } = schema as FormSchema;
  const sent = (field: string) => table.keyOf(field) !== undefined;
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([field]) => sent(field)));
  return {
    ...rest,
    properties: keep(properties),
    required: required.filter(sent),
    ...(errorMessage
      ? {
          errorMessage: {
            ...errorMessage,
            ...(errorMessage.required ? { required: keep(errorMessage.required) } : {}),
          },
        }
      : {}),
  };
}

/** The sent fields' schema, compiled once by the form's own ajv factory, in strict mode. */
const validateForm = createFormAjv({ strict: true }).compile(sentFieldsSchema(formSchema, formFieldTable));

/**
 * An error's English text: the schema's errorMessage values are catalogue keys; any other
 * keyword falls back to 'error.generic' with the field's label, as the form shows it.
 */
function textOf(error: ErrorObject, formField: string): KeyedText {
  const field = formFieldLabelText(formField);
  const key =
    error.keyword === 'errorMessage' && error.message && hasText(error.message) ? error.message : 'error.generic';
  return { key, values: { field } };
}

/** Validates form values with the form's schema; messages are filed under the payload keys the field table names. */
export function validateFormValues(values: SubmittedValues): FieldErrors {
  if (validateForm(values)) return {};
  const errors: FieldErrors = {};
  for (const error of validateForm.errors ?? []) {
    const formField = errorFieldOf(error.instancePath.split('/'), error.keyword, error.params);
    const key = formField === undefined ? undefined : formFieldTable.keyOf(formField);
    if (formField === undefined || key === undefined) continue;
    const text = textOf(error, formField);
    const list = (errors[key] ??= []);
    if (!list.some((kept) => kept.key === text.key)) list.push(text);
  }
  return errors;
}
