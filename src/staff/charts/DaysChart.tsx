import { useId, useRef } from 'react';

import { chartStates, type StatisticsDay } from '../../../core/rules/eventStatistics';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import { useValueTexts } from '../useValueTexts';
import { type Band, changedDays, dayTotal, stackedBands } from './chartData';
import ChartFigure from './ChartFigure';
import { countTicks, scaled, spread } from './scale';
import StateLegend from './StateLegend';
import { patternId } from './stateLooks';
import StatePatterns from './StatePatterns';
import { useChartWidth } from './useChartWidth';
import { usePartsText } from './usePartsText';

const height = 220;
const margin = { top: 10, right: 12, bottom: 28, left: 40 };

/** One band as an SVG path: along its upper edge left to right, back along its lower edge. */
function bandPath(band: Band, xs: readonly number[], y: (count: number) => number): string {
  const upper = xs.map((x, index) => `${x.toFixed(1)},${y(band.upper[index]).toFixed(1)}`);
  const lower = xs.map((x, index) => `${x.toFixed(1)},${y(band.lower[index]).toFixed(1)}`).reverse();
  return `M${upper.join(' L')} L${lower.join(' L')} Z`;
}

/** The registrations so far, day by day, stacked by the state each was in that day; the days with a change as a table. */
export default function DaysChart({ days }: { days: readonly StatisticsDay[] }) {
  const t = useStaffText();
  const format = useStaffFormat();
  const values = useValueTexts();
  const partsText = usePartsText();
  const prefix = useId();
  const box = useRef<HTMLDivElement>(null);
  const width = useChartWidth(box);
  const stateText = (state: string) => values.field('state', state, {});

  const last = days[days.length - 1];
  // A single day is drawn as a band across the width, not as a line of no width.
  const drawn = days.length === 1 ? [last, last] : days;
  const bands = stackedBands(drawn);
  const ticks = countTicks(Math.max(...drawn.map(dayTotal)));
  const top = ticks[ticks.length - 1];
  const plotWidth = Math.max(width - margin.left - margin.right, 1);
  const plotHeight = height - margin.top - margin.bottom;
  const xs = spread(drawn.length, plotWidth);
  const y = (count: number) => plotHeight - scaled(count, top, plotHeight);

  const caption = t('staff.charts.days.caption');
  const parts = chartStates
    .filter((state) => last.byState[state] > 0)
    .map((state) => ({ label: stateText(state), count: last.byState[state] }));
  const summary = t('staff.charts.days.summary', {
    day: format.day(last.day),
    total: dayTotal(last),
    parts: partsText(parts),
  });

  const table = (
    <table className="data-table data-table--cards">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('staff.charts.table.day')}</th>
          {chartStates.map((state) => (
            <th scope="col" key={state}>
              {stateText(state)}
            </th>
          ))}
          <th scope="col">{t('staff.charts.table.total')}</th>
        </tr>
      </thead>
      <tbody>
        {changedDays(days).map((day) => (
          <tr key={day.day}>
            <th scope="row">{format.day(day.day)}</th>
            {chartStates.map((state) => (
              <td key={state} data-label={stateText(state)}>
                {day.byState[state]}
              </td>
            ))}
            <td data-label={t('staff.charts.table.total')}>{dayTotal(day)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartFigure caption={caption} table={table} wide>
      <div ref={box} className="staff-chart__picture">
        <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
          <StatePatterns prefix={prefix} />
          <g transform={`translate(${margin.left},${margin.top})`}>
            {ticks.map((tick) => (
              <g key={tick} className="staff-chart__tick">
                <line x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} />
                <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end">
                  {tick}
                </text>
              </g>
            ))}
            {bands.map((band) => (
              <path
                key={band.state}
                d={bandPath(band, xs, y)}
                fill={`url(#${patternId(prefix, band.state)})`}
                stroke="#fff"
                strokeWidth={1}
              />
            ))}
            <line className="staff-chart__axis" x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} />
            <text className="staff-chart__day" x={0} y={plotHeight + 20} textAnchor="start">
              {format.day(days[0].day)}
            </text>
            {days.length > 1 && (
              <text className="staff-chart__day" x={plotWidth} y={plotHeight + 20} textAnchor="end">
                {format.day(last.day)}
              </text>
            )}
          </g>
        </svg>
      </div>
      <StateLegend prefix={prefix} counts={last.byState} label={stateText} />
    </ChartFigure>
  );
}
