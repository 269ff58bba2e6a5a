/** A list as CSV: UTF-8 with a BOM, each text cell kept from running as a spreadsheet formula. */
import { stringify } from 'csv-stringify/sync';

import { spreadsheetSafe } from '../../core/rules/spreadsheetText';

/**
 * The header and rows as CSV text with a BOM (spreadsheet programs then read Chinese names as UTF-8). A text a
 * spreadsheet could run as a formula gets a leading apostrophe, as the registrations export does
 * (core/rules/spreadsheetText.ts); numbers stay numbers.
 */
export function listCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => (typeof value === 'number' ? value : spreadsheetSafe(value));
  return stringify(
    rows.map((row) => row.map(cell)),
    { header: true, columns: header.map(cell).map(String), bom: true },
  );
}
