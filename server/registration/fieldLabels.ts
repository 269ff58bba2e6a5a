import formSchema from '@schemas/form.schema.json';

import type { KeyedText } from '../../core/api/keyedText';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { englishOf } from '../http/keyedRefusal';
import { serverTexts } from '../http/serverMessages';

interface SchemaWithTitles {
  properties: Record<string, { title?: string }>;
}

const properties = (formSchema as SchemaWithTitles).properties;

/** A form field's label by key: its schema `title` is a message key; a field without one is named as it is. */
export function formFieldLabelText(formField: string): KeyedText | string {
  const titleKey = properties[formField]?.title;
  return titleKey ? { key: titleKey } : formField;
}

/** A form field's label in English. */
export function formFieldLabel(formField: string): string {
  const label = formFieldLabelText(formField);
  return typeof label === 'string' ? label : englishOf(label);
}

/** A payload key's label by key: its field's title, or for the status derived from the region, its own name. */
function payloadKeyLabelText(key: string): KeyedText | string {
  const entry = formFieldTable.entry(key);
  if (!entry) return key;
  return entry.mapping === 'memberStatus' ? serverTexts.memberStatusLabel : { key: entry.title };
}

/** A payload key's label in English. */
export function payloadKeyLabel(key: string): string {
  const label = payloadKeyLabelText(key);
  return typeof label === 'string' ? label : englishOf(label);
}

/** "{field} is not valid." for a payload key. */
export function notValidText(key: string): KeyedText {
  return { key: 'error.generic', values: { field: payloadKeyLabelText(key) } };
}
