/**
 * The catalogue key of a stored option's words ('NA' of dietary_preference -> 'option.dietary.NA'): the prefix
 * form.uischema.json gives the field's options, found through the field table. The delegate's page, the console and
 * the server's lists name a value as the form showed it.
 */
import formUiSchema from '@schemas/form.uischema.json';

import type { FieldTable } from './fieldTable';
import { formFieldTable } from './formFieldTable';

type UiOptions = Record<string, { 'ui:options'?: { optionLabels?: unknown } } | undefined>;

/** The message key of a payload key's option value; undefined for a field whose options have no words of their own. */
export function optionTextKey(key: string, value: string, table: FieldTable = formFieldTable): string | undefined {
  const field = table.entry(key)?.fields[0];
  const prefix =
    field === undefined ? undefined : (formUiSchema as unknown as UiOptions)[field]?.['ui:options']?.optionLabels;
  return typeof prefix === 'string' && value !== '' ? `${prefix}.${value}` : undefined;
}
