import type { RegWidgetProps } from '../src/form/formContext';
import type { ChangeEvent, FocusEvent } from 'react';
import { useCallback } from 'react';
import { digitsOnly } from '../src/form/digitsOnly';
import { useText } from '../src/i18n/useText';
import { widgetAria } from './widgetAria';

/**
 * A number field that accepts digits only: anything else is removed as it is typed, and phones offer the numeric
 * keypad. It stays a text input, since type="number" would drop leading zeros and accept 'e'.
 */
export default function DigitsWidget(props: RegWidgetProps) {
  const { id, name, htmlName, value, required, disabled, readonly, autofocus, placeholder, options, schema, onChange, onBlur, onFocus } = props;
  const t = useText();
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const digits = digitsOnly(event.target.value);
      // Write the cleaned text back at once, so a rejected character never shows, even when the value is unchanged.
      if (digits !== event.target.value) event.target.value = digits;
      onChange(digits === '' ? options.emptyValue : digits);
    },
    [onChange, options.emptyValue],
  );
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value), [onBlur, id]);
  const handleFocus = useCallback((event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value), [onFocus, id]);
  return (
    <input
      id={id}
      name={htmlName || name || id}
      className="input"
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
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
