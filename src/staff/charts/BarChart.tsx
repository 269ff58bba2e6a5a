import { useRef } from 'react';

import { useStaffText } from '../useStaffText';
import ChartFigure from './ChartFigure';
import { scaled } from './scale';
import { useChartWidth } from './useChartWidth';
import { usePartsText } from './usePartsText';

/** One bar: its name in the console's language and its count. */
export interface Bar {
  key: string;
  label: string;
  count: number;
}

/** Each bar's row: its name on a line of its own above the bar, so long names fit a phone. */
const rowHeight = 44;
const barHeight = 16;
/** Room at the right of the longest bar for its count. */
const countRoom = 48;

/**
 * Horizontal bars with their names and counts written beside them (no axis to read off), and the same as a table of
 * `labelHeading` and delegates.
 */
export default function BarChart({
  caption,
  labelHeading,
  bars,
}: {
  caption: string;
  labelHeading: string;
  bars: readonly Bar[];
}) {
  const t = useStaffText();
  const partsText = usePartsText();
  const box = useRef<HTMLDivElement>(null);
  const width = useChartWidth(box);
  const height = bars.length * rowHeight;
  const most = Math.max(...bars.map((bar) => bar.count), 0);
  const barRoom = Math.max(width - countRoom, 1);
  const summary = t('staff.charts.bars.summary', {
    caption,
    parts: partsText(bars),
  });

  const table = (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeading}</th>
          <th scope="col">{t('staff.charts.table.delegates')}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row">{bar.label}</th>
            <td>{bar.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartFigure caption={caption} table={table}>
      <div ref={box} className="staff-chart__picture">
        <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
          {bars.map((bar, index) => {
            const top = index * rowHeight;
            const length = scaled(bar.count, most, barRoom);
            return (
              <g key={bar.key}>
                <text className="staff-chart__label" x={0} y={top + 14}>
                  {bar.label}
                </text>
                <rect className="staff-chart__bar" x={0} y={top + 20} width={length} height={barHeight} />
                <text className="staff-chart__count" x={length + 6} y={top + 20 + barHeight / 2} dy="0.32em">
                  {bar.count}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </ChartFigure>
  );
}
