import { describe, expect, it } from 'vitest';

import { regions } from '../../../core/model/regionList';
import { hiddenFields } from '../../../core/rules/shownFields';

describe('what is shown', () => {
  it('hides the organisation fields until a region is chosen, then shows the one that applies', () => {
    expect(hiddenFields({})).toEqual(new Set(['organizationNameSelect', 'organizationNameInput', 'dietaryPreference']));
    // Every region of regions.json, the 'Others' entries included: a list of authorities is a select, none a text box.
    for (const region of regions) {
      const shown = region.authorities.length > 0 ? 'organizationNameSelect' : 'organizationNameInput';
      expect(hiddenFields({ region: region.regionName }).has(shown), region.regionName).toBe(false);
    }
    expect(hiddenFields({ joinGalaDinner: 'Yes' }).has('dietaryPreference')).toBe(false);
  });
});
