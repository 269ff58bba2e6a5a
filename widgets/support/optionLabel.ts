import type { RegWidgetProps } from '../../src/form/formContext';
import type { Translate } from '../../src/i18n/useText';

/** An option's text: the message `${ui:options.optionLabels}.${value}` when the UI schema names a prefix, else its label. */
export function optionLabel(t: Translate, options: RegWidgetProps['options'], value: unknown, label: string): string {
  return typeof options.optionLabels === 'string' ? t(`${options.optionLabels}.${String(value)}`) : label;
}
