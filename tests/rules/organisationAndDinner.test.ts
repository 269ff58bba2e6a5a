import { describe, expect, it } from 'vitest';

import { regions } from '../../src/model/regionList';
import { takesDietaryPreference } from '../../src/rules/dinner';
import { takesFreeTextOrganisation } from '../../src/rules/memberStatus';
import { organisationMode } from '../../src/rules/organisation';
import { hiddenFields } from '../../src/rules/shownFields';

const withAuthorities = regions.find((region) => region.authorities.length > 0);
const freeText = regions.find((region) => takesFreeTextOrganisation(region));

describe('the organisation mode of a region', () => {
  it('is a choice among the authorities of a region that lists them', () => {
    expect(organisationMode(withAuthorities)).toBe('select');
  });

  it('is typed text for a region without authorities', () => {
    expect(organisationMode(freeText)).toBe('input');
  });

  it('is nothing before a region is chosen', () => {
    expect(organisationMode(undefined)).toBeUndefined();
  });
});

describe('the dinner rule', () => {
  it('asks for a dietary preference only of a delegate who joins the dinner', () => {
    expect(takesDietaryPreference('Yes')).toBe(true);
    expect(takesDietaryPreference('No')).toBe(false);
    expect(takesDietaryPreference(undefined)).toBe(false);
  });

  it('hides the preference and the unused organisation field, so neither is sent', () => {
    expect([...hiddenFields({ joinGalaDinner: 'No' }, withAuthorities)].sort()).toEqual([
      'dietaryPreference',
      'organizationNameInput',
    ]);
    expect([...hiddenFields({ joinGalaDinner: 'Yes' }, freeText)]).toEqual(['organizationNameSelect']);
  });
});
