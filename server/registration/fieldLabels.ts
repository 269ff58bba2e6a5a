import formSchema from '@schemas/form.schema.json';

import { formFieldTable } from '../../core/registration/formFieldTable';
import { serverMessages } from '../http/serverMessages';
import { englishText } from '../text';

interface SchemaWithTitles {
  properties: Record<string, { title?: string }>;
}

const properties = (formSchema as SchemaWithTitles).properties;

/** A form field's label: its schema `title` is a message key. */
export function formFieldLabel(formField: string): string {
  const titleKey = properties[formField]?.title;
  return titleKey ? englishText(titleKey) : formField;
}

/** A payload key's label: its field's title, or for the status derived from the region, its own name. */
export function payloadKeyLabel(key: string): string {
  const entry = formFieldTable.entry(key);
  if (!entry) return key;
  return entry.mapping === 'memberStatus' ? serverMessages.memberStatusLabel : englishText(entry.title);
}

/** "{field} is not valid." for a payload key. */
export function notValidMessage(key: string): string {
  return englishText('error.generic', { field: payloadKeyLabel(key) });
}
