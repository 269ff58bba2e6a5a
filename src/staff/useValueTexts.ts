import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { useStaff } from './StaffContext';
import { useStaffFormat } from './useStaffFormat';
import { feeCategoryText, feeColumnText, feePeriodText, fieldValueText, type MaybeText } from './valueTexts';

/** The console's words for stored values, in the language it shows (see valueTexts.ts). */
export function useValueTexts() {
  const intl = useIntl();
  const { siteText } = useStaff();
  const format = useStaffFormat();
  const staff = useCallback<MaybeText>(
    (key, values) => (key in intl.messages ? intl.formatMessage({ id: key }, values) : undefined),
    [intl],
  );
  return useMemo(
    () => ({
      staff,
      site: siteText,
      format,
      field: (field: string, value: unknown, row: Record<string, unknown>) =>
        fieldValueText(field, value, row, { staff, site: siteText, format }),
      feeCategory: (code: string) => feeCategoryText(code, siteText),
      feePeriod: (id: string) => feePeriodText(id, siteText),
      feeColumn: (id: string) => feeColumnText(id, siteText),
    }),
    [staff, siteText, format],
  );
}
