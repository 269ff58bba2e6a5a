import { useCallback } from 'react';

import { refusalFieldErrors, refusalMessage } from '../api/keyedRefusal';
import { StaffApiError } from './staffApi';
import { useStaff } from './StaffContext';
import { useStaffText } from './useStaffText';

/**
 * Wraps a staff API call: an ended session goes back to sign-in; any other refusal answers the text to show
 * (the server's message in the console's language, or a generic one when the server could not be reached).
 */
export function useStaffCall() {
  const { sessionEnded } = useStaff();
  const t = useStaffText();
  return useCallback(
    async <T>(
      call: () => Promise<T>,
    ): Promise<{ ok: true; value: T } | { ok: false; message: string; errors: Record<string, string[]> }> => {
      try {
        return { ok: true, value: await call() };
      } catch (error) {
        if (error instanceof StaffApiError && error.status === 401) sessionEnded();
        const known = error instanceof StaffApiError && error.status !== 0 ? refusalMessage(error.body, t) : undefined;
        return {
          ok: false,
          message: known ?? t('staff.error.unreachable'),
          errors: error instanceof StaffApiError ? refusalFieldErrors(error.body, t) : {},
        };
      }
    },
    [sessionEnded, t],
  );
}
