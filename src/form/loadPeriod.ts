import { api, reportToErrorService } from '../api/client';
import type { Period } from '../model/types';

/** Reads `data.period` of GET /web/check-period; anything but 'earlyBird' or 'standard' is an error. */
export function parsePeriod(body: unknown): Period {
  const period = (body as { data?: { period?: unknown } } | null)?.data?.period;
  if (period === 'earlyBird' || period === 'standard') return period;
  throw new Error(`Unexpected fee period in /web/check-period: ${JSON.stringify(period)}`);
}

/** Asks the backend which fee period is in force (spec section 7); an answer it cannot read is reported like a failed call. */
export async function loadPeriod(): Promise<Period> {
  const body = await api.get('/web/check-period');
  try {
    return parsePeriod(body);
  } catch (failure) {
    await reportToErrorService(failure);
    throw failure;
  }
}
