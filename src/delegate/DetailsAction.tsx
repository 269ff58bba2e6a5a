import { type FormEvent, useId, useState } from 'react';

import { useText } from '../i18n/useText';
import ActionAlert from './ActionAlert';
import type { DelegateActionProps } from './delegateActionProps';
import { postViewAction } from './delegateApi';
import { fieldOptions, fieldProblem } from './delegateFieldRules';
import { fieldLabel, fieldValue } from './delegateFieldText';
import DelegateTextField from './DelegateTextField';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { useMaybeText } from './useMaybeText';
import { useViewAction } from './useViewAction';

/** How the browser may fill a field it knows; a field staff added has none. */
const autoCompleteOf: Record<string, string> = {
  given_name: 'given-name',
  family_name: 'family-name',
  post_title: 'organization-title',
  idd_code: 'tel-country-code',
  phone_number: 'tel-national',
};

/**
 * Correct personal details: every field the view marks editable (a field staff added too, when they say so), checked
 * with the form's rules and messages before sending; the server's 422 messages land under their fields. The e-mail
 * address has its own form, as a new one must be confirmed by its owner.
 */
export default function DetailsAction({ token, view, onDone }: DelegateActionProps) {
  const id = useId();
  const text = useText();
  const maybe = useMaybeText();
  const action = useViewAction();
  const editable = view.fields.filter((field) => field.editable && field.key !== 'email');
  const keys = editable.map((field) => field.key);
  const [values, setValues] = useState(() => Object.fromEntries(editable.map((field) => [field.key, field.value])));
  const inputId = (key: string) => `${id}-${key}`;
  useFirstErrorFocus(action.refusal, keys, inputId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = Object.fromEntries(
      keys.flatMap((key) => {
        const problem = fieldProblem(key, values[key] ?? '');
        return problem ? [[key, [text(problem, { field: fieldLabel(key, maybe) })]]] : [];
      }),
    );
    if (Object.keys(problems).length > 0) {
      action.refuse(problems);
      return;
    }
    const next = await action.run(() => postViewAction(token, 'details', values), keys);
    if (next) onDone(next, text('delegate.details.done'));
  };

  if (editable.length === 0) return null;
  return (
    <section className="delegate-action" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text('delegate.details.heading')}</h3>
      <p>{text('delegate.details.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {editable.map(({ key }) => {
          const options = fieldOptions(key);
          return (
            <DelegateTextField
              key={key}
              id={inputId(key)}
              label={fieldLabel(key, maybe)}
              value={values[key] ?? ''}
              onChange={(value) => setValues((previous) => ({ ...previous, [key]: value }))}
              errors={action.refusal?.errors[key]}
              type={key === 'phone_number' || key === 'idd_code' ? 'tel' : 'text'}
              autoComplete={autoCompleteOf[key]}
              options={options?.map((option) => ({ value: option, label: fieldValue(key, option, maybe) }))}
            />
          );
        })}
        <ActionAlert refusal={action.refusal} />
        <button type="submit" className="button" disabled={action.busy}>
          {text('delegate.details.submit')}
        </button>
      </form>
    </section>
  );
}
