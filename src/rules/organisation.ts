import type { Authority, Region } from '../model/types';

/** 'name (acronym)', or the name alone when there is no acronym (spec section 3). */
export function authorityLabel(authority: Authority): string {
  return authority.acronym ? `${authority.name} (${authority.acronym})` : authority.name;
}

/** The organisation options of a region: value and text are both the label, as the payload sends it. */
export function organisationOptions(region: Region | undefined): string[] {
  return region ? region.authorities.map(authorityLabel) : [];
}
