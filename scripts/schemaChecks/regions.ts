import { cldrRegionName } from '../generate-region-names.js';
import { isNonEmptyString, isObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { pointer, problem } from './problem.js';

const file = 'regions.json';

function checkUnique(
  value: unknown,
  key: 'id' | 'regionName',
  index: number,
  seen: Map<string, number>,
  problems: Problem[],
): void {
  const what = key === 'id' ? 'id' : 'name';
  if (!isNonEmptyString(value)) {
    problems.push(problem(file, pointer(index, key), `is ${shown(value)}, and should be a non-empty ${what}`));
  } else if (seen.has(value)) {
    problems.push(
      problem(
        file,
        pointer(index, key),
        `${what} "${value}" is also used by /${seen.get(value)}, and each region's ${what} should be unique`,
      ),
    );
  } else {
    seen.set(value, index);
  }
}

/**
 * A region's names in each other language, shown and searched on that language's pages: each present, CLDR's suggested
 * when it has one.
 */
function checkTranslatedNames(region: Record<string, unknown>, index: number, languages: readonly string[]): Problem[] {
  return languages.flatMap((language) => {
    const key = `name-${language}`;
    if (language === 'en' || isNonEmptyString(region[key])) return [];
    const suggestion = typeof region.id === 'string' ? cldrRegionName(region.id, language) : undefined;
    const fix = suggestion
      ? `add "${key}": "${suggestion}" (CLDR's name; npm run gen:region-names fills it in)`
      : 'add it by hand (CLDR has no name for this id)';
    return [
      problem(
        file,
        pointer(index, key),
        `is ${shown(region[key])}, and should be the region's name in ${key.slice(5)}: ${fix}`,
      ),
    ];
  });
}

/** Regions have unique ids and names and named authorities; their statuses are the statuses check's (statuses.ts). */
export function checkRegions(regions: unknown, languages: readonly string[]): Problem[] {
  if (!Array.isArray(regions)) return [problem(file, '/', `is ${shown(regions)}, and should be a list of regions`)];
  const problems: Problem[] = [];
  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  regions.forEach((region, index) => {
    if (!isObject(region)) {
      problems.push(
        problem(
          file,
          pointer(index),
          `is ${shown(region)}, and should be {"id", "regionName", "status", "authorities"}`,
        ),
      );
      return;
    }
    checkUnique(region.id, 'id', index, ids, problems);
    checkUnique(region.regionName, 'regionName', index, names, problems);
    problems.push(...checkTranslatedNames(region, index, languages));
    const authorities = region.authorities;
    if (!Array.isArray(authorities)) {
      problems.push(
        problem(
          file,
          pointer(index, 'authorities'),
          `is ${shown(authorities)}, and should be a list of {"name", "acronym"} (empty only for an 'Others' entry)`,
        ),
      );
      return;
    }
    authorities.forEach((authority, authorityIndex) => {
      const name = isObject(authority) ? authority.name : undefined;
      if (!isNonEmptyString(name)) {
        problems.push(
          problem(
            file,
            pointer(index, 'authorities', authorityIndex, 'name'),
            `authority name is ${shown(name)}, and should be the organisation's name`,
          ),
        );
      }
      const acronym = isObject(authority) ? authority.acronym : undefined;
      if (acronym !== undefined && !isNonEmptyString(acronym)) {
        problems.push(
          problem(
            file,
            pointer(index, 'authorities', authorityIndex, 'acronym'),
            `acronym is ${shown(acronym)}, and should be text or left out`,
          ),
        );
      }
    });
  });
  return problems;
}
