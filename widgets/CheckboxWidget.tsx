import type { FocusEvent } from 'react';

import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import RequiredLabel from './RequiredLabel';
import { widgetAria } from './support/widgetAria';

/** A single checkbox that yields true or false, labelled by its field's title and its required marker. */
export default function CheckboxWidget(props: RegWidgetProps) {
  const {
    id,
    name,
    htmlName,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    label,
    options,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const t = useText();
  // Plain functions: a DOM element's handlers gain nothing from a stable identity.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.checked);
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.checked);
  return (
    <label className="choice choice--single" htmlFor={id}>
      <input
        type="checkbox"
        id={id}
        name={htmlName || name || id}
        checked={value === true}
        // An unchecked box would fail HTML5 validation before the form's own message could show.
        required={false}
        aria-required={required || undefined}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={handleBlur}
        onFocus={handleFocus}
        {...widgetAria(props)}
      />
      <span>
        <RequiredLabel
          text={t(label)}
          required={Boolean(required)}
          marker={options.requiredMarker === 'before' ? 'before' : 'after'}
        />
      </span>
    </label>
  );
}
