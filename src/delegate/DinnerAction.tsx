import { type FormEvent, useId, useState } from 'react';

import type { DinnerChange } from '../../core/api/delegateTypes';
import type { YesNo } from '../../core/model/types';
import { takesDietaryPreference } from '../../core/rules/dinner';
import { useText } from '../i18n/useText';
import ActionAlert from './ActionAlert';
import ChoiceGroup from './ChoiceGroup';
import type { DelegateActionProps } from './delegateActionProps';
import { postViewAction } from './delegateApi';
import { fieldOptions } from './delegateFieldRules';
import { fieldLabel, fieldValue } from './delegateFieldText';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { useMaybeText } from './useMaybeText';
import { useViewAction } from './useViewAction';

const joinKey = 'join_gala_dinner';
const dietaryKey = 'dietary_preference';

/**
 * Change the dinner and dietary choice until the catering cut-off. As on the form, the dietary preference is asked
 * only of a delegate who joins (core/rules/dinner.ts), and sent empty otherwise.
 */
export default function DinnerAction({ token, view, onDone }: DelegateActionProps) {
  const id = useId();
  const text = useText();
  const maybe = useMaybeText();
  const action = useViewAction();
  const [join, setJoin] = useState<YesNo>(view.dinner.join);
  const [dietary, setDietary] = useState(view.dinner.dietaryPreference || 'NA');
  const joining = takesDietaryPreference(join);
  const groupId = (key: string) => `${id}-${key}`;
  useFirstErrorFocus(action.refusal, [joinKey, dietaryKey], groupId);

  const optionsOf = (key: string) =>
    (fieldOptions(key) ?? []).map((option) => ({ value: option, label: fieldValue(key, option, maybe) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change: DinnerChange = { join_gala_dinner: join, dietary_preference: joining ? dietary : '' };
    const next = await action.run(() => postViewAction(token, 'dinner', change), [joinKey, dietaryKey]);
    if (next) onDone(next, text('delegate.dinnerForm.done'));
  };

  return (
    <section className="delegate-action" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text('delegate.dinnerForm.heading')}</h3>
      <p>{text('delegate.dinnerForm.cutOff')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ChoiceGroup
          id={groupId(joinKey)}
          name={joinKey}
          legend={fieldLabel(joinKey, maybe)}
          options={optionsOf(joinKey)}
          value={join}
          onChange={(value) => setJoin(value === 'Yes' ? 'Yes' : 'No')}
          errors={action.refusal?.errors[joinKey]}
        />
        {joining && (
          <ChoiceGroup
            id={groupId(dietaryKey)}
            name={dietaryKey}
            legend={fieldLabel(dietaryKey, maybe)}
            options={optionsOf(dietaryKey)}
            value={dietary}
            onChange={setDietary}
            errors={action.refusal?.errors[dietaryKey]}
          />
        )}
        <ActionAlert refusal={action.refusal} />
        <button type="submit" className="button" disabled={action.busy}>
          {text('delegate.dinnerForm.submit')}
        </button>
      </form>
    </section>
  );
}
