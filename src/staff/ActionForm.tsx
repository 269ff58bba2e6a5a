import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { useStaffCall } from './useStaffCall';
import { useStaffText } from './useStaffText';

/** One labelled input of an action form, with its error tied to it by aria-describedby. */
export interface ActionField {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'email' | 'textarea' | 'select';
  /** A select's choices, in order; the first is what it starts on unless `initial` says otherwise. */
  options?: readonly { value: string; label: string }[];
  /** Said with the input (aria-describedby): the format expected, or who reads what is typed. */
  hint?: string;
  initial?: string;
  required?: boolean;
}

/** A second step before the action is sent: what will happen, said in full, and the button that does it. */
export interface ActionConfirmation {
  heading: string;
  body: (values: Record<string, string>) => ReactNode;
  confirmLabel: string;
  backLabel: string;
}

export interface ActionFormProps {
  heading: string;
  fields: readonly ActionField[];
  submitLabel: string;
  /** Shown above the fields (the refund a cancellation gives). */
  intro?: ReactNode;
  /** When given, the form asks for confirmation before sending. */
  confirmation?: ActionConfirmation;
  /** Sends the values; the answer's message is announced by the caller. */
  send: (values: Record<string, string>) => Promise<unknown>;
  onDone: (answer: unknown) => void;
}

/**
 * A manager action as a form: its own heading, labelled fields, each error once, by the field it is about (between
 * label and input, so it is never read as the next field's), gone as soon as that field is changed. A refusal that
 * is about no field is shown above the button; focus goes to the first field in error or to the refusal.
 */
export default function ActionForm({
  heading,
  fields,
  submitLabel,
  intro,
  confirmation,
  send,
  onDone,
}: ActionFormProps) {
  const id = useId();
  const t = useStaffText();
  const staffCall = useStaffCall();
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])),
  );
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // 'refusal', 'confirm', or a field as `field:<name>` (a field may well be called 'message').
  const [focusTarget, setFocusTarget] = useState<string>();
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  // Focus follows what the person must read next: the first field in error, the refusal, or the confirmation.
  useEffect(() => {
    if (focusTarget === undefined) return;
    if (focusTarget === 'refusal') messageRef.current?.focus();
    else if (focusTarget === 'confirm') confirmHeading.current?.focus();
    else document.getElementById(`${id}-${focusTarget.replace(/^field:/, '')}`)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, id]);

  const showRefusal = (refusal: string, fieldErrors: Record<string, string[]>) => {
    const known = Object.fromEntries(
      Object.entries(fieldErrors).filter(([name]) => fields.some((field) => field.name === name)),
    );
    const first = fields.find((field) => known[field.name]);
    setErrors(known);
    // A refusal about a field is said there only; one about no field of this form is said above the button.
    setMessage(first ? '' : refusal);
    setFocusTarget(first ? `field:${first.name}` : 'refusal');
  };

  const sendNow = async () => {
    setBusy(true);
    const result = await staffCall(() => send(values));
    setBusy(false);
    setConfirming(false);
    if (result.ok) {
      setMessage('');
      setErrors({});
      onDone(result.value);
    } else showRefusal(result.message, result.errors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = fields.filter((field) => field.required && (values[field.name] ?? '').trim() === '');
    if (missing.length > 0) {
      showRefusal(
        '',
        Object.fromEntries(missing.map((field) => [field.name, [t('staff.form.required', { field: field.label })]])),
      );
      return;
    }
    if (confirmation) {
      setConfirming(true);
      setFocusTarget('confirm');
    } else void sendNow();
  };

  const change = (name: string, value: string) => {
    setValues({ ...values, [name]: value });
    if (errors[name]) setErrors(Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name)));
    if (message) setMessage('');
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="staff-action">
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro}
      {confirming && confirmation ? (
        <div className="staff-confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <h3 id={`${id}-confirm`} tabIndex={-1} ref={confirmHeading}>
            {confirmation.heading}
          </h3>
          {confirmation.body(values)}
          <div className="staff-buttons">
            <button type="button" className="button button--danger" disabled={busy} onClick={() => void sendNow()}>
              {confirmation.confirmLabel}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setConfirming(false);
                setFocusTarget(fields[0] ? `field:${fields[0].name}` : undefined);
              }}
            >
              {confirmation.backLabel}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          {fields.map((field) => {
            const inputId = `${id}-${field.name}`;
            const fieldErrors = errors[field.name] ?? [];
            const errorId = `${inputId}-error`;
            const hintId = `${inputId}-hint`;
            const describedBy = [field.hint ? hintId : '', fieldErrors.length > 0 ? errorId : '']
              .filter(Boolean)
              .join(' ');
            const common = {
              className: 'input',
              id: inputId,
              name: field.name,
              value: values[field.name] ?? '',
              required: field.required,
              'aria-invalid': fieldErrors.length > 0 ? true : undefined,
              'aria-describedby': describedBy || undefined,
              onChange: (event: { target: { value: string } }) => change(field.name, event.target.value),
            };
            return (
              <div className={fieldErrors.length > 0 ? 'field field--invalid' : 'field'} key={field.name}>
                <label htmlFor={inputId}>{field.label}</label>
                {field.hint && (
                  <span id={hintId} className="field__hint">
                    {field.hint}
                  </span>
                )}
                {fieldErrors.length > 0 && (
                  <span id={errorId} className="field__error">
                    {[...new Set(fieldErrors)].join(' ')}
                  </span>
                )}
                {field.type === 'textarea' ? (
                  <textarea {...common} rows={3} />
                ) : field.type === 'select' ? (
                  <select {...common}>
                    {(field.options ?? []).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input {...common} type={field.type ?? 'text'} />
                )}
              </div>
            );
          })}
          {message && (
            <p role="alert" className="notice notice--error" tabIndex={-1} ref={messageRef}>
              {message}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {submitLabel}
          </button>
        </form>
      )}
    </section>
  );
}
