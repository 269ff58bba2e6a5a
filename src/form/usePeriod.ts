import { startTransition, useCallback, useEffect, useState } from 'react';

import { fees } from '../../core/model/schemaData';
import type { Period } from '../../core/model/types';
import type { PeriodCheck } from './loadPeriod';

/** The default fee period until the server has answered: the first of fees.json (spec section 4: early bird). */
export const DEFAULT_PERIOD: Period = fees.periods[0].id;

/** Where the period check stands: asking, answered, closed, or failed (the failure is reported by the loader). */
export type PeriodStatus = 'checking' | 'open' | 'closed' | 'failed';

export interface PeriodState {
  status: PeriodStatus;
  /** The period in force; the default while checking or after a failure. */
  period: Period;
  /** Asks again after a failure. */
  retry: () => void;
}

/** The fee period, fetched when the form loads and again on retry; a failure is shown, never silently taken as early bird. */
export function usePeriod(loadPeriod: () => Promise<PeriodCheck>): PeriodState {
  const [answer, setAnswer] = useState<{ status: PeriodStatus; period: Period }>({
    status: 'checking',
    period: DEFAULT_PERIOD,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadPeriod().then(
      (check) => {
        // The answer renders the whole form again (the fee grid's period): as a transition, in interruptible slices.
        if (current)
          startTransition(() =>
            setAnswer({ status: check.registrationOpen ? 'open' : 'closed', period: check.period }),
          );
      },
      () => {
        if (current) setAnswer((previous) => ({ ...previous, status: 'failed' }));
      },
    );
    return () => {
      current = false;
    };
  }, [loadPeriod, attempt]);
  const retry = useCallback(() => {
    setAnswer((previous) => ({ ...previous, status: 'checking' }));
    setAttempt((count) => count + 1);
  }, []);
  return { ...answer, retry };
}
