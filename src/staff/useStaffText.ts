import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The console's texts by key (schemas/messages/en.json, staff.*), with ICU values. */
export function useStaffText(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
