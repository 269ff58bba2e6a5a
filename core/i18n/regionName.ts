/** A region's name in a language: the form, the console, the delegate's page and the documents name regions alike. */
import type { Region } from '../model/types';
import { findRegion } from '../rules/memberStatus';

/** A region's name in the interface language, falling back to English (the value the form keeps is the English name). */
export function regionNameIn(region: Region, locale: string): string {
  if (locale === 'zh-Hant') return region['name-zh-Hant'] || region.regionName;
  if (locale === 'zh-Hans') return region['name-zh-Hans'] || region.regionName;
  return region.regionName;
}

/** A stored region (its English name, as a registration keeps it) in `locale`; a name the list no longer has, as kept. */
export function storedRegionName(regions: readonly Region[], kept: string, locale: string): string {
  const region = findRegion(regions, kept);
  return region ? regionNameIn(region, locale) : kept;
}
