import { useCallback, useState } from 'react';

import { postAction, type Refusal, refusalOf } from './delegateActionsApi';

/** One action's progress: busy while posting (a second click posts nothing), then its outcome or refusal. */
export function useAction(token: string, action: string, onDone: (answer: Record<string, unknown>) => void) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const run = useCallback(
    async (body: object = {}) => {
      if (busy) return;
      setBusy(true);
      setRefusal(undefined);
      try {
        onDone(await postAction(token, action, body));
      } catch (error) {
        setRefusal({ code: 'delegateAction.error.failed', ...refusalOf(error) });
      } finally {
        setBusy(false);
      }
    },
    [busy, token, action, onDone],
  );
  return { busy, refusal, run };
}
