/**
 * Fields shown on a condition, declared in the form's schema as JSON Schema does it: a rule of the root's `allOf`
 * (`{ "if": ..., "then": { "required": [...] }, "else": ... }`, `else` itself a rule or holding one) makes the fields
 * of a branch's `required` conditional. Such a field is shown, and required, only while a branch that requires it
 * applies; otherwise it is hidden, its value dropped and never sent. The browser, the server and the required marker
 * all ask these functions, so one declaration in the schema decides for all of them.
 *
 * Conditions are read by the small evaluator below rather than compiled by ajv: the browser carries no schema
 * compiler (its validators are compiled at build time), and a condition needs only a handful of keywords.
 * check:schemas refuses a condition with any other keyword (conditionProblems), so none is silently ignored.
 */

/** A JSON Schema node as the form's schema writes it. */
export type SchemaNode = boolean | { [keyword: string]: unknown };

/** The keywords a condition may use, on itself or on a property of `properties`. */
export const conditionKeywords = [
  'required',
  'properties',
  'const',
  'enum',
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'not',
  'allOf',
  'anyOf',
  // Notes for people, ignored by the evaluator.
  'title',
  'description',
  '$comment',
] as const;

type Values = Readonly<Record<string, unknown>>;

function isObject(node: unknown): node is Record<string, unknown> {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

function hasType(value: unknown, type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((name) => {
    if (name === 'integer') return Number.isInteger(value);
    if (name === 'null') return value === null;
    if (name === 'array') return Array.isArray(value);
    if (name === 'object') return isObject(value);
    return typeof value === name;
  });
}

/** Whether a value is as JSON's equality sees it equal to another (values of a form are plain). */
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether one value satisfies a schema node of the condition subset. */
export function valueMatches(node: SchemaNode | undefined, value: unknown, values: Values = {}): boolean {
  if (node === undefined || node === true) return true;
  if (node === false) return false;
  if ('const' in node && !sameJson(value, node.const)) return false;
  if (Array.isArray(node.enum) && !node.enum.some((option) => sameJson(option, value))) return false;
  if (node.type !== undefined && !hasType(value, node.type)) return false;
  if (typeof value === 'string') {
    // JSON Schema counts code points, as ajv does with its unicode option.
    const length = [...value].length;
    if (typeof node.minLength === 'number' && length < node.minLength) return false;
    if (typeof node.maxLength === 'number' && length > node.maxLength) return false;
    if (typeof node.pattern === 'string' && !new RegExp(node.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    if (typeof node.minimum === 'number' && value < node.minimum) return false;
    if (typeof node.maximum === 'number' && value > node.maximum) return false;
  }
  if (Array.isArray(node.required) && isObject(value))
    if (!node.required.every((field) => typeof field === 'string' && value[field] !== undefined)) return false;
  if (isObject(node.properties) && isObject(value)) {
    for (const [field, schema] of Object.entries(node.properties))
      if (value[field] !== undefined && !valueMatches(schema as SchemaNode, value[field], values)) return false;
  }
  if (node.not !== undefined && valueMatches(node.not as SchemaNode, value, values)) return false;
  if (Array.isArray(node.allOf) && !node.allOf.every((part) => valueMatches(part as SchemaNode, value, values)))
    return false;
  if (Array.isArray(node.anyOf) && !node.anyOf.some((part) => valueMatches(part as SchemaNode, value, values)))
    return false;
  return true;
}

/** Whether a rule's `if` holds for the form's values; RJSF leaves an empty field undefined, so it counts as absent. */
export function conditionHolds(condition: SchemaNode | undefined, values: Values): boolean {
  return valueMatches(condition, values, values);
}

/** When a conditional field is shown: while any of its branches applies. */
type Branch = (values: Values) => boolean;

/** The conditional fields of a form's schema, and which of them the values hide. */
export interface FieldConditions {
  /** Every field some rule's branch requires and the root does not: shown only on its condition. */
  readonly fields: readonly string[];
  /** The conditional fields these values do not show. */
  hiddenFields(values: Values): Set<string>;
}

function collectBranches(rule: unknown, applies: Branch, into: Map<string, Branch[]>): void {
  if (!isObject(rule)) return;
  if (Array.isArray(rule.allOf)) for (const part of rule.allOf) collectBranches(part, applies, into);
  if (!('if' in rule)) return;
  const condition = rule.if as SchemaNode;
  const whenTrue: Branch = (values) => applies(values) && conditionHolds(condition, values);
  const whenFalse: Branch = (values) => applies(values) && !conditionHolds(condition, values);
  for (const [branch, active] of [
    [rule.then, whenTrue],
    [rule.else, whenFalse],
  ] as const) {
    if (!isObject(branch)) continue;
    for (const field of Array.isArray(branch.required) ? branch.required : [])
      if (typeof field === 'string') into.set(field, [...(into.get(field) ?? []), active]);
    collectBranches(branch, active, into);
  }
}

/** Reads the conditional fields a form's schema declares (the root's `allOf` rules). */
export function fieldConditionsOf(schema: unknown): FieldConditions {
  const branches = new Map<string, Branch[]>();
  const root = isObject(schema) ? schema : {};
  collectBranches({ allOf: root.allOf }, () => true, branches);
  const always = new Set(Array.isArray(root.required) ? root.required : []);
  for (const field of always) branches.delete(field as string);
  const fields = [...branches.keys()];
  return {
    fields,
    hiddenFields(values) {
      return new Set(fields.filter((field) => !branches.get(field)!.some((active) => active(values))));
    },
  };
}

/** The values with every field these values hide taken out (RJSF would keep them: its issues 4337 and 4465). */
export function withoutHidden<T extends object>(values: T, conditions: FieldConditions): T {
  const hidden = conditions.hiddenFields(values as Values);
  if (![...hidden].some((field) => (values as Values)[field] !== undefined)) return values;
  const kept = { ...values } as Record<string, unknown>;
  for (const field of hidden) delete kept[field];
  return kept as T;
}
