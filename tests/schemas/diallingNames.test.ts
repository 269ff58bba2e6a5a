import { describe, expect, it } from 'vitest';

import type { DiallingCode, Region } from '../../core/model/types';
import { problemsAfter } from './helpers/schemaCopy';

describe('dialling-codes.json beside regions.json', () => {
  it('names a region the region list holds by its Chinese names, and says how to bring them over', async () => {
    let shown = '';
    let entryIndex = -1;
    let region: Region | undefined;
    const lines = await problemsAfter((copy) => {
      const regions = copy.readJson<Region[]>('regions.json');
      copy.editJson<DiallingCode[]>('dialling-codes.json', (entries) => {
        entryIndex = entries.findIndex((entry) => regions.some((candidate) => candidate.id === entry.alpha2.toLowerCase()));
        const entry = entries[entryIndex];
        region = regions.find((candidate) => candidate.id === entry.alpha2.toLowerCase());
        shown = `${entry['name-zh-Hant']}·`;
        entry['name-zh-Hant'] = shown;
      });
    });
    expect(lines).toEqual([
      `dialling-codes.json: /${entryIndex}/name-zh-Hant: is "${shown}", where regions.json names ${region?.id.toUpperCase()} "${region?.['name-zh-Hant']}": the form would name one place two ways; run npm run gen:dialling-codes`,
    ]);
  });

  it('names it by its English name too: a region renamed in regions.json only is caught', async () => {
    let entryIndex = -1;
    let region: Region | undefined;
    let renamed = '';
    let listed = '';
    const lines = await problemsAfter((copy) => {
      const entries = copy.readJson<DiallingCode[]>('dialling-codes.json');
      copy.editJson<Region[]>('regions.json', (regions) => {
        region = regions.find((candidate) => entries.some((entry) => entry.alpha2.toLowerCase() === candidate.id));
        if (!region) return;
        entryIndex = entries.findIndex((entry) => entry.alpha2.toLowerCase() === region?.id);
        listed = entries[entryIndex].name;
        renamed = `${region.regionName} (renamed)`;
        region.regionName = renamed;
      });
    });
    expect(lines).toContain(
      `dialling-codes.json: /${entryIndex}/name: is "${listed}", where regions.json names ${region?.id.toUpperCase()} "${renamed}": the form would name one place two ways; run npm run gen:dialling-codes`,
    );
  });
});
