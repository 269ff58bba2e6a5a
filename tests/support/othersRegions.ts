import { regions } from '../../core/model/regionList';
import type { Region } from '../../core/model/types';

/** The ids of the four 'Others' entries that end the region list, in the order spec section 3 gives them. */
export const othersIds = ['other_pics', 'other_members', 'other_pre_applicants', 'other_partners'] as const;

/** An 'Others' entry as regions.json under test names it and gives its status (its name and status are the event's). */
export function othersRegion(id: (typeof othersIds)[number]): Region {
  const region = regions.find((candidate) => candidate.id === id);
  if (!region) throw new Error(`regions.json has no region ${id}`);
  return region;
}

/** The four 'Others' entries of regions.json under test, in the spec's order. */
export const othersRegions: Region[] = othersIds.map(othersRegion);
