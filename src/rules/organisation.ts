import type { Authority, Region } from '../model/types';
import { takesFreeTextOrganisation } from './memberStatus';

/** 'name (acronym)', or the name alone when there is no acronym (spec section 3). */
export function authorityLabel(authority: Authority): string {
  return authority.acronym ? `${authority.name} (${authority.acronym})` : authority.name;
}

/** The organisation options of a region: value and text are both the label, as the payload sends it. */
export function organisationOptions(region: Region | undefined): string[] {
  return region ? region.authorities.map(authorityLabel) : [];
}

/** How a region takes the organisation: chosen from its authorities, typed, or not at all before a region is chosen. */
export function organisationMode(region: Region | undefined): 'select' | 'input' | undefined {
  if (!region) return undefined;
  return takesFreeTextOrganisation(region) ? 'input' : 'select';
}
