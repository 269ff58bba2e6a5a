import { isNonEmptyString, isObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'dialling-codes.json';

/** Dialling entries have unique numeric ids and codes written '+digits'. */
export function checkDiallingCodes(entries: unknown): Problem[] {
  if (!Array.isArray(entries))
    return [problem(file, '/', `is ${shown(entries)}, and should be a list of dialling codes`)];
  const problems: Problem[] = [];
  const ids = new Map<number, number>();
  entries.forEach((entry, index) => {
    if (!isObject(entry)) {
      problems.push(
        problem(
          file,
          pointer(index),
          `is ${shown(entry)}, and should be {"id", "name", "code", "alpha2", "flag", ...}`,
        ),
      );
      return;
    }
    const id = entry.id;
    if (typeof id !== 'number' || !Number.isInteger(id)) {
      problems.push(problem(file, pointer(index, 'id'), `id is ${shown(id)}, and should be a whole number`));
    } else if (ids.has(id)) {
      problems.push(
        problem(file, pointer(index, 'id'), `id ${id} is also used by /${ids.get(id)}, and each id should be unique`),
      );
    } else {
      ids.set(id, index);
    }
    if (typeof entry.code !== 'string' || !/^\+[0-9]+$/.test(entry.code)) {
      problems.push(
        problem(
          file,
          pointer(index, 'code'),
          `code is ${shown(entry.code)}, and should be '+' followed by digits, such as "+852"`,
        ),
      );
    }
    if (!isNonEmptyString(entry.name)) {
      problems.push(
        problem(file, pointer(index, 'name'), `name is ${shown(entry.name)}, and should be the English country name`),
      );
    }
  });
  return problems;
}

/**
 * The form's two lists name a place alike: a dialling entry of a region the region list holds (its id the entry's
 * alpha-2 code) carries that region's English name and its name in each language the list gives, which
 * `npm run gen:dialling-codes` copies over.
 */
export function checkDiallingNames(entries: unknown, regions: unknown): Problem[] {
  if (!Array.isArray(entries) || !Array.isArray(regions)) return [];
  const problems: Problem[] = [];
  entries.forEach((entry, index) => {
    if (!isObject(entry) || typeof entry.alpha2 !== 'string') return;
    const alpha2 = entry.alpha2.toLowerCase();
    const region: unknown = regions.find((candidate) => isObject(candidate) && candidate.id === alpha2);
    if (!isObject(region)) return;
    const names: [entryKey: string, name: unknown][] = [
      ['name', region.regionName],
      ...Object.keys(region)
        .filter((key) => key.startsWith('name-'))
        .map((key): [string, unknown] => [key, region[key]]),
    ];
    for (const [key, name] of names) {
      if (isNonEmptyString(name) && entry[key] !== name)
        problems.push(
          problem(
            file,
            pointer(index, key),
            `is ${shown(entry[key])}, where regions.json names ${entry.alpha2} ${shown(name)}: the form would name one place two ways; run npm run gen:dialling-codes`,
          ),
        );
    }
  });
  return problems;
}
