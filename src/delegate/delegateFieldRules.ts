/**
 * The form's own rules for a corrected field, read from form.schema.json: required, length, pattern and list, each
 * with the message the form shows (the property's `errorMessage`). The server checks them again with the whole schema;
 * this only lets the delegate see the form's message before sending.
 */
import formSchema from '@schemas/form.schema.json';

import { formFieldTable } from '../../core/registration/formFieldTable';

interface PropertyRules {
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: readonly unknown[];
  errorMessage?: Record<string, string>;
}

const properties = (formSchema as unknown as { properties: Record<string, PropertyRules | undefined> }).properties;

/** The schema property a payload key is sent from (its first field). */
function propertyOf(key: string): PropertyRules | undefined {
  const field = formFieldTable.entry(key)?.fields[0];
  return field === undefined ? undefined : properties[field];
}

/** The options of a field with a fixed list (the title), or undefined for free text. */
export function fieldOptions(key: string): string[] | undefined {
  return propertyOf(key)?.enum?.filter((option): option is string => typeof option === 'string');
}

/** The message key of the first rule `value` breaks, or undefined when it keeps them all. */
export function fieldProblem(key: string, value: string): string | undefined {
  const rules = propertyOf(key);
  if (!rules) return undefined;
  const messages = rules.errorMessage ?? {};
  const types = Array.isArray(rules.type) ? rules.type : [rules.type];
  if (value.trim() === '') {
    if (types.includes('number')) return messages.type ?? 'error.generic';
    if ((rules.minLength ?? 0) > 0) return messages.minLength ?? 'error.generic';
    if (rules.enum && !types.includes('null')) return messages.enum ?? 'error.generic';
    return undefined;
  }
  if (rules.enum && !rules.enum.includes(value)) return messages.enum ?? 'error.generic';
  if (rules.maxLength !== undefined && value.length > rules.maxLength) return messages.maxLength ?? 'error.generic';
  if (rules.pattern !== undefined && !new RegExp(rules.pattern, 'u').test(value)) {
    return messages.pattern ?? 'error.generic';
  }
  return undefined;
}
