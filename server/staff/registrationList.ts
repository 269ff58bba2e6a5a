/**
 * The console's registrations list: search, filters, sort and paging over the store's listing, and the counts at the
 * top. The event has hundreds of registrations, not millions: one read of the listing, then plain code, keeps every
 * field the store lists (staff-added ones too) searchable without SQL per column.
 */
import type { ListCounts } from '../../core/api/staffTypes';
import { type RegistrationState, registrationStates } from '../../core/lifecycle/lifecycle';
import { isComing } from '../../core/lifecycle/registrationState';
import { extras } from '../../core/model/extras';
import type { Fees } from '../../core/model/types';
import { followUpAnswer, joinsExtra } from '../../core/rules/extras';
import { findFee } from '../../core/rules/fees';
import { type MoneyFigures, moneyFigures, moneyTotals } from '../../core/rules/money';
import { nameWithoutTitle } from '../../core/rules/personName';
import { searchMatches } from '../../core/rules/searchText';
import type { RegistrationListing } from '../store/Store';
import { answersOf } from '../store/storedFields';

export const sortKeys = [
  'reference',
  'name',
  'organisation',
  'region',
  'feeCategory',
  'amount',
  'paymentMethod',
  'state',
  'created',
] as const;
export type SortKey = (typeof sortKeys)[number];

/** What the list asks for; every part optional but sort, direction and paging. */
export interface ListQuery {
  search: string;
  state?: RegistrationState;
  paymentMethod?: 'bank' | 'online';
  feePeriod?: string;
  feeColumn?: string;
  sort: SortKey;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const maxPageSize = 200;

export interface ListPage {
  rows: RegistrationListing[];
  total: number;
  page: number;
  pageSize: number;
  counts: ListCounts;
}

/** A query parameter that cannot be used; the route answers 400 with its name. */
export class BadListQuery extends Error {
  constructor(readonly parameter: string) {
    super(`bad ${parameter}`);
    this.name = 'BadListQuery';
  }
}

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw new BadListQuery(name);
  return value as T;
}

function wholeNumber(name: string, value: unknown, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > max) throw new BadListQuery(name);
  return number;
}

/** Reads the query string of GET /staff/api/registrations (and the CSV export); throws BadListQuery. */
export function parseListQuery(raw: Record<string, unknown>, fees: Fees): ListQuery {
  const search = raw.q === undefined ? '' : raw.q;
  if (typeof search !== 'string' || search.length > 200) throw new BadListQuery('q');
  return {
    search: search.trim(),
    state: oneOf('state', raw.state, registrationStates),
    paymentMethod: oneOf('paymentMethod', raw.paymentMethod, ['bank', 'online'] as const),
    feePeriod: oneOf(
      'feePeriod',
      raw.feePeriod,
      fees.periods.map((period) => period.id),
    ),
    feeColumn: oneOf(
      'feeColumn',
      raw.feeColumn,
      fees.columns.map((column) => column.id),
    ),
    sort: oneOf('sort', raw.sort, sortKeys) ?? 'created',
    direction: oneOf('direction', raw.direction, ['asc', 'desc'] as const) ?? 'desc',
    page: wholeNumber('page', raw.page, 1, 100_000),
    pageSize: wholeNumber('pageSize', raw.pageSize, 50, maxPageSize),
  };
}

/** "Given Family", as the list shows a name. */
export function displayName(row: RegistrationListing): string {
  return `${row.givenName} ${row.familyName}`.trim();
}

/** Whether a registration still counts towards the fees expected and the dinner. */
export function stillCounts(state: RegistrationState): boolean {
  return isComing(state);
}

/** Accents, case, full-width forms and spaces are forgiven (core/rules/searchText.ts): `Muller` finds `Müller`. */
function matchesSearch(row: RegistrationListing, search: string): boolean {
  if (search === '') return true;
  return searchMatches(search, [
    displayName(row),
    `${row.familyName} ${row.givenName}`,
    nameWithoutTitle(row),
    row.email,
    row.organizationName,
    row.reference ?? '',
  ]);
}

/** The registrations matching the search and filters, unsorted. */
export function filterRegistrations(
  rows: readonly RegistrationListing[],
  query: ListQuery,
  fees: Fees,
): RegistrationListing[] {
  return rows.filter(
    (row) =>
      matchesSearch(row, query.search) &&
      (query.state === undefined || row.state === query.state) &&
      (query.paymentMethod === undefined || row.paymentMethod === query.paymentMethod) &&
      (query.feePeriod === undefined || row.feePeriod === query.feePeriod) &&
      (query.feeColumn === undefined || findFee(fees, row.feeCategory)?.column === query.feeColumn),
  );
}

const sortValue: Record<SortKey, (row: RegistrationListing) => string | number> = {
  reference: (row) => row.reference ?? '',
  name: (row) => `${row.familyName} ${row.givenName}`.toLocaleLowerCase(),
  organisation: (row) => row.organizationName.toLocaleLowerCase(),
  region: (row) => row.region.toLocaleLowerCase(),
  feeCategory: (row) => row.feeCategory,
  amount: (row) => row.feeAmount,
  paymentMethod: (row) => row.paymentMethod,
  state: (row) => row.state,
  created: (row) => row.createdAt.getTime(),
};

/** Sorted by the query's column, ties broken by id so paging never repeats or skips a row. */
export function sortRegistrations(
  rows: RegistrationListing[],
  sort: SortKey,
  direction: 'asc' | 'desc',
): RegistrationListing[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = sortValue[sort];
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return order !== 0 ? order * sign : (a.id - b.id) * sign;
  });
}

function add(record: Record<string, number>, key: string, amount = 1): void {
  record[key] = (record[key] ?? 0) + amount;
}

/** The figures at the top of the list. */
export function countRegistrations(rows: readonly (RegistrationListing & { money?: MoneyFigures })[]): ListCounts {
  const counts: ListCounts = {
    total: rows.length,
    byState: {},
    byFeeCategory: {},
    expected: {},
    received: {},
    extras: Object.fromEntries(extras.map((extra) => [extra.id, { guests: 0, followUps: {} }])),
    money: moneyTotals([]),
    complimentary: { count: 0, waived: {} },
  };
  for (const state of registrationStates) counts.byState[state] = 0;
  // Money by the rule of core/rules/money.ts: a cancellation keeps what was received and makes part of it due back.
  const money = moneyTotals(rows.map((row) => row.money ?? moneyFigures(row)));
  counts.money = money;
  counts.expected = money.expected;
  counts.received = money.received;
  for (const row of rows) {
    add(counts.byState, row.state);
    add(counts.byFeeCategory, row.feeCategory);
    // A guest cancelled later no longer counts as one: the waiver stays in the ledger, the guest is not coming.
    if (row.feeWaivedAmount != null && row.state !== 'cancelled') {
      counts.complimentary.count += 1;
      add(counts.complimentary.waived, row.currency, row.feeWaivedAmount);
    }
    if (!stillCounts(row.state)) continue;
    const answerOf = answersOf(row);
    for (const extra of extras) {
      if (!joinsExtra(extra, answerOf)) continue;
      const count = counts.extras[extra.id];
      count.guests += 1;
      if (extra.followUp !== undefined) add(count.followUps, followUpAnswer(extra, answerOf));
    }
  }
  return counts;
}

/** One page of the list, with the counts over everything that matched. */
export function listPage(rows: readonly RegistrationListing[], query: ListQuery, fees: Fees): ListPage {
  const matched = sortRegistrations(filterRegistrations(rows, query, fees), query.sort, query.direction);
  const start = (query.page - 1) * query.pageSize;
  return {
    rows: matched.slice(start, start + query.pageSize),
    total: matched.length,
    page: query.page,
    pageSize: query.pageSize,
    counts: countRegistrations(matched),
  };
}
