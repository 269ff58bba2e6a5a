import { useCallback, useState } from 'react';

import formSchema from '../../../schemas/form.schema.json';
import { useText } from '../../i18n/useText';
import { diallingCodes } from '../../model/diallingCodes';
import type { ActionsView } from './delegateActionsApi';
import { useAction } from './useAction';

interface Property {
  title?: string;
  enum?: string[];
}
const properties = formSchema.properties as Record<string, Property>;

/** The details the schema lets a delegate correct (`delegateEditable`), checked by the server with the form's rules. */
export default function DetailsAction({
  token,
  view,
  onChanged,
}: {
  token: string;
  view: ActionsView;
  onChanged: () => void;
}) {
  const t = useText();
  const [values, setValues] = useState(() =>
    Object.fromEntries(view.correctable.map(({ key }) => [key, view.values[key] ?? ''])),
  );
  const [outcome, setOutcome] = useState<string | undefined>();
  const save = useAction(
    token,
    'details',
    useCallback(
      (answer) => {
        setOutcome(answer.outcome === 'unchanged' ? 'delegateAction.unchanged' : 'delegateAction.details.saved');
        onChanged();
      },
      [onChanged],
    ),
  );
  if (!view.canCorrect || view.correctable.length === 0) return null;
  const errorOf = (key: string) => save.refusal?.errorKeys?.[key]?.[0];
  const label = (field: string) => t(properties[field]?.title ?? field);
  return (
    <section aria-labelledby="delegate-action-details">
      <h3 id="delegate-action-details">{t('delegateAction.details.legend')}</h3>
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          setOutcome(undefined);
          void save.run(values);
        }}
      >
        {view.correctable.map(({ key, field }) => {
          const id = `delegate-detail-${key}`;
          const error = errorOf(key);
          const common = {
            id,
            value: values[key] ?? '',
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
          };
          const change = (value: string) => setValues((current) => ({ ...current, [key]: value }));
          const options = field === 'iddCode' ? diallingCodes.map((code) => code.code) : properties[field]?.enum;
          return (
            <p key={key}>
              <label htmlFor={id}>{label(field)}</label>
              <br />
              {options ? (
                <select {...common} onChange={(changed) => change(changed.target.value)}>
                  {[...new Set(options)].map((option) => (
                    <option key={option} value={option}>
                      {field === 'title' ? t(`option.title.${option}`) : option}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type="text"
                  inputMode={field === 'phoneNumber' ? 'numeric' : undefined}
                  onChange={(changed) => change(changed.target.value)}
                />
              )}
              {error && (
                <span id={`${id}-error`} className="delegate-actions__error">
                  {' '}
                  {t(error, { field: label(field) })}
                </span>
              )}
            </p>
          );
        })}
        <button type="submit" disabled={save.busy}>
          {save.busy ? t('delegateAction.working') : t('delegateAction.details.save')}
        </button>
      </form>
      {outcome && <p role="status">{t(outcome)}</p>}
      {save.refusal?.code && !save.refusal.errorKeys && <p role="alert">{t(save.refusal.code)}</p>}
    </section>
  );
}
