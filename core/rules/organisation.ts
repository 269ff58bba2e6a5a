import type { Authority, Region } from '../model/types';
import { takesFreeTextOrganisation } from './memberStatus';
import { searchFold } from './searchText';

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

/**
 * The organisation a delegate means by what they type on its list: the authority whose acronym begins with it ('AGES'
 * finds the Austrian Agency for Health and Food Safety), else whose official name does. Folded as searches are, so
 * case, accents and spaces do not matter. Undefined when none does, or nothing was typed.
 */
export function organisationTyped(authorities: readonly Authority[], typed: string): string | undefined {
  const folded = searchFold(typed);
  if (folded === '') return undefined;
  const found =
    authorities.find((authority) => authority.acronym && searchFold(authority.acronym).startsWith(folded)) ??
    authorities.find((authority) => searchFold(authority.name).startsWith(folded));
  return found && authorityLabel(found);
}
