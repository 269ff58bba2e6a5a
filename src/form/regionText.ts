import { regionNameIn } from '../../core/i18n/regionName';
import type { Region } from '../../core/model/types';

/** Whether a region matches what was typed: its name in the page's language or in English, any case. */
export function regionMatches(region: Region, query: string, locale: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  return [regionNameIn(region, locale), region.regionName].some((text) => text.toLocaleLowerCase().includes(q));
}
