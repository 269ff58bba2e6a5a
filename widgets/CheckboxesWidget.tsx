import type { FocusEvent } from 'react';
import { useCallback } from 'react';

import type { RegWidgetProps } from '../src/form/formContext';
import { useText } from '../src/i18n/useText';
import { optionLabel } from './support/optionLabel';
import { widgetAria } from './support/widgetAria';

/** Adds or removes a ticked value in the list of values, keeping the options' order. */
export function toggleValue<V>(selected: readonly V[], value: V, checked: boolean, order: readonly V[]): V[] {
  const next = checked
    ? [...selected.filter((item) => item !== value), value]
    : selected.filter((item) => item !== value);
  return order.filter((item) => next.includes(item));
}

/** A checkbox group over an array of enum values; the field template gives it its fieldset and legend. */
export default function CheckboxesWidget(props: RegWidgetProps) {
  const { id, name, htmlName, value, disabled, readonly, autofocus, options, onChange, onBlur, onFocus } = props;
  const t = useText();
  const enumOptions = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const order = enumOptions.map((option) => option.value as unknown);
  const aria = widgetAria(props);
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value), [onBlur, id]);
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value),
    [onFocus, id],
  );
  return (
    <div className={options.inline ? 'choices choices--inline' : 'choices'}>
      {enumOptions.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <label key={String(option.value)} className="choice" htmlFor={optionId}>
            <input
              type="checkbox"
              id={optionId}
              name={htmlName || name || id}
              value={String(option.value)}
              checked={selected.includes(option.value)}
              disabled={disabled || readonly}
              autoFocus={autofocus && index === 0}
              onChange={(event) =>
                onChange(toggleValue(selected, option.value as unknown, event.target.checked, order))
              }
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
