import type { DiallingCode, Fees, Period, Region, RegistrationValues } from '../../core/model/types';
import { isFeeAllowed } from '../../core/rules/fees';
import { findRegion, memberStatusOf, takesFreeTextOrganisation } from '../../core/rules/memberStatus';
import { organisationOptions } from '../../core/rules/organisation';
import { hiddenFields } from '../../core/rules/shownFields';
import { initialValues } from '../form/transitions';

/** What a draft is checked against: today's lists, the period in force and the form's own schema. */
export interface DraftLists {
  regions: readonly Region[];
  diallingCodes: readonly DiallingCode[];
  fees: Fees;
  period: Period;
  /** The form schema's properties: their `type`, `enum` and `maxLength`. */
  properties: Readonly<Record<string, DraftProperty>>;
}

/** What a draft reads of a form schema property. */
export interface DraftProperty {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  maxLength?: number;
}

/**
 * Fields restored by rules of their own below: the lists they are checked against change, and the consent box always
 * starts unticked. Every other property of the schema is a typed text or a choice (a field staff add included).
 */
const ownRuleFields = new Set([
  'region',
  'organizationNameSelect',
  'organizationNameInput',
  'feeCategory',
  'iddCode',
  'consentAcknowledge',
]);

const takesText = ({ type }: DraftProperty) => type === 'string' || (Array.isArray(type) && type.includes('string'));

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
  for (const [field, property] of Object.entries(lists.properties)) {
    if (ownRuleFields.has(field) || !takesText(property)) continue;
    const value = text(field);
    kept[field] =
      property.enum === undefined || (value !== undefined && property.enum.includes(value)) ? value : undefined;
  }
  for (const field of hiddenFields(values)) if (!ownRuleFields.has(field)) delete kept[field];

  const region = findRegion(lists.regions, text('region'));
  if (region) {
    values.region = region.regionName;
    if (takesFreeTextOrganisation(region)) values.organizationNameInput = text('organizationNameInput');
    else {
      const organisation = text('organizationNameSelect');
      values.organizationNameSelect =
        organisation && organisationOptions(region).includes(organisation) ? organisation : undefined;
    }
    const fee = text('feeCategory');
    if (isFeeAllowed(lists.fees, fee, memberStatusOf(region), lists.period)) values.feeCategory = fee;
  }
  const idd = stored.iddCode;
  if (typeof idd === 'number' && lists.diallingCodes.some((entry) => entry.id === idd)) values.iddCode = idd;

  for (const key of Object.keys(kept)) if (kept[key] === undefined) delete kept[key];
  const restored =
    Object.keys(kept).some((key) => key !== 'iddCode' && key !== 'consentAcknowledge') || values.iddCode !== null;
  return restored ? values : undefined;
}
