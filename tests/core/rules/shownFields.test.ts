// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { hiddenFields } from '../../../core/rules/shownFields';
import { regionNamed, regionWithAuthorities } from '../../support/schemaTexts';

describe('what is shown', () => {
  it('hides the organisation fields until a region is chosen, then shows the one that applies', () => {
    expect(hiddenFields({}, undefined)).toEqual(
      new Set(['organizationNameSelect', 'organizationNameInput', 'dietaryPreference']),
    );
    expect(hiddenFields({}, regionWithAuthorities('Member')).has('organizationNameSelect')).toBe(false);
    expect(hiddenFields({}, regionNamed('Others - PIC/S Secretariat')).has('organizationNameSelect')).toBe(false);
    expect(hiddenFields({}, regionNamed('Others - Other Members and Applicants')).has('organizationNameInput')).toBe(
      false,
    );
    expect(hiddenFields({ joinGalaDinner: 'Yes' }, undefined).has('dietaryPreference')).toBe(false);
  });
});
