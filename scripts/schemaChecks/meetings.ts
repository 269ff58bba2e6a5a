import { isNonEmptyString, isObject, shown } from './json.js';
import type { MessageKeyUse } from './messageKeys.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'meetings.json';

/**
 * The meetings the door checks delegates in to: ids unique, a name (a message key), first and last day naming dates
 * of event.json in order, fee rows that fees.json has; each fee row attends at least one meeting.
 */
export function checkMeetings(data: unknown, event: unknown, fees: unknown): Problem[] {
  const list = isObject(data) ? data.meetings : undefined;
  if (!Array.isArray(list) || list.length === 0)
    return [problem(file, pointer('meetings'), `is ${shown(list)}, and should be a list of the event's meetings`)];
  const dates = isObject(event) && isObject(event.dates) ? event.dates : {};
  // An unreadable fees.json is reported on its own; checking rows against it would only repeat that problem.
  const rows =
    isObject(fees) && Array.isArray(fees.rows)
      ? fees.rows.map((row) => (isObject(row) ? row.id : undefined))
      : undefined;
  const problems: Problem[] = [];
  for (const [list, what] of [
    ['dateLines', "the event's date lines"],
    ['attendanceNotes', 'the notes on who attends what (may be empty)'],
  ] as const) {
    const keys = isObject(data) ? data[list] : undefined;
    if (!Array.isArray(keys) || !keys.every(isNonEmptyString))
      problems.push(problem(file, pointer(list), `is ${shown(keys)}, and should be a list of message keys: ${what}`));
  }
  const ids = new Set<unknown>();
  const covered = new Set<unknown>();
  list.forEach((meeting, index) => {
    if (!isObject(meeting)) {
      problems.push(problem(file, pointer('meetings', index), `is ${shown(meeting)}, and should be an object`));
      return;
    }
    if (!isNonEmptyString(meeting.id) || ids.has(meeting.id))
      problems.push(
        problem(file, pointer('meetings', index, 'id'), `is ${shown(meeting.id)}, and should be an id of its own`),
      );
    ids.add(meeting.id);
    if (!isNonEmptyString(meeting.label))
      problems.push(
        problem(file, pointer('meetings', index, 'label'), `is ${shown(meeting.label)}, and should be a message key`),
      );
    for (const end of ['firstDay', 'lastDay'] as const) {
      const name = meeting[end];
      if (typeof name !== 'string' || typeof dates[name] !== 'string')
        problems.push(
          problem(
            file,
            pointer('meetings', index, end),
            `is ${shown(name)}, and should name a date of event.json (${Object.keys(dates).join(', ')})`,
          ),
        );
    }
    const first = dates[meeting.firstDay as string];
    const last = dates[meeting.lastDay as string];
    if (typeof first === 'string' && typeof last === 'string' && last < first)
      problems.push(problem(file, pointer('meetings', index, 'lastDay'), `is ${last}, before the first day ${first}`));
    if (!Array.isArray(meeting.feeRows) || meeting.feeRows.length === 0) {
      problems.push(
        problem(file, pointer('meetings', index, 'feeRows'), `is ${shown(meeting.feeRows)}, and should list fee rows`),
      );
    } else {
      meeting.feeRows.forEach((row, rowIndex) => {
        covered.add(row);
        if (rows && !rows.includes(row))
          problems.push(
            problem(
              file,
              pointer('meetings', index, 'feeRows', rowIndex),
              `is ${shown(row)}, and should be a row id of fees.json`,
            ),
          );
      });
    }
  });
  for (const row of (rows ?? []).filter((id) => !covered.has(id)))
    problems.push(problem(file, pointer('meetings'), `no meeting lists the fee row ${shown(row)} of fees.json`));
  return problems;
}

/** The meetings' names in meetings.json, checked like any label and counted as used. */
export function meetingKeys(data: unknown): MessageKeyUse[] {
  const list = isObject(data) && Array.isArray(data.meetings) ? data.meetings : [];
  const lines = (name: 'dateLines' | 'attendanceNotes', role: string): MessageKeyUse[] => {
    const keys = isObject(data) && Array.isArray(data[name]) ? data[name] : [];
    return keys.flatMap((key, index) =>
      isNonEmptyString(key) ? [{ file, path: pointer(name, index), key, role }] : [],
    );
  };
  return [
    ...lines('dateLines', 'date line'),
    ...lines('attendanceNotes', 'attendance note'),
    ...list.flatMap((meeting, index) =>
      isObject(meeting) && isNonEmptyString(meeting.label)
        ? [{ file, path: pointer('meetings', index, 'label'), key: meeting.label, role: 'meeting label' }]
        : [],
    ),
  ];
}
