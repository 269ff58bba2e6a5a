import formSchema from '../../schemas/form.schema.json';
import { serverMessages } from '../http/serverMessages';
import { englishText } from '../text';
import { formFieldFor, type PayloadField } from './payloadFields';

interface SchemaWithTitles {
  properties: Record<string, { title?: string }>;
}

const properties = (formSchema as SchemaWithTitles).properties;

/** A form field's label: its schema `title` is a message key. */
export function formFieldLabel(formField: string): string {
  const titleKey = properties[formField]?.title;
  return titleKey ? englishText(titleKey) : formField;
}

/** A payload field's label, through the form field it is sent from. */
export function payloadFieldLabel(field: PayloadField): string {
  const formField = formFieldFor(field);
  if (formField) return formFieldLabel(formField);
  return field === 'member_status' ? serverMessages.memberStatusLabel : field;
}

/** "{field} is not valid." for a payload field. */
export function notValidMessage(field: PayloadField): string {
  return englishText('error.generic', { field: payloadFieldLabel(field) });
}
