import { isObject, shown } from './json.js';
import type { MessageKeyUse } from './messageKeys.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'badge.json';

const positiveNumbers: readonly (readonly string[])[] = [
  ['sheet', 'pageWidthMm'],
  ['sheet', 'pageHeightMm'],
  ['sheet', 'columns'],
  ['sheet', 'rows'],
  ['badge', 'widthMm'],
  ['badge', 'heightMm'],
  ['name', 'largestPt'],
  ['name', 'smallestPt'],
  ['name', 'maxLines'],
  ['organisationPt'],
  ['regionPt'],
  ['qrMm'],
  ['band', 'heightMm'],
  ['band', 'fontPt'],
];

function at(data: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), data);
}

const number = (data: unknown, ...path: string[]) => {
  const value = at(data, path);
  return typeof value === 'number' ? value : NaN;
};

/**
 * The badges' layout: sizes are positive numbers, the badges fit on the sheet, the name's smallest size is not above
 * its largest, the QR code and the band fit on a badge, colours are #rrggbb.
 */
export function checkBadgeLayout(data: unknown): Problem[] {
  if (!isObject(data)) return [problem(file, '/', 'should be an object with sheet, badge, name, qrMm and band')];
  const problems: Problem[] = [];
  for (const path of positiveNumbers) {
    const value = at(data, path);
    if (typeof value !== 'number' || !(value > 0))
      problems.push(problem(file, pointer(...path), `is ${shown(value)}, and should be a number above 0`));
  }
  for (const path of [
    ['sheet', 'marginMm'],
    ['badge', 'paddingMm'],
  ] as const) {
    const value = at(data, path);
    if (typeof value !== 'number' || value < 0)
      problems.push(problem(file, pointer(...path), `is ${shown(value)}, and should be a number, 0 or more`));
  }
  if (problems.length > 0) return problems;
  const margin = number(data, 'sheet', 'marginMm');
  const across = number(data, 'sheet', 'columns') * number(data, 'badge', 'widthMm') + 2 * margin;
  const down = number(data, 'sheet', 'rows') * number(data, 'badge', 'heightMm') + 2 * margin;
  if (across > number(data, 'sheet', 'pageWidthMm'))
    problems.push(
      problem(file, pointer('sheet', 'columns'), `${across} mm of badges and margins do not fit the page's width`),
    );
  if (down > number(data, 'sheet', 'pageHeightMm'))
    problems.push(
      problem(file, pointer('sheet', 'rows'), `${down} mm of badges and margins do not fit the page's height`),
    );
  if (number(data, 'name', 'smallestPt') > number(data, 'name', 'largestPt'))
    problems.push(problem(file, pointer('name', 'smallestPt'), 'is above largestPt, and should be at most largestPt'));
  const padding = number(data, 'badge', 'paddingMm');
  if (number(data, 'qrMm') + 2 * padding + number(data, 'band', 'heightMm') > number(data, 'badge', 'heightMm'))
    problems.push(problem(file, pointer('qrMm'), 'the QR code, padding and band are taller than the badge'));
  if (number(data, 'qrMm') * 2 + 3 * padding > number(data, 'badge', 'widthMm'))
    problems.push(problem(file, pointer('qrMm'), 'the QR code leaves less than its own width for the name'));
  for (const key of ['colour', 'textColour']) {
    const value = at(data, ['band', key]);
    if (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value))
      problems.push(problem(file, pointer('band', key), `is ${shown(value)}, and should be a colour written #rrggbb`));
  }
  return problems;
}

/** The band's separator, a message key. */
export function badgeKeys(data: unknown): MessageKeyUse[] {
  const key = at(data, ['band', 'separator']);
  return typeof key === 'string' ? [{ file, path: pointer('band', 'separator'), key, role: 'band separator' }] : [];
}
