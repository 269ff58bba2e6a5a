import type { Region, RegistrationValues } from '../model/types';
import { takesDietaryPreference } from './dinner';
import { organisationMode } from './organisation';

/**
 * The fields not displayed for these values, and so not sent: the organisation field the region does not use, and
 * the diet unless dining.
 */
export function hiddenFields(values: RegistrationValues, region: Region | undefined): Set<string> {
  const hidden = new Set<string>();
  const mode = organisationMode(region);
  if (mode !== 'select') hidden.add('organizationNameSelect');
  if (mode !== 'input') hidden.add('organizationNameInput');
  if (!takesDietaryPreference(values.joinGalaDinner)) hidden.add('dietaryPreference');
  return hidden;
}
