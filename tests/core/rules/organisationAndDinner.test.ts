import { describe, expect, it } from 'vitest';

import { regions } from '../../../core/model/regionList';
import { takesFreeTextOrganisation } from '../../../core/rules/memberStatus';
import { organisationMode, organisationTyped } from '../../../core/rules/organisation';
import { hiddenFields } from '../../../core/rules/shownFields';

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

describe('an organisation found by what is typed', () => {
  const authorities = [
    { name: 'Austrian Agency for Health and Food Safety', acronym: 'AGES' },
    { name: 'Federal Office for Safety in Health Care', acronym: 'BASG' },
    { name: 'Competent Authorities of the Länder' },
  ];

  it('is the one whose acronym begins with it, in any case', () => {
    expect(organisationTyped(authorities, 'bas')).toBe('Federal Office for Safety in Health Care (BASG)');
    expect(organisationTyped(authorities, 'AGES')).toBe('Austrian Agency for Health and Food Safety (AGES)');
  });

  it('else the one whose official name begins with it, accents and spaces forgiven', () => {
    expect(organisationTyped(authorities, 'Federal Off')).toBe('Federal Office for Safety in Health Care (BASG)');
    expect(organisationTyped(authorities, 'competent')).toBe('Competent Authorities of the Länder');
  });

  it('is none for text no acronym or name begins with, or for nothing typed', () => {
    expect(organisationTyped(authorities, 'xyz')).toBeUndefined();
    expect(organisationTyped(authorities, ' ')).toBeUndefined();
  });
});

describe('the dinner rule', () => {
  it('hides the preference and the unused organisation field, so neither is sent', () => {
    expect([...hiddenFields({ joinGalaDinner: 'No', region: withAuthorities?.regionName })].sort()).toEqual([
      'dietaryPreference',
      'organizationNameInput',
    ]);
    expect([...hiddenFields({ joinGalaDinner: 'Yes', region: freeText?.regionName })]).toEqual([
      'organizationNameSelect',
    ]);
  });
});
