/** The CSV export of the registrations list: every field the store lists, in UTF-8 with a BOM. */
import { stringify } from 'csv-stringify/sync';

import { flatRow } from '../../core/api/flatRow';
import { decimalText } from '../../core/i18n/moneyText';
import { spreadsheetSafe } from '../../core/rules/spreadsheetText';

/** The columns first in the file; every other field the store lists follows in the store's order. */
const leadingColumns = ['reference', 'state'];

function cell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint')
    return spreadsheetSafe(String(value));
  return spreadsheetSafe(JSON.stringify(value) ?? '');
}

/**
 * The money columns and the column naming each one's currency: written as plain decimals with the currency's own
 * decimals ('562.50'), so a spreadsheet reads them as numbers and a sum never mixes currencies unseen.
 */
const moneyColumns: Readonly<Record<string, string>> = {
  feeAmount: 'currency',
  paidAmount: 'paidCurrency',
  'money.expected': 'money.currency',
  'money.received': 'money.currency',
  'money.balanceDue': 'money.currency',
  'money.refundDue': 'money.currency',
  'money.refundPaid': 'money.currency',
  'money.kept': 'money.currency',
};

/** A money cell: a plain decimal in its currency's decimals (the fee's currency when no other is named). */
function moneyCell(row: Record<string, unknown>, column: string): string | number {
  const value = row[column];
  if (typeof value !== 'number') return cell(value);
  const named = row[moneyColumns[column]];
  const currency =
    typeof named === 'string' && named !== '' ? named : typeof row.currency === 'string' ? row.currency : '';
  return decimalText(value, currency);
}

/** The columns of these (flat) rows: the leading ones, then every other key in the order the rows carry them. */
export function csvColumns(rows: readonly object[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [
    ...leadingColumns.filter((key) => keys.has(key)),
    ...[...keys].filter((key) => !leadingColumns.includes(key)),
  ];
}

/**
 * The rows as CSV text with a BOM (spreadsheet programs then read Chinese names as UTF-8). Text cells a spreadsheet
 * could run as a formula (=, +, -, @, a tab or a line break first, also after leading spaces of any script and in
 * compatibility forms such as U+FE66 or U+2212: core/rules/spreadsheetText.ts) get a leading apostrophe (OWASP's
 * CSV-injection advice), so a spreadsheet shows them as text; numbers stay numbers.
 */
export function registrationsCsv(rows: readonly object[]): string {
  const flat = rows.map(flatRow);
  const columns = csvColumns(flat);
  const records = flat.map((row) =>
    columns.map((column) => (column in moneyColumns ? moneyCell(row, column) : cell(row[column]))),
  );
  return stringify(records, { header: true, columns, bom: true });
}
