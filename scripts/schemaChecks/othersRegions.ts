import { isObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { childPointer, pointer, problem } from './problem.js';

/** Where form.schema.json lists the 'Others' regions that take a free-text organisation. */
export const othersEnumPath = pointer('allOf', 0, 'if', 'properties', 'region', 'enum');

function othersListed(formSchema: unknown): unknown {
  let node: unknown = formSchema;
  for (const segment of ['allOf', 0, 'if', 'properties', 'region', 'enum'] as const) {
    if (typeof segment === 'number') node = Array.isArray(node) ? node[segment] : undefined;
    else node = isObject(node) ? node[segment] : undefined;
  }
  return node;
}

/** The 'Others' names in form.schema.json are exactly the regions that have no authorities. */
export function checkOthersRegions(formSchema: unknown, regions: unknown): Problem[] {
  if (!Array.isArray(regions)) return [];
  const listed = othersListed(formSchema);
  if (!Array.isArray(listed)) {
    return [
      problem(
        'form.schema.json',
        othersEnumPath,
        `is ${shown(listed)}, and should list the names of the regions without authorities (the free-text organisation rule)`,
      ),
    ];
  }
  const withoutAuthorities = new Map<string, number>();
  const byName = new Map<string, { index: number; authorities: unknown }>();
  regions.forEach((region, index) => {
    if (!isObject(region) || typeof region.regionName !== 'string') return;
    byName.set(region.regionName, { index, authorities: region.authorities });
    if (Array.isArray(region.authorities) && region.authorities.length === 0)
      withoutAuthorities.set(region.regionName, index);
  });
  const problems: Problem[] = [];
  listed.forEach((name, index) => {
    if (typeof name === 'string' && withoutAuthorities.has(name)) return;
    const region = typeof name === 'string' ? byName.get(name) : undefined;
    const reason = region
      ? `region "${name}" (regions.json /${region.index}) has authorities`
      : `${shown(name)} is not a regionName in regions.json`;
    problems.push(
      problem(
        'form.schema.json',
        childPointer(othersEnumPath, index),
        `${reason}, and this list should hold exactly the regions without authorities: remove it here, or correct the name`,
      ),
    );
  });
  for (const [name, index] of withoutAuthorities) {
    if (listed.includes(name)) continue;
    problems.push(
      problem(
        'regions.json',
        pointer(index, 'authorities'),
        `region "${name}" has no authorities but is not listed in form.schema.json ${othersEnumPath}, and should be listed there (free-text organisation) or have an authority`,
      ),
    );
  }
  return problems;
}
