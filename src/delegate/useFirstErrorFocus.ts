import { useEffect, useRef } from 'react';

import type { ActionRefusal } from './useViewAction';

/** After each refusal, focus moves to the first field (in the form's order) that has a message. */
export function useFirstErrorFocus(
  refusal: ActionRefusal | undefined,
  keys: readonly string[],
  idOf: (key: string) => string,
): void {
  // The list and the id maker are new objects on every render; only a new refusal moves the focus.
  const latest = useRef({ keys, idOf });
  latest.current = { keys, idOf };
  useEffect(() => {
    if (!refusal) return;
    const first = latest.current.keys.find((key) => (refusal.errors[key] ?? []).length > 0);
    if (first !== undefined) document.getElementById(latest.current.idOf(first))?.focus();
  }, [refusal]);
}
