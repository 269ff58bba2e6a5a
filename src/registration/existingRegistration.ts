import en from '@schemas/messages/en.json';

import { ApiError } from '../api/ApiError';
import { bodyField } from '../api/bodyField';

/** What the server did with the link of an existing registration: mailed it now, or already within the interval. */
export type ExistingRegistrationLink = 'sent' | 'alreadySent';

/**
 * What became of the link when a refused submit repeated an existing registration: the spec's 409 `duplicate`
 * (unpaid), or the 422 e-mail-taken message (paid or bank transfer), which the server writes in English as
 * error.email.taken says. Its `linkSent` says whether the link was mailed now; without it nothing is claimed.
 */
export function existingRegistrationLink(failure: unknown): ExistingRegistrationLink | undefined {
  if (!(failure instanceof ApiError) || !failure.response) return undefined;
  const { status, payload } = failure.response;
  const email = bodyField(bodyField(payload, 'errors'), 'email');
  const repeat =
    (status === 409 && bodyField(payload, 'state') === 'duplicate') ||
    (status === 422 && Array.isArray(email) && email.includes(en['error.email.taken']));
  const linkSent = bodyField(payload, 'linkSent');
  if (!repeat || typeof linkSent !== 'boolean') return undefined;
  return linkSent ? 'sent' : 'alreadySent';
}
