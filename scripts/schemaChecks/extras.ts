import type { Extra } from '../../core/model/extras.js';
import { fieldTableOf } from '../../core/registration/fieldTable.js';
import { extraServerTextKeys, extraTextKeys } from '../../core/rules/extras.js';
import { isRealDate } from './eventDates.js';
import { isNonEmptyString, isObject, shown } from './json.js';
import type { MessageKeyUse } from './messageKeys.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'extras.json';

/** Ids name the extra's list at /staff/api/lists/<id>.pdf, beside the meetings' attendance list. */
const idPattern = /^[a-z][a-zA-Z0-9]*$/;
const reservedIds = new Set(['attendance']);

/** The enum of the form field that sends a payload key, when it has one. */
function enumOf(form: unknown, field: string | undefined): unknown[] | undefined {
  const properties = isObject(form) && isObject(form.properties) ? form.properties : {};
  const property = field === undefined ? undefined : properties[field];
  return isObject(property) && Array.isArray(property.enum) ? property.enum : undefined;
}

/**
 * The event's extras: none, one or several, each with an id of its own, a question the form asks (a payload key of
 * form.schema.json) with the joining answer among its options, an optional follow-up question the form asks too, and
 * two dates of event.json: its day, on or after the cut-off for changes.
 */
export function checkExtras(data: unknown, form: unknown, event: unknown): Problem[] {
  const list = isObject(data) ? data.extras : undefined;
  if (!Array.isArray(list))
    return [
      problem(file, pointer('extras'), `is ${shown(list)}, and should be a list of the event's extras (may be empty)`),
    ];
  const table = fieldTableOf(isObject(form) ? form : {});
  const dates = isObject(event) && isObject(event.dates) ? event.dates : {};
  const dateNames = Object.keys(dates).join(', ');
  const ids = new Set<unknown>();
  const problems: Problem[] = [];
  list.forEach((extra, index) => {
    const at = (...path: (string | number)[]) => pointer('extras', index, ...path);
    if (!isObject(extra)) {
      problems.push(problem(file, at(), `is ${shown(extra)}, and should be an object`));
      return;
    }
    if (typeof extra.id !== 'string' || !idPattern.test(extra.id) || reservedIds.has(extra.id) || ids.has(extra.id))
      problems.push(
        problem(
          file,
          at('id'),
          `is ${shown(extra.id)}, and should be an id of its own in letters and digits (not "attendance")`,
        ),
      );
    ids.add(extra.id);
    const question = extra.question;
    if (typeof question !== 'string' || !table.entry(question)) {
      problems.push(
        problem(file, at('question'), `is ${shown(question)}, and should be a payload key of form.schema.json`),
      );
    } else {
      const options = enumOf(form, table.entry(question)?.fields[0]);
      if (options && !options.includes(extra.joins))
        problems.push(
          problem(
            file,
            at('joins'),
            `is ${shown(extra.joins)}, and should be one of the question's options (${options.join(', ')})`,
          ),
        );
    }
    if (!isNonEmptyString(extra.joins))
      problems.push(
        problem(file, at('joins'), `is ${shown(extra.joins)}, and should be the answer that means joining`),
      );
    if (extra.followUp !== undefined && (typeof extra.followUp !== 'string' || !table.entry(extra.followUp)))
      problems.push(
        problem(
          file,
          at('followUp'),
          `is ${shown(extra.followUp)}, and should be a payload key of form.schema.json, or left out`,
        ),
      );
    for (const name of ['day', 'changesUntil'] as const)
      if (typeof extra[name] !== 'string' || typeof dates[extra[name]] !== 'string')
        problems.push(
          problem(file, at(name), `is ${shown(extra[name])}, and should name a date of event.json (${dateNames})`),
        );
    const day = dates[extra.day as string];
    const until = dates[extra.changesUntil as string];
    // Delegates change their answer until the cut-off; the caterer needs the numbers before the day.
    if (typeof day === 'string' && typeof until === 'string' && isRealDate(day) && isRealDate(until) && until >= day)
      problems.push(problem(file, at('changesUntil'), `is ${until}, and should be before the extra's day ${day}`));
  });
  return problems;
}

/** Form fields that belong to an extra: delegates change them with the extra's own form, not as a correction. */
export function extraFields(data: unknown, form: unknown): string[] {
  const list = isObject(data) && Array.isArray(data.extras) ? data.extras : [];
  const table = fieldTableOf(isObject(form) ? form : {});
  return list.flatMap((extra) =>
    isObject(extra)
      ? [extra.question, extra.followUp].flatMap((key) =>
          typeof key === 'string' ? (table.entry(key)?.fields ?? []) : [],
        )
      : [],
  );
}

/** The texts of the extras the server writes, each with the values it is given (none). */
export function extraServerKeys(data: unknown): Record<string, readonly string[]> {
  const list = isObject(data) && Array.isArray(data.extras) ? data.extras : [];
  return Object.fromEntries(
    list.flatMap((extra) =>
      isObject(extra) && typeof extra.id === 'string'
        ? extraServerTextKeys({ id: extra.id }).map((key) => [key, []])
        : [],
    ),
  );
}

/** The texts each extra needs (core/rules/extras.ts), asked of every catalogue and counted as used. */
export function extraKeys(data: unknown): MessageKeyUse[] {
  const list = isObject(data) && Array.isArray(data.extras) ? data.extras : [];
  return list.flatMap((extra, index) =>
    isObject(extra) && typeof extra.id === 'string'
      ? extraTextKeys(extra as unknown as Extra).map((key) => ({
          file,
          path: pointer('extras', index, 'id'),
          key,
          role: `text of the extra "${String(extra.id)}"`,
        }))
      : [],
  );
}
