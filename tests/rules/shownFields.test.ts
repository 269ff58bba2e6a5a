import { describe, expect, it } from 'vitest';

import { regions } from '../../src/model/regionList';
import type { Region } from '../../src/model/types';
import { hiddenFields } from '../../src/rules/shownFields';

const region = (name: string): Region => {
  const found = regions.find((candidate) => candidate.regionName === name);
  if (!found) throw new Error(`no region ${name}`);
  return found;
};

describe('what is shown', () => {
  it('hides the organisation fields until a region is chosen, then shows the one that applies', () => {
    expect(hiddenFields({}, undefined)).toEqual(new Set(['organizationNameSelect', 'organizationNameInput', 'dietaryPreference']));
    expect(hiddenFields({}, region('Japan')).has('organizationNameSelect')).toBe(false);
    expect(hiddenFields({}, region('Others - PIC/S Secretariat')).has('organizationNameSelect')).toBe(false);
    expect(hiddenFields({}, region('Others - Other Members and Applicants')).has('organizationNameInput')).toBe(false);
    expect(hiddenFields({ joinGalaDinner: 'Yes' }, undefined).has('dietaryPreference')).toBe(false);
  });
});
