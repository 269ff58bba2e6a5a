/**
 * The statuses a region may have are data: fees.json declares them, each region has one, each column lists those it
 * opens to, and every status opens a column (by the rule the form and the server use, core/rules/fees.ts). A status
 * misspelt anywhere would leave its delegates with no fee to choose, so each is named here with the file and place.
 */
import type { Fees } from '../../core/model/types.js';
import { allowedFeeColumns } from '../../core/rules/fees.js';
import { didYouMean } from './closest.js';
import { isNonEmptyString, isObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

/** The statuses fees.json declares, reporting an entry that is not a unique name. */
export function declaredStatuses(fees: unknown, problems: Problem[] = []): string[] {
  const list = isObject(fees) ? fees.statuses : undefined;
  if (!Array.isArray(list) || list.length === 0) {
    problems.push(
      problem(
        'fees.json',
        pointer('statuses'),
        `is ${shown(list)}, and should list the statuses a region may have, such as ["Member", "Non-member"]`,
      ),
    );
    return [];
  }
  const statuses: string[] = [];
  list.forEach((status, index) => {
    if (!isNonEmptyString(status))
      problems.push(problem('fees.json', pointer('statuses', index), `is ${shown(status)}, and should be a name`));
    else if (statuses.includes(status))
      problems.push(
        problem('fees.json', pointer('statuses', index), `"${status}" is listed twice, and should be listed once`),
      );
    else statuses.push(status);
  });
  return statuses;
}

/** A status named in `file` at `path` must be one fees.json declares. */
function undeclared(file: string, path: string, status: unknown, statuses: readonly string[]): Problem {
  const hint = typeof status === 'string' ? didYouMean(status, statuses) : '';
  return problem(
    file,
    path,
    `status ${shown(status)} is not declared in fees.json /statuses, and should be one of ${statuses.join(', ')}${hint}`,
  );
}

function checkColumns(fees: unknown, statuses: readonly string[], problems: Problem[]): void {
  const columns = isObject(fees) && Array.isArray(fees.columns) ? fees.columns : [];
  columns.forEach((column, index) => {
    if (!isObject(column)) return;
    if (column.otherStatuses !== undefined)
      problems.push(
        problem(
          'fees.json',
          pointer('columns', index, 'otherStatuses'),
          'is no longer read, and should go: list in "statuses" each status this column opens to',
        ),
      );
    const listed = column.statuses;
    if (!Array.isArray(listed)) {
      problems.push(
        problem(
          'fees.json',
          pointer('columns', index, 'statuses'),
          `is ${shown(listed)}, and should list the statuses whose regions may choose this column`,
        ),
      );
      return;
    }
    listed.forEach((status, statusIndex) => {
      if (typeof status !== 'string' || !statuses.includes(status))
        problems.push(undeclared('fees.json', pointer('columns', index, 'statuses', statusIndex), status, statuses));
    });
  });
}

/**
 * Every status is declared once, opens at least one column, and has words on the pages that show it; regions and
 * columns name declared statuses only. Two columns may open to one status: its delegates then choose.
 */
export function checkStatuses(fees: unknown, regions: unknown, english: unknown): Problem[] {
  const problems: Problem[] = [];
  const statuses = declaredStatuses(fees, problems);
  if (statuses.length === 0) return problems;
  if (Array.isArray(regions)) {
    regions.forEach((region, index) => {
      const status = isObject(region) ? region.status : undefined;
      if (typeof status !== 'string' || !statuses.includes(status))
        problems.push(undeclared('regions.json', pointer(index, 'status'), status, statuses));
    });
  }
  checkColumns(fees, statuses, problems);
  const columns = isObject(fees) && Array.isArray(fees.columns) ? fees.columns : [];
  // The form's own rule decides which columns a status opens; only well-formed columns are given to it.
  const readable = columns.filter(
    (column): column is Fees['columns'][number] => isObject(column) && Array.isArray(column.statuses),
  );
  statuses.forEach((status, index) => {
    if (allowedFeeColumns({ columns: readable } as Fees, status).length === 0)
      problems.push(
        problem(
          'fees.json',
          pointer('statuses', index),
          `status "${status}" opens no fee column, and should: list it in the "statuses" of at least one column`,
        ),
      );
    // The console's words for it are the console codes' check (consoleCodes.ts); the delegate's page's are here.
    const key = `delegate.memberStatus.${status}`;
    if (isObject(english) && typeof english[key] !== 'string')
      problems.push(
        problem(
          'messages/en.json',
          pointer(key),
          `"${key}" is missing: the delegate's page shows the status "${status}" and needs words for it in every catalogue`,
        ),
      );
  });
  return problems;
}
