import { type FormEvent, type ReactNode, useId, useState } from 'react';

import { useStaffCall } from './useStaffCall';

/** One labelled input of an action form, with its error tied to it by aria-describedby. */
export interface ActionField {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'email' | 'textarea';
  /** Said with the input (aria-describedby): the format expected. */
  hint?: string;
  initial?: string;
  required?: boolean;
}

export interface ActionFormProps {
  heading: string;
  fields: readonly ActionField[];
  submitLabel: string;
  /** Shown above the fields (the refund a cancellation gives). */
  intro?: ReactNode;
  /** Sends the values; the answer's message is announced by the caller. */
  send: (values: Record<string, string>) => Promise<unknown>;
  onDone: (answer: unknown) => void;
}

/** A manager action as a form: its own heading, labelled fields, the refusal shown by the field it is about. */
export default function ActionForm({ heading, fields, submitLabel, intro, send, onDone }: ActionFormProps) {
  const id = useId();
  const staffCall = useStaffCall();
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])),
  );
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await staffCall(() => send(values));
    setBusy(false);
    if (result.ok) {
      setMessage('');
      setErrors({});
      onDone(result.value);
    } else {
      setMessage(result.message);
      setErrors(result.errors);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="staff-action">
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {fields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const fieldErrors = errors[field.name] ?? [];
          const errorId = `${inputId}-error`;
          const hintId = `${inputId}-hint`;
          const describedBy = [field.hint ? hintId : '', fieldErrors.length > 0 ? errorId : '']
            .filter(Boolean)
            .join(' ');
          const common = {
            id: inputId,
            name: field.name,
            value: values[field.name] ?? '',
            required: field.required,
            'aria-invalid': fieldErrors.length > 0 ? true : undefined,
            'aria-describedby': describedBy || undefined,
            onChange: (event: { target: { value: string } }) =>
              setValues({ ...values, [field.name]: event.target.value }),
          };
          return (
            <div className="staff-field" key={field.name}>
              <label htmlFor={inputId}>{field.label}</label>
              {field.hint && (
                <span id={hintId} className="staff-hint">
                  {field.hint}
                </span>
              )}
              {field.type === 'textarea' ? (
                <textarea {...common} rows={3} />
              ) : (
                <input {...common} type={field.type ?? 'text'} />
              )}
              {fieldErrors.length > 0 && (
                <span id={errorId} className="staff-error">
                  {fieldErrors.join(' ')}
                </span>
              )}
            </div>
          );
        })}
        {message && (
          <p role="alert" className="staff-error">
            {message}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
      </form>
    </section>
  );
}
