import { diallingCodes } from '../../core/model/diallingCodes';
import { regions } from '../../core/model/regionList';
import type { RegistrationValues } from '../../core/model/types';
import { type SubmitOutcome, submitRegistration } from './submitRegistration';
import { toRegistrationPayload } from './toRegistrationPayload';

/** Turns valid form values into the payload and sends it; loaded on the first submit, with the API client. */
export function sendRegistration(values: RegistrationValues): Promise<SubmitOutcome> {
  return submitRegistration(toRegistrationPayload(values, { regions, diallingCodes }));
}

export { existingRegistrationLink } from './existingRegistration';
export { withServerAnswerTexts } from './serverAnswerTexts';
export { submitFailureMessage } from './submitFailureMessage';
export { keepThankYouToken } from './thankYouToken';
