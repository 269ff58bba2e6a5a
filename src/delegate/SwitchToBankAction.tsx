import { useId, useState } from 'react';

import { useText } from '../i18n/useText';
import ActionAlert from './ActionAlert';
import ConfirmStep from './ConfirmStep';
import type { DelegateActionProps } from './delegateActionProps';
import { postViewAction } from './delegateApi';
import { useDelegateFormat } from './useDelegateFormat';
import { useReturnFocus } from './useReturnFocus';
import { useViewAction } from './useViewAction';

/** Pay by bank transfer instead: an invoice is issued, so it is confirmed first. */
export default function SwitchToBankAction({ token, view, onDone }: DelegateActionProps) {
  const id = useId();
  const text = useText();
  const format = useDelegateFormat();
  const action = useViewAction();
  const [confirming, setConfirming] = useState(false);
  const trigger = useReturnFocus<HTMLButtonElement>();

  const confirm = async () => {
    const next = await action.run(() => postViewAction(token, 'bank-transfer', {}));
    setConfirming(false);
    if (next) onDone(next, text('delegate.bank.done'));
  };

  return (
    <section className="delegate-action" aria-labelledby={id}>
      <h3 id={id}>{text('delegate.bank.heading')}</h3>
      <p>{text('delegate.bank.intro', { amount: format.money(view.fee) })}</p>
      <ActionAlert refusal={action.refusal} />
      {confirming ? (
        <ConfirmStep
          heading={text('delegate.bank.confirmHeading')}
          confirmLabel={text('delegate.bank.confirm')}
          busy={action.busy}
          onConfirm={() => void confirm()}
          onBack={() => {
            setConfirming(false);
            trigger.returnFocus();
          }}
        >
          <p>{text('delegate.bank.confirmBody')}</p>
        </ConfirmStep>
      ) : (
        <button
          type="button"
          ref={trigger.ref}
          className="button button--secondary"
          onClick={() => setConfirming(true)}
        >
          {text('delegate.bank.submit')}
        </button>
      )}
    </section>
  );
}
