/** A region's name in a language: the form, the console, the delegate's page and the documents name regions alike. */
import type { Region } from '../model/types';
import { findRegion } from '../rules/memberStatus';

/** A name of a data entry (a region, a country) in a language: its `name-<tag>`, or `english` when it has none. */
export function nameInLanguage(
  entry: Readonly<Record<`name-${string}`, string | undefined>>,
  english: string,
  locale: string,
): string {
  return (locale !== 'en' && entry[`name-${locale}`]) || english;
}

/**
 * A region's name in the interface language, falling back to English (the value the form keeps is the English name).
 * Never CLDR's name at run time: the list's names are the organiser's own ('Chinese Taipei'), which CLDR's may not be.
 */
export function regionNameIn(region: Region, locale: string): string {
  return nameInLanguage(region, region.regionName, locale);
}

/** A stored region (its English name, as a registration keeps it) in `locale`; a name the list no longer has, as kept. */
export function storedRegionName(regions: readonly Region[], kept: string, locale: string): string {
  const region = findRegion(regions, kept);
  return region ? regionNameIn(region, locale) : kept;
}
