import type { FocusEvent } from 'react';

import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import { optionLabel } from './support/optionLabel';
import { widgetAria } from './support/widgetAria';

/** Radio buttons, vertical unless `ui:options.inline`; the field template gives the group its fieldset and legend. */
export default function RadioWidget(props: RegWidgetProps) {
  const { id, name, htmlName, value, required, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } =
    props;
  const t = useText();
  const enumOptions = options.enumOptions ?? [];
  const aria = widgetAria(props);
  // Plain functions: a DOM element's handlers gain nothing from a stable identity.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value);
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value);
  return (
    <div className={options.inline ? 'choices choices--inline' : 'choices'}>
      {enumOptions.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <label key={String(option.value)} className="choice" htmlFor={optionId}>
            <input
              type="radio"
              id={optionId}
              name={htmlName || name || id}
              value={String(option.value)}
              checked={value === option.value}
              required={required || options.markRequired === true}
              disabled={disabled || readonly}
              autoFocus={autofocus && index === 0}
              onChange={() => onChange(option.value)}
              onBlur={handleBlur}
              onFocus={handleFocus}
              {...aria}
            />
            <span>{optionLabel(t, options, option.value, option.label)}</span>
          </label>
        );
      })}
    </div>
  );
}
