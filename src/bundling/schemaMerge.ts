/**
 * Stands in for @x0k/json-schema-merge in the bundle (see vite.config.ts). RJSF merges `allOf` while it renders; the
 * form renders from a schema without `allOf` (src/form/renderSchema.ts: the cross-field rules are checked by the
 * validator), so no merge runs. An `allOf` that a staff edit puts inside a field renders from its first part only,
 * and the validator still applies the whole rule.
 */
type SchemaDefinition = boolean | { allOf?: SchemaDefinition[]; [keyword: string]: unknown };

const unused = () => 0;

export const createComparator = () => ({ compareSchemaDefinitions: unused, compareSchemaValues: unused });
export const createDeduplicator =
  () =>
  <T>(items: T[]) =>
    items;
export const createIntersector =
  () =>
  <T>(items: T[]) =>
    items;
export const createMerger = () => ({
  mergeArrayOfSchemaDefinitions: (definitions: SchemaDefinition[]) => definitions[0] ?? true,
});

export function createShallowAllOfMerge(merge: (definitions: SchemaDefinition[]) => SchemaDefinition) {
  return (definition: SchemaDefinition): SchemaDefinition => {
    if (typeof definition !== 'object' || !definition.allOf) return definition;
    const { allOf, ...rest } = definition;
    const merged = merge(allOf);
    return typeof merged === 'object' ? { ...rest, ...merged } : rest;
  };
}
