export interface DelegateTextFieldProps {
  /** The input's id; its error and hint take ids made from it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: readonly string[];
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  /** A select's options instead of a text input: value and words. */
  options?: readonly { value: string; label: string }[];
}

/**
 * One labelled input of an action form. Its error stands beneath the input, as every field's does on the form (spec:
 * "shows the error text beneath it"), and is tied to it by aria-describedby, so it is read with the field.
 */
export default function DelegateTextField({
  id,
  label,
  value,
  onChange,
  errors = [],
  hint,
  type = 'text',
  autoComplete,
  options,
}: DelegateTextFieldProps) {
  const invalid = errors.length > 0;
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    className: 'input',
    value,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {options ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {invalid && (
        <span id={`${id}-error`} className="field__error">
          {[...new Set(errors)].join(' ')}
        </span>
      )}
    </div>
  );
}
