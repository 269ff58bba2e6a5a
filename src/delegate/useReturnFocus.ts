import { useEffect, useRef, useState } from 'react';

/**
 * Where focus goes back to when a confirmation step is left with "No, go back": the button that opened it, so a
 * keyboard user is not dropped at the top of the page.
 */
export function useReturnFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [returning, setReturning] = useState(false);
  useEffect(() => {
    if (!returning) return;
    ref.current?.focus();
    setReturning(false);
  }, [returning]);
  return { ref, returnFocus: () => setReturning(true) };
}
