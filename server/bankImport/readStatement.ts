/** One bank statement file, camt.053 XML or CSV, told apart by its content rather than its name. */
import type { StatementCredit } from '../../core/rules/bankMatching';
import { isStorableText } from '../db/storableText';
import { readCamt053 } from './camt053';
import { type CsvStatementMapping, readCsvStatement } from './csvStatement';
import { StatementError } from './statementError';

/** The largest statement read: a year of a busy account's camt.053 is far smaller. */
export const maxStatementCharacters = 5_000_000;

/**
 * The credits of a statement; throws StatementError with what to do when it cannot be read. Every credit is read and
 * checked before the route writes anything, so a statement is imported whole or not at all.
 */
export function readStatement(content: string, mapping: CsvStatementMapping): StatementCredit[] {
  try {
    return readAny(content, mapping);
  } catch (error) {
    if (error instanceof StatementError) throw error;
    // Reading is pure: whatever a parser throws is about the file, so it is the uploader's to fix, never a 5xx.
    throw new StatementError('unreadable', {
      detail: error instanceof Error ? error.message.slice(0, 200) : 'unreadable',
    });
  }
}

function readAny(content: string, mapping: CsvStatementMapping): StatementCredit[] {
  if (content.length > maxStatementCharacters) throw new StatementError('tooLarge');
  // The database keeps text exactly or not at all: a NUL or half a UTF-16 pair would fail the import half-way.
  if (!isStorableText(content)) throw new StatementError('brokenText');
  const body = content.replace(/^\ufeff/, '').trimStart();
  if (body === '') throw new StatementError('empty');
  if (body.startsWith('<')) return readCamt053(body);
  if (/^:20:|^\{1:/.test(body)) throw new StatementError('mt940');
  return readCsvStatement(body, mapping);
}
