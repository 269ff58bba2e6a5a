import type { DiallingCode, Region } from '../model/types';

/** The dialling entry of a region whose id is its ISO 3166-1 alpha-2 code ('at' -> +43), if the list has one. */
export function suggestedDiallingCode(
  region: Region | undefined,
  diallingCodes: readonly DiallingCode[],
): number | undefined {
  if (!region || !/^[a-z]{2}$/i.test(region.id)) return undefined;
  const alpha2 = region.id.toUpperCase();
  return diallingCodes.find((entry) => entry.alpha2 === alpha2)?.id;
}

/**
 * The dialling code after the region changed: the new region's suggestion while the delegate has chosen none (or
 * still has the previous region's suggestion); a code the delegate chose is never replaced.
 */
export function diallingCodeAfterRegionChange(
  current: number | null | undefined,
  previousRegion: Region | undefined,
  nextRegion: Region | undefined,
  diallingCodes: readonly DiallingCode[],
): number | null {
  const chosen = current ?? null;
  const wasSuggested = chosen === null || chosen === suggestedDiallingCode(previousRegion, diallingCodes);
  if (!wasSuggested) return chosen;
  return suggestedDiallingCode(nextRegion, diallingCodes) ?? null;
}
