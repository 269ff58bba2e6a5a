/**
 * A server's refusals of fields the form's own rules passed (a 422: an address already registered), shown under their
 * fields as the form's own errors are, until the field is changed.
 */
import type { ErrorSchema } from '@rjsf/utils';

import type { RegistrationValues } from '../../core/model/types';

/** Refusal texts by form field (`email`, `organizationNameSelect`), in the words to show. */
export type ServerErrors = Readonly<Record<string, readonly string[]>>;

/** The form's own errors with the server's beside them, field by field, the form's first. */
export function withServerErrors(
  errorSchema: ErrorSchema<RegistrationValues>,
  serverErrors: ServerErrors,
): ErrorSchema<RegistrationValues> {
  const fields = Object.entries(serverErrors).filter(([, texts]) => texts.length > 0);
  if (fields.length === 0) return errorSchema;
  const merged = { ...errorSchema } as Record<string, { __errors?: string[] }>;
  for (const [field, texts] of fields) {
    merged[field] = { ...merged[field], __errors: [...(merged[field]?.__errors ?? []), ...texts] };
  }
  return merged;
}

/** The refusals left once `field` changed: its own go, as the answer they refused is no longer there. */
export function withoutField(serverErrors: ServerErrors, field: string | undefined): ServerErrors {
  if (field === undefined || !(field in serverErrors)) return serverErrors;
  const { [field]: _changed, ...rest } = serverErrors;
  return rest;
}
