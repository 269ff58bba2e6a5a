import { useEffect, useRef } from 'react';

import type { ActionRefusal } from './useViewAction';

/** A refusal about no field, said where the delegate looks: announced, and focused so the next Tab continues there. */
export default function ActionAlert({ refusal }: { refusal: ActionRefusal | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const message = refusal?.message ?? '';
  const attempt = refusal?.attempt;
  useEffect(() => {
    if (message !== '') ref.current?.focus();
  }, [message, attempt]);
  if (message === '') return null;
  return (
    <p role="alert" className="notice notice--error" tabIndex={-1} ref={ref}>
      {message}
    </p>
  );
}
