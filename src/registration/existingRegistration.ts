import en from '@schemas/messages/en.json';

import { ApiError } from '../api/ApiError';
import { bodyField } from '../api/bodyField';

/**
 * Whether a refused submit was a repeat of an existing registration, whose link the server has then e-mailed to the
 * stored address: the spec's 409 `duplicate` (unpaid), or the 422 e-mail-taken message (paid or bank
 * transfer), which the server writes in English as error.email.taken says.
 */
export function existingRegistrationLinkSent(failure: unknown): boolean {
  if (!(failure instanceof ApiError) || !failure.response) return false;
  const { status, payload } = failure.response;
  if (status === 409 && bodyField(payload, 'state') === 'duplicate') return true;
  if (status !== 422) return false;
  const email = bodyField(bodyField(payload, 'errors'), 'email');
  return Array.isArray(email) && email.includes(en['error.email.taken']);
}
