import type { Fees, Period, Region, RegistrationValues } from '../model/types';
import { takesDietaryPreference } from '../rules/dinner';
import { isFeeAllowed } from '../rules/fees';
import { findRegion, memberStatusOf } from '../rules/memberStatus';

export interface TransitionContext {
  regions: readonly Region[];
  fees: Fees;
  period: Period;
}

/**
 * The section 4 consequences of a change: a new region clears both organisation fields and a fee it no longer
 * allows; a dinner answer other than 'Yes' clears the dietary preference. RJSF does not reset dependent values.
 */
export function applyTransitions(
  previous: RegistrationValues,
  next: RegistrationValues,
  context: TransitionContext,
): RegistrationValues {
  let result = next;
  if (next.region !== previous.region) {
    const status = memberStatusOf(findRegion(context.regions, next.region));
    result = { ...result, organizationNameInput: undefined, organizationNameSelect: undefined };
    if (result.feeCategory && !isFeeAllowed(context.fees, result.feeCategory, status, context.period)) {
      result = { ...result, feeCategory: undefined };
    }
  }
  if (!takesDietaryPreference(result.joinGalaDinner) && result.dietaryPreference !== undefined) {
    result = { ...result, dietaryPreference: undefined };
  }
  return result;
}

/** Initial values (spec section 3): strings empty, no dialling code, consent not given. */
export function initialValues(): RegistrationValues {
  return { iddCode: null, consentAcknowledge: false };
}
