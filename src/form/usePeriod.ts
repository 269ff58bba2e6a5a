import { useEffect, useState } from 'react';
import type { Period } from '../model/types';

/** The default fee period until the server has answered, or when it cannot (spec section 4). */
export const DEFAULT_PERIOD: Period = 'earlyBird';

/** The fee period, fetched once when the form loads; a failed check keeps the default (the failure is reported). */
export function usePeriod(loadPeriod: () => Promise<Period>): Period {
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  useEffect(() => {
    let current = true;
    loadPeriod().then(
      (loaded) => {
        if (current) setPeriod(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loadPeriod]);
  return period;
}
