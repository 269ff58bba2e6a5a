import { type FormEvent, useId, useState } from 'react';

import type { DelegateExtra } from '../../core/api/delegateTypes';
import type { Extra } from '../../core/model/extras';
import { extraAnswers } from '../../core/rules/extras';
import { useText } from '../i18n/useText';
import ActionAlert from './ActionAlert';
import ChoiceGroup from './ChoiceGroup';
import type { DelegateActionProps } from './delegateActionProps';
import { postExtraChange } from './delegateApi';
import { fieldOptions } from './delegateFieldRules';
import { fieldLabel, fieldValue } from './delegateFieldText';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { useMaybeText } from './useMaybeText';
import { useViewAction } from './useViewAction';

export interface ExtraActionProps extends DelegateActionProps {
  extra: Extra;
  current: DelegateExtra;
}

/**
 * Change an extra's answer (the dinner and its dietary preference) until its cut-off. As on the form, the follow-up
 * question is asked only of a delegate who joins (core/rules/extras.ts), and sent empty otherwise.
 */
export default function ExtraAction({ token, onDone, extra, current }: ExtraActionProps) {
  const id = useId();
  const text = useText();
  const maybe = useMaybeText();
  const action = useViewAction();
  const questionKey = extra.question;
  const followUpKey = extra.followUp;
  const keys = followUpKey === undefined ? [questionKey] : [questionKey, followUpKey];
  const followUpOptions = followUpKey === undefined ? [] : (fieldOptions(followUpKey) ?? []);
  const [answer, setAnswer] = useState(current.answer);
  const [followUp, setFollowUp] = useState(current.followUp || (followUpOptions[0] ?? ''));
  const joining = answer === extra.joins;
  const groupId = (key: string) => `${id}-${key}`;
  const texts = `delegate.extraForm.${extra.id}`;
  useFirstErrorFocus(action.refusal, keys, groupId);

  const optionsOf = (key: string) =>
    (fieldOptions(key) ?? []).map((option) => ({ value: option, label: fieldValue(key, option, maybe) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = await action.run(() => postExtraChange(token, extra.id, extraAnswers(extra, answer, followUp)), keys);
    if (next) onDone(next, text(`${texts}.done`));
  };

  return (
    <section className="delegate-action" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text(`${texts}.heading`)}</h3>
      <p>{text(`${texts}.cutOff`)}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ChoiceGroup
          id={groupId(questionKey)}
          name={questionKey}
          legend={fieldLabel(questionKey, maybe)}
          options={optionsOf(questionKey)}
          value={answer}
          onChange={setAnswer}
          errors={action.refusal?.errors[questionKey]}
        />
        {joining && followUpKey !== undefined && (
          <ChoiceGroup
            id={groupId(followUpKey)}
            name={followUpKey}
            legend={fieldLabel(followUpKey, maybe)}
            options={optionsOf(followUpKey)}
            value={followUp}
            onChange={setFollowUp}
            errors={action.refusal?.errors[followUpKey]}
          />
        )}
        <ActionAlert refusal={action.refusal} />
        <button type="submit" className="button" disabled={action.busy}>
          {text(`${texts}.submit`)}
        </button>
      </form>
    </section>
  );
}
