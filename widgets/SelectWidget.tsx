import type { ChangeEvent, FocusEvent, KeyboardEventHandler } from 'react';

import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import { optionLabel } from './support/optionLabel';
import { widgetAria } from './support/widgetAria';

/** A native select with a disabled 'Please select' placeholder; `onKeyDown` lets a select find options its own way. */
export default function SelectWidget(props: RegWidgetProps & { onKeyDown?: KeyboardEventHandler<HTMLSelectElement> }) {
  const {
    id,
    name,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    options,
    onChange,
    onBlur,
    onFocus,
    onKeyDown,
  } = props;
  const t = useText();
  const { enumOptions } = options;
  // Plain functions: a DOM element's handlers gain nothing from a stable identity.
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen: unknown = enumOptions?.find((option) => String(option.value) === event.target.value)?.value;
    onChange(chosen ?? options.emptyValue);
  };
  const handleBlur = (event: FocusEvent<HTMLSelectElement>) => onBlur(id, event.target.value);
  const handleFocus = (event: FocusEvent<HTMLSelectElement>) => onFocus(id, event.target.value);
  return (
    <select
      id={id}
      name={htmlName || name || id}
      className="input select"
      value={value === undefined || value === null ? '' : String(value)}
      required={required || options.markRequired === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      onKeyDown={onKeyDown}
      {...widgetAria(props)}
    >
      <option value="" disabled>
        {t(placeholder || 'placeholder.select')}
      </option>
      {(enumOptions ?? []).map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {optionLabel(t, options, option.value, option.label)}
        </option>
      ))}
    </select>
  );
}
