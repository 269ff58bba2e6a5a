import { conditionKeywords } from '../../core/rules/schemaConditions.js';
import { isObject, type JsonObject, shown } from './json.js';
import type { Problem } from './problem.js';
import { childPointer, pointer, problem } from './problem.js';

const file = 'form.schema.json';
const known = new Set<string>(conditionKeywords);

/**
 * A condition (`if`) uses only the keywords the browser's evaluator reads (core/rules/schemaConditions.ts), names
 * only fields the form has, and compares them only with values those fields can hold: a typo in a field or an option
 * would otherwise hide or show a field for good, silently.
 */
function checkCondition(node: unknown, at: string, properties: JsonObject, problems: Problem[]): void {
  if (typeof node === 'boolean') return;
  if (!isObject(node)) {
    problems.push(problem(file, at, `is ${shown(node)}, and should be a condition: a schema object`));
    return;
  }
  for (const keyword of Object.keys(node))
    if (!known.has(keyword))
      problems.push(
        problem(
          file,
          childPointer(at, keyword),
          `"${keyword}" cannot be used in a condition, which may use only ${conditionKeywords.join(', ')}`,
        ),
      );
  for (const field of Array.isArray(node.required) ? node.required : [])
    if (typeof field !== 'string' || !(field in properties))
      problems.push(
        problem(file, childPointer(at, 'required'), `names ${shown(field)}, which is no field of the form`),
      );
  if (isObject(node.properties))
    for (const [field, schema] of Object.entries(node.properties)) {
      const where = childPointer(at, 'properties', field);
      if (!(field in properties)) {
        problems.push(problem(file, where, `"${field}" is no field of the form, and the condition could never hold`));
        continue;
      }
      checkCondition(schema, where, properties, problems);
      checkValues(schema, properties[field], where, problems);
    }
  if (node.not !== undefined) checkCondition(node.not, childPointer(at, 'not'), properties, problems);
  for (const list of ['allOf', 'anyOf'] as const)
    if (Array.isArray(node[list]))
      node[list].forEach((part, index) => checkCondition(part, childPointer(at, list, index), properties, problems));
}

/** A `const` or `enum` of a condition names options the field has. */
function checkValues(condition: unknown, field: unknown, at: string, problems: Problem[]): void {
  if (!isObject(condition) || !isObject(field) || !Array.isArray(field.enum)) return;
  const options = field.enum.map((option) => JSON.stringify(option));
  const compared: unknown[] = [
    ...('const' in condition ? [condition.const] : []),
    ...(Array.isArray(condition.enum) ? (condition.enum as unknown[]) : []),
  ];
  for (const value of compared)
    if (!options.includes(JSON.stringify(value)))
      problems.push(
        problem(
          file,
          at,
          `compares with ${shown(value)}, which is not an option of the field (${field.enum.join(', ')})`,
        ),
      );
}

function checkRule(rule: unknown, at: string, properties: JsonObject, problems: Problem[]): void {
  if (!isObject(rule)) return;
  if (Array.isArray(rule.allOf))
    rule.allOf.forEach((part, index) => checkRule(part, childPointer(at, 'allOf', index), properties, problems));
  if (!('if' in rule)) return;
  checkCondition(rule.if, childPointer(at, 'if'), properties, problems);
  for (const branch of ['then', 'else'] as const) {
    const body = rule[branch];
    if (!isObject(body)) continue;
    for (const field of Array.isArray(body.required) ? body.required : [])
      if (typeof field !== 'string' || !(field in properties))
        problems.push(
          problem(file, childPointer(at, branch, 'required'), `names ${shown(field)}, which is no field of the form`),
        );
    checkRule(body, childPointer(at, branch), properties, problems);
  }
}

/** Every rule of the form schema's root `allOf` that shows fields on a condition. */
export function checkConditions(form: unknown): Problem[] {
  if (!isObject(form) || !Array.isArray(form.allOf)) return [];
  const properties = isObject(form.properties) ? form.properties : {};
  const problems: Problem[] = [];
  form.allOf.forEach((rule, index) => checkRule(rule, pointer('allOf', index), properties, problems));
  return problems;
}
