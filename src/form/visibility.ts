import { takesFreeTextOrganisation } from '../rules/memberStatus';
import type { Region, RegistrationValues } from '../model/types';

/** The fields not displayed for these values: the organisation field that does not apply, and the diet unless dining. */
export function hiddenFields(values: RegistrationValues, region: Region | undefined): Set<string> {
  const hidden = new Set<string>();
  if (!region || takesFreeTextOrganisation(region)) hidden.add('organizationNameSelect');
  if (!region || !takesFreeTextOrganisation(region)) hidden.add('organizationNameInput');
  if (values.joinGalaDinner !== 'Yes') hidden.add('dietaryPreference');
  return hidden;
}
