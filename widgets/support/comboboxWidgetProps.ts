import type { RegWidgetProps } from '../../src/form/formContext';
import type { Translate } from '../../src/i18n/useText';
import { labelIdOf } from './fieldIds';
import { widgetAria } from './widgetAria';

/** What every searchable-select widget passes to Combobox from RJSF's widget props. */
export function comboboxWidgetProps(props: RegWidgetProps, t: Translate) {
  const { id, name, htmlName, value, required, disabled, readonly, autofocus, placeholder, onBlur, onFocus } = props;
  const aria = widgetAria(props);
  return {
    id,
    name: htmlName || name || id,
    labelId: labelIdOf(id),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
    placeholder: placeholder ? t(placeholder) : undefined,
    required,
    disabled,
    readonly,
    autofocus,
    invalid: aria['aria-invalid'],
    describedBy: aria['aria-describedby'],
  };
}
