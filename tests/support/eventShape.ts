/**
 * The statuses, fee columns, regions and meetings of the schemas under test, found by what they do rather than by the
 * seminar's names: "the first column and a region that opens it" instead of 'Members' and 'Member', "the first
 * meeting" instead of 'committee'. A test written with these passes on any event check:schemas accepts, the renamed
 * copy of tests/schemas/helpers/renamedEvent.ts included.
 */
import type { Locale } from '../../core/i18n/locales';
import { diallingCodes } from '../../core/model/diallingCodes';
import { type Meeting, meetings } from '../../core/model/meetings';
import { regions } from '../../core/model/regionList';
import { fees } from '../../core/model/schemaData';
import type { DiallingCode, MemberStatus, Region } from '../../core/model/types';
import { allowedFeeColumns } from '../../core/rules/fees';
import { takesFreeTextOrganisation } from '../../core/rules/memberStatus';

/** The id of the fee column at `index` in the grid's order, counted from the end when negative (-1: the last). */
export function columnAt(index: number): string {
  const column = fees.columns.at(index);
  if (!column) throw new Error(`fees.json has no column at ${index}`);
  return column.id;
}

/** The id of the fee row at `index` in the grid's order, counted from the end when negative (-1: the last). */
export function rowAt(index: number): string {
  const row = fees.rows.at(index);
  if (!row) throw new Error(`fees.json has no row at ${index}`);
  return row.id;
}

/** The statuses fees.json lists under `column` (for the seminar's first column, 'Member' and 'Applicant'). */
export function statusesOpening(column: string): MemberStatus[] {
  return fees.columns.find((candidate) => candidate.id === column)?.statuses ?? [];
}

/** The first status fees.json lists under `column` (for the seminar's first column, 'Member'). */
export function statusOpening(column: string): MemberStatus {
  const status = fees.columns.find((candidate) => candidate.id === column)?.statuses[0];
  if (!status) throw new Error(`fees.json has no column ${column} with a status`);
  return status;
}

/** The first column a status opens. */
export function columnOpenedBy(status: MemberStatus): string {
  const column = allowedFeeColumns(fees, status)[0];
  if (!column) throw new Error(`fees.json opens no column to ${status}`);
  return column.id;
}

/** A status that does not open `column`. */
export function statusOutside(column: string): MemberStatus {
  const status = fees.statuses.find((candidate) => !allowedFeeColumns(fees, candidate).some((c) => c.id === column));
  if (!status) throw new Error(`every status of fees.json opens ${column}`);
  return status;
}

/** The first region whose status opens `column`; with `withAuthorities`, one whose organisation is chosen from a list. */
export function regionOpening(column: string, withAuthorities = false): Region {
  const region = regions.find(
    (candidate) =>
      allowedFeeColumns(fees, candidate.status).some((open) => open.id === column) &&
      (!withAuthorities || candidate.authorities.length > 0),
  );
  if (!region)
    throw new Error(`regions.json has no region opening ${column}${withAuthorities ? ' with authorities' : ''}`);
  return region;
}

/** The first region of the first column whose organisation is chosen from a list (the seminar's Argentina). */
export function listedRegion(): Region {
  return regionOpening(columnAt(0), true);
}

/** The first region whose organisation is typed in (a region of the form's free-text rule). */
export function freeTextRegion(): Region {
  const region = regions.find((candidate) => takesFreeTextOrganisation(candidate));
  if (!region) throw new Error('regions.json has no region that takes a typed organisation');
  return region;
}

/** The meeting at `index` in meetings.json (0: the seminar's committee meeting), with its id and label's key. */
export function meetingAt(index: number): Meeting {
  const meeting = meetings.at(index);
  if (!meeting) throw new Error(`meetings.json has no meeting at ${index}`);
  return meeting;
}

/** A region's name as the form writes it in `locale`: its English name, else its `name-<locale>` of regions.json. */
export function regionNameIn(region: Region, locale: Locale = 'en'): string {
  return locale === 'en' ? region.regionName : (region[`name-${locale}`] ?? region.regionName);
}

/**
 * The dialling entry a region suggests (spec section 3): the one of its ISO 3166 code, the region's id; the first of
 * the list for a region with none, which a delegate then picks by hand.
 */
export function diallingOf(region: Region): DiallingCode {
  const own = diallingCodes.find((entry) => entry.alpha2 === region.id.toUpperCase());
  const entry = own ?? diallingCodes[0];
  if (!entry) throw new Error('dialling-codes.json is empty');
  return entry;
}
