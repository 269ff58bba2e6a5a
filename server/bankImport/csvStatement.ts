/**
 * Reads the credits of a bank's CSV export with csv-parse, its columns named in schemas/organiser.json
 * (`bankStatementCsv`), since every bank calls them something else.
 */
import { parse } from 'csv-parse/sync';

import type { StatementCredit } from '../../core/rules/bankMatching';
import { isCalendarDay } from './calendarDay';
import { lineKeys } from './entryKeys';
import { StatementError } from './statementError';

/** Which column holds what, and how the bank writes days. */
export interface CsvStatementMapping {
  delimiter: string;
  dateFormat: 'YYYY-MM-DD' | 'DD/MM/YYYY';
  columns: { date: string; amount: string; currency: string; text: string; reference?: string };
}

function dayOf(value: string, format: CsvStatementMapping['dateFormat']): string | undefined {
  const match =
    format === 'YYYY-MM-DD' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = format === 'YYYY-MM-DD' ? match.slice(1) : [match[3], match[2], match[1]];
  const iso = `${year}-${month}-${day}`;
  return isCalendarDay(iso) ? iso : undefined;
}

/** '1,000.00' or '1000' as a number; undefined for anything else. Thousands separators are commas. */
function amountOf(value: string): number | undefined {
  const plain = value.replace(/[\s\u00a0]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d{1,12}(\.\d{1,2})?$/.test(plain) ? Number(plain) : undefined;
}

/** The credits (positive amounts) of the file; throws StatementError naming the line or column that is wrong. */
export function readCsvStatement(content: string, mapping: CsvStatementMapping): StatementCredit[] {
  let records: Record<string, string>[];
  try {
    records = parse(content, {
      columns: true,
      delimiter: mapping.delimiter,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw line ? new StatementError('csvUnreadableAt', { line }) : new StatementError('csvUnreadable');
  }
  const { columns } = mapping;
  const header = records[0] ? Object.keys(records[0]) : [];
  const required = [columns.date, columns.amount, columns.currency, columns.text];
  const missing = required.filter((name) => !header.includes(name));
  if (records.length > 0 && missing.length > 0) {
    const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(', ');
    throw new StatementError('csvColumns', { missing: quoted(missing), expected: quoted(required) });
  }
  const credits: Omit<StatementCredit, 'entryKey'>[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const amount = amountOf(record[columns.amount] ?? '');
    const bookedOn = dayOf(record[columns.date] ?? '', mapping.dateFormat);
    if (amount === undefined) throw new StatementError('amountNotNumber', { line });
    if (!bookedOn) throw new StatementError('dateFormat', { line, format: mapping.dateFormat });
    if (amount <= 0) return;
    credits.push({
      bookedOn,
      amount,
      currency: (record[columns.currency] ?? '').toUpperCase(),
      text: record[columns.text] ?? '',
      bankReference: columns.reference ? (record[columns.reference] ?? '') : '',
    });
  });
  const keys = lineKeys(
    'csv',
    credits.map((credit) =>
      [credit.bookedOn, credit.amount, credit.currency, credit.text, credit.bankReference].join('|'),
    ),
  );
  return credits.map((credit, index) => ({ ...credit, entryKey: keys[index] }));
}
