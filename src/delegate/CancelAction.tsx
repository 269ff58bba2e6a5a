import { useId, useState } from 'react';

import { useText } from '../i18n/useText';
import ActionAlert from './ActionAlert';
import ConfirmStep from './ConfirmStep';
import type { DelegateActionProps } from './delegateActionProps';
import { postViewAction } from './delegateApi';
import { useDelegateFormat } from './useDelegateFormat';
import { useReturnFocus } from './useReturnFocus';
import { useViewAction } from './useViewAction';

/** Cancel the registration: the refund the rule gives today is said before anything else, then confirmed. */
export default function CancelAction({ token, view, onDone }: DelegateActionProps) {
  const id = useId();
  const text = useText();
  const format = useDelegateFormat();
  const action = useViewAction();
  const [confirming, setConfirming] = useState(false);
  const trigger = useReturnFocus<HTMLButtonElement>();
  const refund = view.refundIfCancelledNow;
  const refundSentence =
    refund.amount > 0
      ? text('delegate.cancel.refund', { amount: format.money(refund), percent: refund.percent })
      : text('delegate.cancel.noRefund');

  const confirm = async () => {
    const next = await action.run(() => postViewAction(token, 'cancellation', {}));
    setConfirming(false);
    if (next) onDone(next, text('delegate.cancel.done'));
  };

  return (
    <section className="delegate-action" aria-labelledby={id}>
      <h3 id={id}>{text('delegate.cancel.heading')}</h3>
      <p>{refundSentence}</p>
      <ActionAlert refusal={action.refusal} />
      {confirming ? (
        <ConfirmStep
          heading={text('delegate.cancel.confirmHeading', { reference: view.reference })}
          confirmLabel={text('delegate.cancel.confirm')}
          busy={action.busy}
          onConfirm={() => void confirm()}
          onBack={() => {
            setConfirming(false);
            trigger.returnFocus();
          }}
        >
          <p>{refundSentence}</p>
          <p>{text('delegate.cancel.confirmBody')}</p>
        </ConfirmStep>
      ) : (
        <button type="button" ref={trigger.ref} className="button button--danger" onClick={() => setConfirming(true)}>
          {text('delegate.cancel.submit')}
        </button>
      )}
    </section>
  );
}
