import { useCallback, useState } from 'react';

import formSchema from '../../../schemas/form.schema.json';
import { useText } from '../../i18n/useText';
import type { ActionsView } from './delegateActionsApi';
import { useAction } from './useAction';

const dietaryOptions = formSchema.properties.dietaryPreference.enum;

/** The dinner and dietary choice, changeable until the catering cut-off day. */
export default function DinnerAction({
  token,
  view,
  onChanged,
}: {
  token: string;
  view: ActionsView;
  onChanged: () => void;
}) {
  const t = useText();
  const [join, setJoin] = useState(view.values.join_gala_dinner ?? '');
  const [dietary, setDietary] = useState(view.values.dietary_preference ?? '');
  const [outcome, setOutcome] = useState<string | undefined>();
  const save = useAction(
    token,
    'dinner',
    useCallback(
      (answer) => {
        setOutcome(answer.outcome === 'unchanged' ? 'delegateAction.unchanged' : 'delegateAction.dinner.saved');
        onChanged();
      },
      [onChanged],
    ),
  );
  if (!view.canCorrect) return null;
  if (!view.canChangeDinner)
    return (
      <section aria-labelledby="delegate-action-dinner">
        <h3 id="delegate-action-dinner">{t('delegateAction.dinner.legend')}</h3>
        <p>{t('delegateAction.dinner.closed')}</p>
      </section>
    );
  const dietaryError = save.refusal?.errorKeys?.dietary_preference?.[0];
  return (
    <section aria-labelledby="delegate-action-dinner">
      <h3 id="delegate-action-dinner">{t('delegateAction.dinner.legend')}</h3>
      <p>{t('delegateAction.dinner.until')}</p>
      <form
        onSubmit={(submitted) => {
          submitted.preventDefault();
          setOutcome(undefined);
          void save.run({ join_gala_dinner: join, dietary_preference: join === 'Yes' ? dietary : '' });
        }}
      >
        <fieldset>
          <legend>{t('field.joinGalaDinner')}</legend>
          {(['Yes', 'No'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="delegate-dinner"
                value={option}
                checked={join === option}
                onChange={() => setJoin(option)}
              />{' '}
              {t(`option.yesNo.${option}`)}
            </label>
          ))}
        </fieldset>
        {join === 'Yes' && (
          <fieldset
            aria-invalid={dietaryError ? true : undefined}
            aria-describedby={dietaryError ? 'delegate-dietary-error' : undefined}
          >
            <legend>{t('field.dietaryPreference')}</legend>
            {dietaryOptions.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="delegate-dietary"
                  value={option}
                  checked={dietary === option}
                  onChange={() => setDietary(option)}
                />{' '}
                {t(`option.dietary.${option}`)}
              </label>
            ))}
            {dietaryError && <p id="delegate-dietary-error">{t(dietaryError)}</p>}
          </fieldset>
        )}
        <button type="submit" disabled={save.busy}>
          {save.busy ? t('delegateAction.working') : t('delegateAction.dinner.save')}
        </button>
      </form>
      {outcome && <p role="status">{t(outcome)}</p>}
      {save.refusal?.code && !dietaryError && <p role="alert">{t(save.refusal.code)}</p>}
    </section>
  );
}
