export interface ChoiceGroupProps {
  /** The group's id; each radio's id and the error's are made from it. */
  id: string;
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
}

/** A radio group as the form draws one: a fieldset whose legend names it, its error tied to the group. */
export default function ChoiceGroup({ id, name, legend, options, value, onChange, errors = [] }: ChoiceGroupProps) {
  const invalid = errors.length > 0;
  return (
    <fieldset
      className={invalid ? 'field field--invalid delegate-choices' : 'field delegate-choices'}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choices choices--inline">
        {options.map((option, index) => (
          <label className="choice" key={option.value}>
            <input
              // The first radio carries the group's id, so focus can be sent to the group.
              id={index === 0 ? id : `${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {invalid && (
        <span id={`${id}-error`} className="field__error">
          {[...new Set(errors)].join(' ')}
        </span>
      )}
    </fieldset>
  );
}
