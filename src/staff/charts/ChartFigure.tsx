import type { ReactNode } from 'react';

import { useStaffText } from '../useStaffText';

/**
 * One chart as a figure: its caption, the picture (an SVG with role="img" and a summary for screen readers), what
 * else explains it (a key), and the same numbers as a table behind "Show as table".
 */
export default function ChartFigure({
  caption,
  children,
  table,
  wide = false,
}: {
  caption: string;
  children: ReactNode;
  table: ReactNode;
  /** Across the whole width of the charts' grid. */
  wide?: boolean;
}) {
  const t = useStaffText();
  return (
    <figure className={wide ? 'staff-chart staff-chart--wide' : 'staff-chart'}>
      <figcaption>{caption}</figcaption>
      {children}
      <details className="staff-chart__table">
        <summary>{t('staff.charts.showTable')}</summary>
        {table}
      </details>
    </figure>
  );
}
