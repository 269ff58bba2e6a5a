import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { tokenInPath } from '../../core/paths/delegatePaths';
import type { CallResult } from './delegateApi';

/** What pressing a link page's button did: `value` when the server took it, else whether the link or the connection failed. */
export type PressedOutcome<T> = { state: 'done'; value: T } | { state: 'invalid' } | { state: 'failed' };

/**
 * A page reached by a link from an e-mail (a confirmation, an undo) that acts on a button press, never on load, so a
 * mail scanner that opens every link does nothing. The outcome takes the focus when it comes. `accepted` says whether
 * an answer is whole; one that is not counts as an invalid link.
 */
export function usePressedLink<T>(
  pathPrefix: string,
  act: (token: string) => Promise<CallResult<T>>,
  accepted: (value: T) => boolean = () => true,
) {
  const { pathname } = useLocation();
  const token = tokenInPath(pathname, pathPrefix);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PressedOutcome<T>>();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const press = async () => {
    if (token === undefined) {
      setOutcome({ state: 'invalid' });
      return;
    }
    setBusy(true);
    const result = await act(token);
    setBusy(false);
    // No answer at all is the connection; any refusal means this link will not work, however often it is pressed.
    if (result.ok && accepted(result.value)) setOutcome({ state: 'done', value: result.value });
    else setOutcome({ state: !result.ok && result.status === 0 ? 'failed' : 'invalid' });
  };

  return { busy, outcome, outcomeRef, press };
}
