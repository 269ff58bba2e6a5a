/**
 * A statement that cannot be read: the route answers 422 with this text, and nothing is recorded. The text is keyed
 * (staff.api.statement.*) so the console words it in its own language; `message` is its English.
 */
import type { KeyedText } from '../../core/api/keyedText';
import { englishOf } from '../http/keyedRefusal';
import type { StatementProblem } from './statementTextKeys';

type Values = Readonly<Record<string, string | number>>;

export class StatementError extends Error {
  readonly text: KeyedText;

  constructor(name: StatementProblem, values?: Values) {
    const text = statementText(name, values);
    super(englishOf(text));
    this.name = 'StatementError';
    this.text = text;
  }
}

/** What the import says of a statement, by key. */
export function statementText(name: StatementProblem, values?: Values): KeyedText {
  return { key: `staff.api.statement.${name}`, values };
}
