import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { useStaffText } from '../useStaffText';

/** 'Paid: 3, Awaiting payment: 2, and Cancelled: 1' in the console's language ('已付款：3、等待付款：2和已取消：1'). */
export function usePartsText(): (parts: readonly { label: string; count: number }[]) => string {
  const t = useStaffText();
  const { locale } = useIntl();
  return useCallback(
    (parts) =>
      new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        parts.map((part) => t('staff.charts.part', { label: part.label, count: part.count })),
      ),
    [t, locale],
  );
}
