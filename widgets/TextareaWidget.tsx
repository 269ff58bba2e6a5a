import type { RegWidgetProps } from '../src/form/formContext';
import type { ChangeEvent, FocusEvent } from 'react';
import { useCallback } from 'react';
import { useText } from '../src/i18n/useText';
import { widgetAria } from './widgetAria';

/** Rows of a textarea unless `ui:options.rows` says otherwise (spec section 9). */
export const TEXTAREA_ROWS = 3;

/** A multi-line text input, 3 rows high. */
export default function TextareaWidget(props: RegWidgetProps) {
  const { id, name, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, onChange, onBlur, onFocus } = props;
  const t = useText();
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value),
    [onChange, options.emptyValue],
  );
  const handleBlur = useCallback((event: FocusEvent<HTMLTextAreaElement>) => onBlur(id, event.target.value), [onBlur, id]);
  const handleFocus = useCallback((event: FocusEvent<HTMLTextAreaElement>) => onFocus(id, event.target.value), [onFocus, id]);
  return (
    <textarea
      id={id}
      name={htmlName || name || id}
      className="input"
      rows={typeof options.rows === 'number' ? options.rows : TEXTAREA_ROWS}
      value={value ?? ''}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder ? t(placeholder) : undefined}
      maxLength={schema.maxLength}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      {...widgetAria(props)}
    />
  );
}
