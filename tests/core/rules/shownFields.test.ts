import { describe, expect, it } from 'vitest';

import { hiddenFields } from '../../../core/rules/shownFields';
import { regionNamed, regionWithAuthorities } from '../../support/schemaTexts';

describe('what is shown', () => {
  it('hides the organisation fields until a region is chosen, then shows the one that applies', () => {
    expect(hiddenFields({})).toEqual(new Set(['organizationNameSelect', 'organizationNameInput', 'dietaryPreference']));
    expect(hiddenFields({ region: regionWithAuthorities('Member').regionName }).has('organizationNameSelect')).toBe(
      false,
    );
    expect(
      hiddenFields({ region: regionNamed('Others - PIC/S Secretariat').regionName }).has('organizationNameSelect'),
    ).toBe(false);
    expect(
      hiddenFields({ region: regionNamed('Others - Other Members and Applicants').regionName }).has(
        'organizationNameInput',
      ),
    ).toBe(false);
    expect(hiddenFields({ joinGalaDinner: 'Yes' }).has('dietaryPreference')).toBe(false);
  });
});
