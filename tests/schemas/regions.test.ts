import { describe, expect, it } from 'vitest';

import { fees } from '../../core/model/schemaData';
import type { Region } from '../../core/model/types';
import type { SchemaCopy } from './helpers/schemaCopy';
import { copySchemas, problemsAfter } from './helpers/schemaCopy';

// The region list is regenerated from time to time: each test picks its regions from the data it finds.
function withAuthorities(regions: Region[]): number {
  return regions.findIndex((region) => region.authorities.length > 0);
}

function othersListed(copy: SchemaCopy): string[] {
  const schema = copy.readJson<{ allOf: { if: { properties: { region: { enum: string[] } } } }[] }>('form.schema.json');
  return schema.allOf[0].if.properties.region.enum;
}

describe('regions.json', () => {
  it('gives each region a status fees.json declares', async () => {
    const lines = await problemsAfter((copy) =>
      copy.editJson<Region[]>('regions.json', (regions) => {
        (regions[0] as { status: string }).status = 'Membr';
      }),
    );
    expect(lines).toEqual([
      `regions.json: /0/status: status "Membr" is not declared in fees.json /statuses, and should be one of ${fees.statuses.join(', ')} (did you mean "Member"?)`,
    ]);
  });

  it('gives each region its own id', async () => {
    let id = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<Region[]>('regions.json', (regions) => {
        id = regions[0].id;
        regions[1].id = id;
      }),
    );
    expect(lines).toEqual([`regions.json: /1/id: id "${id}" is also used by /0, and each region's id should be unique`]);
  });

  it('gives each region its own name', async () => {
    let name = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<Region[]>('regions.json', (regions) => {
        name = regions[0].regionName;
        regions[1].regionName = name;
      }),
    );
    expect(lines).toContain(`regions.json: /1/regionName: name "${name}" is also used by /0, and each region's name should be unique`);
  });

  it('names every authority', async () => {
    let at = -1;
    const lines = await problemsAfter((copy) =>
      copy.editJson<Region[]>('regions.json', (regions) => {
        at = withAuthorities(regions);
        regions[at].authorities[0] = { name: ' ', acronym: 'XX' };
      }),
    );
    expect(lines).toEqual([`regions.json: /${at}/authorities/0/name: authority name is " ", and should be the organisation's name`]);
  });
});

describe("the 'Others' regions of form.schema.json", () => {
  it('are exactly the regions without authorities: one that gains an authority is reported', async () => {
    let expected = '';
    const lines = await problemsAfter((copy) => {
      const listed = othersListed(copy);
      copy.editJson<Region[]>('regions.json', (regions) => {
        const at = regions.findIndex((region) => region.regionName === listed[0]);
        regions[at].authorities = [{ name: 'Ministry of Health' }];
        expected = `form.schema.json: /allOf/0/if/properties/region/enum/0: region "${listed[0]}" (regions.json /${at}) has authorities, and this list should hold exactly the regions without authorities: remove it here, or correct the name`;
      });
    });
    expect(lines).toEqual([expected]);
  });

  it('are exactly the regions without authorities: one that loses its authorities is reported', async () => {
    let expected = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<Region[]>('regions.json', (regions) => {
        const at = withAuthorities(regions);
        regions[at].authorities = [];
        expected = `regions.json: /${at}/authorities: region "${regions[at].regionName}" has no authorities but is not listed in form.schema.json /allOf/0/if/properties/region/enum, and should be listed there (free-text organisation) or have an authority`;
      }),
    );
    expect(lines).toEqual([expected]);
  });

  it('are names of regions', async () => {
    const copy = copySchemas();
    const listed = othersListed(copy);
    copy.dispose();
    const lines = await problemsAfter((broken) =>
      broken.editJson<{ allOf: { if: { properties: { region: { enum: string[] } } } }[] }>('form.schema.json', (schema) => {
        schema.allOf[0].if.properties.region.enum[0] = `${listed[0]} `;
      }),
    );
    expect(lines).toContain(
      `form.schema.json: /allOf/0/if/properties/region/enum/0: "${listed[0]} " is not a regionName in regions.json, and this list should hold exactly the regions without authorities: remove it here, or correct the name`,
    );
  });
});

describe("regions.json's Chinese names", () => {
  it('are each there, with CLDR\'s name suggested for a country code and a hand-written one asked for otherwise', async () => {
    let country = -1;
    let other = -1;
    let suggested = '';
    const lines = await problemsAfter((copy) =>
      copy.editJson<Region[]>('regions.json', (regions) => {
        country = regions.findIndex((region) => /^[a-z]{2}$/.test(region.id));
        other = regions.findIndex((region) => !/^[a-z]{2}$/.test(region.id));
        suggested = new Intl.DisplayNames(['zh-Hant'], { type: 'region' }).of(regions[country].id.toUpperCase()) ?? '';
        delete regions[country]['name-zh-Hant'];
        regions[other]['name-zh-Hans'] = ' ';
      }),
    );
    expect(lines).toEqual([
      `regions.json: /${country}/name-zh-Hant: is missing, and should be the region's name in zh-Hant: add "name-zh-Hant": "${suggested}" (CLDR's name; npm run gen:region-names fills it in)`,
      `regions.json: /${other}/name-zh-Hans: is " ", and should be the region's name in zh-Hans: add it by hand (CLDR has no name for this id)`,
    ]);
  });
});
