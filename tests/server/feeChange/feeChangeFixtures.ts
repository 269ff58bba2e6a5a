/** Fees and regions for the fee change tests, chosen from schemas/ (fees.json, regions.json) by what they are. */
import { regions } from '../../../core/model/regionList';
import { fees } from '../../../core/model/schemaData';
import type { FeeOption, Region } from '../../../core/model/types';
import { allowedFeeColumns } from '../../../core/rules/fees';
import { authorityLabel } from '../../../core/rules/organisation';
import { periods } from '../../support/eventTimes';
import { regionWithAuthorities } from '../helpers/payload';

/** The first column a region's status opens (its only one in the seminar's fees). */
function columnOf(region: Region): string | undefined {
  return allowedFeeColumns(fees, region.status)[0]?.id;
}

/** The first period's fees of a region's column, cheapest first. */
export function feesOf(region: Region): FeeOption[] {
  const column = columnOf(region);
  return fees.options
    .filter((option) => option.period === periods.first && option.column === column)
    .sort((a, b) => a.price - b.price);
}

/** The region the fixtures register in (it lists authorities), and its cheapest and dearest first-period fees. */
export function memberFees(): { region: Region; cheapest: FeeOption; dearest: FeeOption } {
  const region = regionWithAuthorities();
  const options = feesOf(region);
  const cheapest = options[0];
  const dearest = options.at(-1);
  if (!cheapest || !dearest || cheapest.price === dearest.price) throw new Error('fees.json has one price per column');
  return { region, cheapest, dearest };
}

/** A region with authorities whose column differs from `region`'s, and its first authority's label. */
export function otherColumnRegion(region: Region): { region: Region; organisation: string } {
  const column = columnOf(region);
  const other = regions.find((candidate) => candidate.authorities.length > 0 && columnOf(candidate) !== column);
  const authority = other?.authorities[0];
  if (!other || !authority) throw new Error('regions.json has no region with authorities in another fee column');
  return { region: other, organisation: authorityLabel(authority) };
}
