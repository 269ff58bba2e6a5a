import { type ReactNode, useId, useState } from 'react';

import ActionAlert from './ActionAlert';
import ConfirmStep from './ConfirmStep';
import type { DelegateActionProps } from './delegateActionProps';
import { postViewAction } from './delegateApi';
import { useReturnFocus } from './useReturnFocus';
import { useViewAction } from './useViewAction';

export interface ConfirmedActionProps extends DelegateActionProps {
  /** The action the server is asked for once confirmed; it takes no fields. */
  action: 'cancellation' | 'bank-transfer';
  heading: string;
  /** What the action means, said before the button that opens the confirmation. */
  intro: ReactNode;
  triggerLabel: string;
  triggerClass: string;
  confirmHeading: string;
  confirmLabel: string;
  /** What will happen, said again in full in the confirmation step. */
  confirmBody: ReactNode;
  doneMessage: string;
}

/**
 * An action of the delegate's page that cannot be undone and takes no fields: a button opens a confirmation step, and
 * only its confirm button sends. "No, go back" returns the focus to the button that opened it.
 */
export default function ConfirmedAction(props: ConfirmedActionProps) {
  const { token, onDone, action: name } = props;
  const id = useId();
  const action = useViewAction();
  const [confirming, setConfirming] = useState(false);
  const trigger = useReturnFocus<HTMLButtonElement>();

  const confirm = async () => {
    const next = await action.run(() => postViewAction(token, name, {}));
    setConfirming(false);
    if (next) onDone(next, props.doneMessage);
  };

  return (
    <section className="delegate-action" aria-labelledby={id}>
      <h3 id={id}>{props.heading}</h3>
      {props.intro}
      <ActionAlert refusal={action.refusal} />
      {confirming ? (
        <ConfirmStep
          heading={props.confirmHeading}
          confirmLabel={props.confirmLabel}
          busy={action.busy}
          onConfirm={() => void confirm()}
          onBack={() => {
            setConfirming(false);
            trigger.returnFocus();
          }}
        >
          {props.confirmBody}
        </ConfirmStep>
      ) : (
        <button type="button" ref={trigger.ref} className={props.triggerClass} onClick={() => setConfirming(true)}>
          {props.triggerLabel}
        </button>
      )}
    </section>
  );
}
