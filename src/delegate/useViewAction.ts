import { useCallback, useRef, useState } from 'react';

import { refusalFieldErrors, refusalMessage } from '../api/keyedRefusal';
import { useText } from '../i18n/useText';
import type { CallResult, FieldErrors } from './delegateApi';

/** What an action form shows after a refusal: a sentence about no field (role=alert), and messages by field. */
export interface ActionRefusal {
  message: string;
  errors: FieldErrors;
  /** Counts refusals, so the same sentence twice is announced (and focused) twice. */
  attempt: number;
}

export interface ViewAction {
  busy: boolean;
  refusal: ActionRefusal | undefined;
  /** Sends once (a second press while one is in flight is ignored); answers the value on success. */
  run: <T>(send: () => Promise<CallResult<T>>, fields?: readonly string[]) => Promise<T | undefined>;
  /** Shows messages found before sending (the form's own rules). */
  refuse: (errors: FieldErrors) => void;
  clear: () => void;
}

/**
 * The busy flag and the refusal of one action form. A refusal about fields of this form is said by those fields; any
 * other (a 409, a network failure, a field the form does not show) is said in one sentence.
 */
export function useViewAction(): ViewAction {
  const text = useText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ActionRefusal>();
  const inFlight = useRef(false);

  const refuse = useCallback((errors: FieldErrors, message = '') => {
    setRefusal((previous) => ({ message, errors, attempt: (previous?.attempt ?? 0) + 1 }));
  }, []);

  const run = useCallback(
    async <T>(send: () => Promise<CallResult<T>>, fields: readonly string[] = []): Promise<T | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setBusy(true);
      const result = await send();
      inFlight.current = false;
      setBusy(false);
      if (result.ok) {
        setRefusal(undefined);
        return result.value;
      }
      // The server's texts by key in the page's words (the same language, from the page's own catalogue).
      const errors = refusalFieldErrors(result, text);
      const known = Object.fromEntries(Object.entries(errors).filter(([key]) => fields.includes(key)));
      const unknown = Object.entries(errors)
        .filter(([key]) => !fields.includes(key))
        .flatMap(([, messages]) => messages);
      const sentence =
        Object.keys(known).length > 0 && unknown.length === 0
          ? ''
          : (unknown[0] ?? refusalMessage(result, text) ?? text('delegate.actionFailed'));
      refuse(known, sentence);
      return undefined;
    },
    [refuse, text],
  );

  return { busy, refusal, run, refuse, clear: useCallback(() => setRefusal(undefined), []) };
}
