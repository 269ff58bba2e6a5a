import type { RegWidgetProps } from '../src/form/formContext';
import type { ChangeEvent, FocusEvent } from 'react';
import { useCallback } from 'react';
import { useText } from '../src/i18n/useText';
import { widgetAria } from './widgetAria';

/** A one-line text input; `ui:options.inputType` picks email, tel and the like. */
export default function TextWidget(props: RegWidgetProps) {
  const { id, name, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, onChange, onBlur, onFocus } = props;
  const t = useText();
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value),
    [onChange, options.emptyValue],
  );
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value), [onBlur, id]);
  const handleFocus = useCallback((event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value), [onFocus, id]);
  return (
    <input
      id={id}
      name={htmlName || name || id}
      className="input"
      type={typeof options.inputType === 'string' ? options.inputType : 'text'}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      placeholder={placeholder ? t(placeholder) : undefined}
      maxLength={schema.maxLength}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      {...widgetAria(props)}
    />
  );
}
