import { didYouMean } from './closest.js';
import { isNonEmptyString, isObject, type JsonObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'fees.json';

interface Axis {
  name: 'periods' | 'rows' | 'columns';
  ids: string[];
}

/** The ids of periods, rows or columns, reporting entries without a unique id. */
function readAxis(fees: JsonObject, name: Axis['name'], labelKey: string, problems: Problem[]): Axis {
  const list = fees[name];
  const ids: string[] = [];
  if (!Array.isArray(list) || list.length === 0) {
    problems.push(
      problem(file, pointer(name), `is ${shown(list)}, and should be a non-empty list of {"id", "${labelKey}"}`),
    );
    return { name, ids };
  }
  list.forEach((entry, index) => {
    const id = isObject(entry) ? entry.id : undefined;
    if (!isNonEmptyString(id))
      problems.push(problem(file, pointer(name, index, 'id'), `is ${shown(id)}, and should be a short id`));
    else if (ids.includes(id))
      problems.push(
        problem(file, pointer(name, index, 'id'), `"${id}" is used twice in ${name}, and should be unique`),
      );
    else ids.push(id);
    if (!isObject(entry) || !isNonEmptyString(entry[labelKey])) {
      problems.push(
        problem(
          file,
          pointer(name, index, labelKey),
          `is ${shown(isObject(entry) ? entry[labelKey] : undefined)}, and should be a message key`,
        ),
      );
    }
  });
  return { name, ids };
}

/**
 * One period or more, in order: each but the last ends on a date of event.json (`lastDay` names it), later than the
 * period before and no later than registration's closing day; the last may leave it out and then runs until then.
 */
function checkPeriodDays(fees: JsonObject, event: unknown, problems: Problem[]): void {
  const periods = Array.isArray(fees.periods) ? fees.periods : [];
  if (periods.length === 0) {
    problems.push(problem(file, pointer('periods'), 'is empty, and should list at least one fee period'));
    return;
  }
  const dates = isObject(event) && isObject(event.dates) ? event.dates : {};
  const closes = typeof dates.registrationCloses === 'string' ? dates.registrationCloses : undefined;
  let previous: string | undefined;
  periods.forEach((period, index) => {
    if (!isObject(period)) return;
    const name = period.lastDay;
    const last = index === periods.length - 1;
    if (name === undefined && last) return;
    const day = typeof name === 'string' ? dates[name] : undefined;
    if (typeof day !== 'string') {
      const names = Object.keys(dates).join(', ');
      problems.push(
        problem(
          file,
          pointer('periods', index, 'lastDay'),
          `is ${shown(name)}, and should name the date of event.json that is this period's last day (${names})`,
        ),
      );
      return;
    }
    if (closes !== undefined && day > closes)
      problems.push(
        problem(
          file,
          pointer('periods', index, 'lastDay'),
          `is ${shown(name)} (${day}), after registration closes (${closes}): the period would end after the event's registration`,
        ),
      );
    if (previous !== undefined && day <= previous)
      problems.push(
        problem(
          file,
          pointer('periods', index, 'lastDay'),
          `is ${shown(name)} (${day}), and should be later than the last day of the period before (${previous})`,
        ),
      );
    previous = day;
  });
}

function checkOptions(fees: JsonObject, axes: Axis[], problems: Problem[]): void {
  const options = fees.options;
  if (!Array.isArray(options)) {
    problems.push(problem(file, pointer('options'), `is ${shown(options)}, and should be the list of fee options`));
    return;
  }
  const currency = isNonEmptyString(fees.currency) ? fees.currency : 'USD';
  const codes = new Map<string, number>();
  const cells = new Map<string, number>();
  options.forEach((option, index) => {
    if (!isObject(option)) {
      problems.push(
        problem(
          file,
          pointer('options', index),
          `is ${shown(option)}, and should be {"value", "period", "row", "column", "price"}`,
        ),
      );
      return;
    }
    const value = option.value;
    if (!isNonEmptyString(value)) {
      problems.push(
        problem(
          file,
          pointer('options', index, 'value'),
          `is ${shown(value)}, and should be a fee code such as "cm_member_early"`,
        ),
      );
    } else if (codes.has(value)) {
      problems.push(
        problem(
          file,
          pointer('options', index, 'value'),
          `fee code "${value}" is also used by /options/${codes.get(value)}, and each code should be used once`,
        ),
      );
    } else {
      codes.set(value, index);
    }
    const price = option.price;
    if (price === undefined) {
      problems.push(
        problem(
          file,
          pointer('options', index, 'price'),
          `price is missing, and should be a positive number of ${currency}`,
        ),
      );
    } else if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) {
      problems.push(
        problem(
          file,
          pointer('options', index, 'price'),
          `price is ${shown(price)}, and should be a positive number of ${currency}`,
        ),
      );
    }
    const place = { periods: option.period, rows: option.row, columns: option.column };
    const keys = { periods: 'period', rows: 'row', columns: 'column' } as const;
    let placeable = true;
    for (const axis of axes) {
      const id = place[axis.name];
      if (typeof id !== 'string' || !axis.ids.includes(id)) {
        placeable = false;
        problems.push(
          problem(
            file,
            pointer('options', index, keys[axis.name]),
            `${keys[axis.name]} ${shown(id)} does not exist, and should be one of the ids in ${axis.name}: ${axis.ids.join(', ')}${typeof id === 'string' ? didYouMean(id, axis.ids) : ''}`,
          ),
        );
      }
    }
    if (!placeable) return;
    const cell = `period "${String(option.period)}", row "${String(option.row)}", column "${String(option.column)}"`;
    const taken = cells.get(cell);
    if (taken !== undefined) {
      problems.push(
        problem(
          file,
          pointer('options', index),
          `is in the same grid cell as /options/${taken} (${cell}), and each cell should hold exactly one option`,
        ),
      );
    } else {
      cells.set(cell, index);
    }
  });
  const [periods, rows, columns] = axes;
  for (const period of periods.ids) {
    for (const row of rows.ids) {
      for (const column of columns.ids) {
        const cell = `period "${period}", row "${row}", column "${column}"`;
        if (!cells.has(cell))
          problems.push(
            problem(
              file,
              pointer('options'),
              `no option is in the grid cell ${cell}, and each cell should hold exactly one option`,
            ),
          );
      }
    }
  }
}

/** Fee codes are unique, priced, and fill the period × row × column grid exactly once; statuses are statuses.ts's. */
export function checkFees(fees: unknown, event?: unknown): Problem[] {
  if (!isObject(fees))
    return [problem(file, '/', 'should be an object with currency, periods, rows, columns and options')];
  const problems: Problem[] = [];
  if (!isNonEmptyString(fees.currency))
    problems.push(
      problem(file, pointer('currency'), `is ${shown(fees.currency)}, and should be a currency code such as "USD"`),
    );
  const axes = [
    readAxis(fees, 'periods', 'legend', problems),
    readAxis(fees, 'rows', 'label', problems),
    readAxis(fees, 'columns', 'label', problems),
  ];
  checkPeriodDays(fees, event, problems);
  checkOptions(fees, axes, problems);
  return problems;
}
