import { fees } from '../../core/model/schemaData';
import type { Period } from '../../core/model/types';
import { api, reportToErrorService } from '../api/client';

/** What GET /web/check-period tells the form: the fee period, and whether registration is still open. */
export interface PeriodCheck {
  period: Period;
  registrationOpen: boolean;
}

/** Reads `data.period` of GET /web/check-period; anything but a period of fees.json is an error. */
export function parsePeriod(body: unknown): Period {
  const period = (body as { data?: { period?: unknown } } | null)?.data?.period;
  if (typeof period === 'string' && fees.periods.some(({ id }) => id === period)) return period;
  throw new Error(`Unexpected fee period in /web/check-period: ${JSON.stringify(period)}`);
}

/** The whole answer; only an explicit `registrationOpen: false` closes the form (a backend without the field keeps it open). */
export function parsePeriodCheck(body: unknown): PeriodCheck {
  const registrationOpen = (body as { data?: { registrationOpen?: unknown } } | null)?.data?.registrationOpen;
  return { period: parsePeriod(body), registrationOpen: registrationOpen !== false };
}

/** Asks the backend which fee period is in force (spec section 7); an answer it cannot read is reported like a failed call. */
export async function loadPeriod(): Promise<PeriodCheck> {
  const body = await api.get('/web/check-period');
  try {
    return parsePeriodCheck(body);
  } catch (failure) {
    await reportToErrorService(failure);
    throw failure;
  }
}
