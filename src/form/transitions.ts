import type { DiallingCode, Fees, Period, Region, RegistrationValues } from '../../core/model/types';
import { diallingCodeAfterRegionChange } from '../../core/rules/diallingSuggestion';
import { isFeeAllowed } from '../../core/rules/fees';
import { findRegion, memberStatusOf } from '../../core/rules/memberStatus';
import { withoutHiddenFields } from '../../core/rules/shownFields';

export interface TransitionContext {
  regions: readonly Region[];
  fees: Fees;
  period: Period;
  /** The dialling list once it has arrived (just after the form): a new region suggests its code from it. */
  diallingCodes?: readonly DiallingCode[];
}

/**
 * The section 4 consequences of a change: a new region clears both organisation fields and a fee it no longer
 * allows, and suggests its dialling code unless the delegate chose one; a field whose condition in the schema no longer
 * holds is cleared (the dietary preference after any dinner answer but 'Yes'). RJSF does not reset dependent values.
 */
export function applyTransitions(
  previous: RegistrationValues,
  next: RegistrationValues,
  context: TransitionContext,
): RegistrationValues {
  let result = next;
  if (next.region !== previous.region) {
    const nextRegion = findRegion(context.regions, next.region);
    const status = memberStatusOf(nextRegion);
    result = { ...result, organizationNameInput: undefined, organizationNameSelect: undefined };
    if (context.diallingCodes && next.iddCode === previous.iddCode) {
      const previousRegion = findRegion(context.regions, previous.region);
      const iddCode = diallingCodeAfterRegionChange(next.iddCode, previousRegion, nextRegion, context.diallingCodes);
      if (iddCode !== (next.iddCode ?? null)) result = { ...result, iddCode };
    }
    if (result.feeCategory && !isFeeAllowed(context.fees, result.feeCategory, status, context.period)) {
      result = { ...result, feeCategory: undefined };
    }
  }
  // A field whose condition in the schema no longer holds loses its value (a preference after 'No' to the dinner).
  return withoutHiddenFields(result);
}

/** Initial values (spec section 3): strings empty, no dialling code, consent not given. */
export function initialValues(): RegistrationValues {
  return { iddCode: null, consentAcknowledge: false };
}
