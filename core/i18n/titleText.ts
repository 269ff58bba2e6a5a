/** The catalogue key of a title ("Ms" -> "option.title.Ms"), from the prefix the UI schema gives the title select. */
import uiSchema from '@schemas/form.uischema.json';

const options: unknown = (uiSchema as Record<string, { 'ui:options'?: { optionLabels?: unknown } }>).title?.[
  'ui:options'
]?.optionLabels;
const prefix = typeof options === 'string' ? options : 'option.title';

/** The message key that names `title` in each language. */
export function titleMessageKey(title: string): string {
  return `${prefix}.${title}`;
}
