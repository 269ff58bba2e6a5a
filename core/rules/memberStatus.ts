import type { MemberStatus, Region } from '../model/types';

/** The region chosen by its display name, if any. */
export function findRegion(regions: readonly Region[], regionName: string | undefined): Region | undefined {
  if (!regionName) return undefined;
  return regions.find((region) => region.regionName === regionName);
}

/** Member status derives from the chosen region (spec section 4); none while no region is chosen. */
export function memberStatusOf(region: Region | undefined): MemberStatus | undefined {
  return region?.status;
}

/** The 'Others' regions with no listed authorities take a free-text organisation. */
export function takesFreeTextOrganisation(region: Region | undefined): boolean {
  return region !== undefined && region.authorities.length === 0;
}
