import type { DiallingCode, Fees, Period, Region, RegistrationValues } from '../model/types';
import { isFeeAllowed } from '../rules/fees';
import { findRegion, memberStatusOf, takesFreeTextOrganisation } from '../rules/memberStatus';
import { organisationOptions } from '../rules/organisation';
import { initialValues } from '../form/transitions';

/** What a draft is checked against: today's lists, the period in force and the form's own schema. */
export interface DraftLists {
  regions: readonly Region[];
  diallingCodes: readonly DiallingCode[];
  fees: Fees;
  period: Period;
  /** The form schema's properties: their `enum` and `maxLength`. */
  properties: Readonly<Record<string, { enum?: readonly unknown[]; maxLength?: number }>>;
}

const typedFields = ['familyName', 'givenName', 'postTitle', 'email', 'confirmEmail', 'phoneNumber'] as const;
const choiceFields = ['title', 'joinGalaDinner', 'dietaryPreference', 'paymentMethod'] as const;

/**
 * The values of a stored draft that still hold, or undefined when none does: a region staff removed takes its
 * organisation and fee with it, a fee of a period that has ended or of another column is dropped, a choice no longer
 * offered is dropped, and the consent box always starts unticked.
 */
export function validDraft(draft: unknown, lists: DraftLists): RegistrationValues | undefined {
  if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) return undefined;
  const stored = draft as Record<string, unknown>;
  const values: RegistrationValues = initialValues();
  const text = (field: string): string | undefined => {
    const value = stored[field];
    const maxLength = lists.properties[field]?.maxLength ?? Infinity;
    return typeof value === 'string' && value !== '' && value.length <= maxLength ? value : undefined;
  };
  const kept = values as Record<string, unknown>;
  for (const field of typedFields) kept[field] = text(field);
  for (const field of choiceFields) {
    const value = text(field);
    kept[field] = value !== undefined && (lists.properties[field]?.enum ?? []).includes(value) ? value : undefined;
  }
  if (values.joinGalaDinner !== 'Yes') values.dietaryPreference = undefined;

  const region = findRegion(lists.regions, text('region'));
  if (region) {
    values.region = region.regionName;
    if (takesFreeTextOrganisation(region)) values.organizationNameInput = text('organizationNameInput');
    else {
      const organisation = text('organizationNameSelect');
      values.organizationNameSelect = organisation && organisationOptions(region).includes(organisation) ? organisation : undefined;
    }
    const fee = text('feeCategory');
    if (isFeeAllowed(lists.fees, fee, memberStatusOf(region), lists.period)) values.feeCategory = fee;
  }
  const idd = stored.iddCode;
  if (typeof idd === 'number' && lists.diallingCodes.some((entry) => entry.id === idd)) values.iddCode = idd;

  for (const key of Object.keys(kept)) if (kept[key] === undefined) delete kept[key];
  const restored = Object.keys(kept).some((key) => key !== 'iddCode' && key !== 'consentAcknowledge') || values.iddCode !== null;
  return restored ? values : undefined;
}
