/**
 * Which registrations a staff request names when it prints badges or issues certificates: some by reference (what
 * staff read off a badge, a letter or an e-mail), those the registrations list's filters find, or everyone.
 */
import type { Fees } from '../../core/model/types';
import type { RegistrationListing } from '../store/Store';
import { BadListQuery, filterRegistrations, type ListQuery, parseListQuery } from './registrationList';

export type RegistrationSelection =
  { kind: 'everyone' } | { kind: 'references'; references: string[] } | { kind: 'filter'; query: ListQuery };

/** The list's filters a selection takes (the list's sort and paging mean nothing here). */
export const selectionFilterKeys = ['q', 'state', 'paymentMethod', 'feePeriod', 'feeColumn'] as const;

/** A reference as the event writes them ('PICS2025-0007'); anything longer or stranger is not one. */
const referencePattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
const maxReferences = 1000;

/** Reads `references` ("A-1, A-2" or one per line), else the list's filters, else everyone; throws BadListQuery. */
export function selectionOf(raw: Record<string, unknown>, fees: Fees): RegistrationSelection {
  const references = raw.references;
  if (references !== undefined && !(typeof references === 'string' && references.trim() === '')) {
    const parts = typeof references === 'string' ? references.trim().split(/[\s,;]+/) : [];
    if (parts.length === 0 || parts.length > maxReferences || parts.some((part) => !referencePattern.test(part)))
      throw new BadListQuery('references');
    return { kind: 'references', references: [...new Set(parts.map((part) => part.toUpperCase()))] };
  }
  const filters = Object.fromEntries(
    selectionFilterKeys.filter((key) => raw[key] !== undefined && raw[key] !== '').map((key) => [key, raw[key]]),
  );
  if (Object.keys(filters).length === 0) return { kind: 'everyone' };
  return { kind: 'filter', query: parseListQuery(filters, fees) };
}

export interface SelectionSources {
  listRegistrations(): Promise<RegistrationListing[]>;
  registrationIdOf(reference: string): Promise<number | undefined>;
}

/** The ids a selection names (undefined: everyone), and the references that name no registration. */
export async function selectedIds(
  selection: RegistrationSelection,
  sources: SelectionSources,
  fees: Fees,
): Promise<{ ids: Set<number> | undefined; unknown: string[] }> {
  if (selection.kind === 'everyone') return { ids: undefined, unknown: [] };
  if (selection.kind === 'filter') {
    const rows = filterRegistrations(await sources.listRegistrations(), selection.query, fees);
    return { ids: new Set(rows.map((row) => row.id)), unknown: [] };
  }
  const ids = new Set<number>();
  const unknown: string[] = [];
  for (const reference of selection.references) {
    const id = await sources.registrationIdOf(reference);
    if (id === undefined) unknown.push(reference);
    else ids.add(id);
  }
  return { ids, unknown };
}
