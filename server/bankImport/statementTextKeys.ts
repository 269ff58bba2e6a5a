/**
 * The staff.api.statement.* keys of what the import says of a statement that cannot be read. Kept apart from the
 * error itself: the build's catalogue plugin reads this table, and must not load the catalogues to do it.
 */
import { textKeysUnder } from '../../core/api/keyedText';

/** Every way a statement can fail to be read, and the values its text fills (check:schemas checks both). */
const problems = {
  noFile: [],
  tooLarge: [],
  brokenText: [],
  empty: [],
  mt940: [],
  unreadable: ['detail'],
  doctype: [],
  tooDeep: ['max'],
  notWellFormed: ['line', 'detail'],
  notCamt: [],
  creditIncomplete: [],
  notCalendarDay: ['day'],
  csvUnreadable: [],
  csvUnreadableAt: ['line'],
  csvColumns: ['missing', 'expected'],
  amountNotNumber: ['line'],
  dateFormat: ['line', 'format'],
} as const satisfies Record<string, readonly string[]>;

export type StatementProblem = keyof typeof problems;

export const statementTextKeys = textKeysUnder('staff.api.statement.', problems);
