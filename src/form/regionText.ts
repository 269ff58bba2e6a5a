import type { Region } from '../../core/model/types';

/** A region's name in the interface language, falling back to English (the value the form keeps is the English name). */
export function regionNameIn(region: Region, locale: string): string {
  if (locale === 'zh-Hant') return region['name-zh-Hant'] || region.regionName;
  if (locale === 'zh-Hans') return region['name-zh-Hans'] || region.regionName;
  return region.regionName;
}

/** Whether a region matches what was typed: its name in the page's language or in English, any case. */
export function regionMatches(region: Region, query: string, locale: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  return [regionNameIn(region, locale), region.regionName].some((text) => text.toLocaleLowerCase().includes(q));
}
