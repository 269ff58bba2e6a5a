/** One bank statement file, camt.053 XML or CSV, told apart by its content rather than its name. */
import type { StatementCredit } from '../../core/rules/bankMatching';
import { readCamt053 } from './camt053';
import { type CsvStatementMapping, readCsvStatement } from './csvStatement';
import { StatementError } from './statementError';

/** The largest statement read: a year of a busy account's camt.053 is far smaller. */
export const maxStatementCharacters = 5_000_000;

/** The credits of a statement; throws StatementError with what to do when it cannot be read. */
export function readStatement(content: string, mapping: CsvStatementMapping): StatementCredit[] {
  if (content.length > maxStatementCharacters)
    throw new StatementError(
      'The file is too large for a bank statement (at most 5 MB). Please export one month at a time.',
    );
  const body = content.replace(/^\ufeff/, '').trimStart();
  if (body === '') throw new StatementError('The file is empty.');
  if (body.startsWith('<')) return readCamt053(body);
  if (/^:20:|^\{1:/.test(body))
    throw new StatementError('This is an MT940 statement; please export camt.053 (XML) or CSV from the bank instead.');
  return readCsvStatement(body, mapping);
}
