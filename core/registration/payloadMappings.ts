import type { DiallingCode, Region } from '../model/types';
import { findRegion, memberStatusOf } from '../rules/memberStatus';
import type { MappingName } from './payloadDeclaration';

/** The lists a mapping looks values up in. */
export interface PayloadLists {
  regions: readonly Region[];
  diallingCodes: readonly DiallingCode[];
}

/** A received text no entry of its list has. */
export const NOT_LISTED = Symbol('not listed');
/** A key derived from another field, which is no form value of its own. */
export const DERIVED = Symbol('derived');

/** A form value, or NOT_LISTED / DERIVED (symbols, so no form value can be mistaken for them). */
export type Received = unknown;

/** How a field's value becomes the text of its payload key, and what a received text stands for. */
export interface PayloadMapping {
  send(value: unknown, lists: PayloadLists): string;
  /** The form value; undefined for an empty text, which the form leaves undefined too. */
  receive(text: string, lists: PayloadLists): Received;
}

// Typed text is trimmed; list values carry no outer spaces, so they are sent as chosen.
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

const text: PayloadMapping = {
  send: textOf,
  receive: (received) => (received === '' ? undefined : received),
};

/** The dialling entry of a code such as '+852'; the first when several countries share it. */
export function diallingEntryFor(diallingCodes: readonly DiallingCode[], code: string): DiallingCode | undefined {
  return diallingCodes.find((entry) => entry.code === code);
}

/** The mappings a field may name in form.schema.json's `payload`. */
export const payloadMappings: Record<MappingName, PayloadMapping> = {
  text,
  // The pair of organisation fields shares one key: the field the region shows is sent (hiddenFields decides).
  organisation: text,
  // The form holds the entry's id; the payload carries its code ('+852'), empty when none is chosen.
  diallingCode: {
    send: (value, lists) => lists.diallingCodes.find((entry) => entry.id === value)?.code ?? '',
    receive: (received, lists) =>
      received === '' ? undefined : (diallingEntryFor(lists.diallingCodes, received)?.id ?? NOT_LISTED),
  },
  // Derived from the region: never a form value, checked against the region on the server.
  memberStatus: {
    send: (value, lists) =>
      memberStatusOf(findRegion(lists.regions, typeof value === 'string' ? value : undefined)) ?? '',
    receive: () => DERIVED,
  },
};
