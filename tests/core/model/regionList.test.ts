import formSchema from '@schemas/form.schema.json';
import { describe, expect, it } from 'vitest';

import { regions } from '../../../core/model/regionList';
import { fees } from '../../../core/model/schemaData';
import { authorityLabel } from '../../../core/rules/organisation';
import { othersIds, othersRegions } from '../../support/othersRegions';

const MAX_STRING_LENGTH = 200;

const countries = regions.slice(0, -othersIds.length);

/** Every enum the form schema puts on a `region` property, wherever the rule sits. */
function regionEnums(node: unknown): string[][] {
  if (Array.isArray(node)) return node.flatMap(regionEnums);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const own =
      key === 'region' &&
      value !== null &&
      typeof value === 'object' &&
      Array.isArray((value as { enum?: unknown }).enum)
        ? [(value as { enum: string[] }).enum]
        : [];
    return [...own, ...regionEnums(value)];
  });
}

describe('region list', () => {
  it('holds about 61 regions including the four Others entries', () => {
    expect(regions.length).toBeGreaterThanOrEqual(55);
    expect(regions.length).toBeLessThanOrEqual(70);
  });

  it('gives every region one of the member statuses fees.json declares', () => {
    for (const region of regions) expect(fees.statuses).toContain(region.status);
  });

  it('has unique short lower-case ids and unique region names', () => {
    const ids = regions.map((region) => region.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z_]*$/);
    const names = regions.map((region) => region.regionName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('ends with exactly the four Others entries, in the order of the spec', () => {
    expect(regions.slice(-othersIds.length).map((region) => region.id)).toEqual(othersIds);
    for (const region of othersRegions) expect(region.regionName).toMatch(/^Others - /);
    expect(countries.some((region) => region.regionName.startsWith('Others - '))).toBe(false);
  });

  it('leaves only the three free-text Others regions without authorities', () => {
    const withoutAuthorities = regions.filter((region) => region.authorities.length === 0).map((region) => region.id);
    expect(withoutAuthorities).toEqual(['other_members', 'other_pre_applicants', 'other_partners']);
  });

  it('names the same three regions as the free-text rule of the form schema', () => {
    const withoutAuthorities = regions
      .filter((region) => region.authorities.length === 0)
      .map((region) => region.regionName);
    expect(regionEnums(formSchema)).toContainEqual(withoutAuthorities);
  });

  it('gives every authority a name and, where set, an acronym that is not blank', () => {
    for (const authority of regions.flatMap((region) => region.authorities)) {
      expect(authority.name.trim()).not.toBe('');
      if (authority.acronym !== undefined) expect(authority.acronym.trim()).not.toBe('');
    }
  });

  it('offers distinct organisation options within each region', () => {
    for (const region of regions) {
      const labels = region.authorities.map(authorityLabel);
      expect(new Set(labels).size, region.regionName).toBe(labels.length);
    }
  });

  it('keeps every name and organisation option within the 200-character limit', () => {
    const strings = regions.flatMap((region) => [
      region.id,
      region.regionName,
      ...region.authorities.map(authorityLabel),
    ]);
    for (const value of strings) expect(value.length, value).toBeLessThanOrEqual(MAX_STRING_LENGTH);
  });
});
