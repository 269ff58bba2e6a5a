import type { RJSFSchema } from '@rjsf/utils';

import type { RegUiSchema } from './formContext';

type SchemaNode = RJSFSchema | boolean | undefined;

function requiredBy(node: SchemaNode, found: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  for (const branch of [node.then, node.else]) {
    if (branch && typeof branch === 'object') {
      for (const field of branch.required ?? []) found.add(field);
      requiredBy(branch, found);
    }
  }
  for (const rule of node.allOf ?? []) requiredBy(rule, found);
}

/**
 * The fields a cross-field rule of the schema makes required (the `required` of any `then`/`else` under the root's
 * `allOf`): the organisation pair and the dietary preference. Each is shown only while its rule applies, so the form
 * marks it required wherever it is shown. (The render schema keeps them out of its own `required`: RJSF would then
 * treat them as always required.)
 */
export function fieldsRequiredByRules(schema: RJSFSchema): string[] {
  const found = new Set<string>();
  for (const rule of schema.allOf ?? []) requiredBy(rule, found);
  return [...found];
}

/** The UI schema with `markRequired` (the label's marker and the control's `required`) on each of `fields`. */
export function markRuleRequired(uiSchema: RegUiSchema, fields: readonly string[]): RegUiSchema {
  const result: RegUiSchema = { ...uiSchema };
  for (const field of fields) {
    const own = (uiSchema[field] ?? {}) as RegUiSchema;
    result[field] = { ...own, 'ui:options': { ...(own['ui:options'] ?? {}), markRequired: true } };
  }
  return result;
}
