import { type ReactNode, useEffect, useId, useRef } from 'react';

import { useText } from '../i18n/useText';

export interface ConfirmStepProps {
  heading: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * The second step of an action that cannot be undone: what will happen, said in full, then the button that does it.
 * Its heading takes the focus, so a screen reader reads the question before the buttons.
 */
export default function ConfirmStep({ heading, children, confirmLabel, busy, onConfirm, onBack }: ConfirmStepProps) {
  const id = useId();
  const text = useText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="delegate-confirm" role="group" aria-labelledby={id}>
      <h3 id={id} tabIndex={-1} ref={headingRef}>
        {heading}
      </h3>
      {children}
      <div className="delegate-buttons">
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {text('delegate.confirm.back')}
        </button>
      </div>
    </div>
  );
}
