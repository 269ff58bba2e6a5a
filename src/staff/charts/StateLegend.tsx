import { type ChartState, chartStates } from '../../../core/rules/eventStatistics';
import { useStaffText } from '../useStaffText';
import { patternId } from './stateLooks';

/** The key of the days chart: each state's fill, its name and its count on the last day, so colour is never needed. */
export default function StateLegend({
  prefix,
  counts,
  label,
}: {
  prefix: string;
  counts: Record<ChartState, number>;
  label: (state: ChartState) => string;
}) {
  const t = useStaffText();
  return (
    <ul className="staff-chart__legend" aria-label={t('staff.charts.legend')}>
      {chartStates.map((state) => (
        <li key={state}>
          <svg width="16" height="16" aria-hidden="true" focusable="false">
            <rect width="16" height="16" fill={`url(#${patternId(prefix, state)})`} />
          </svg>
          {t('staff.charts.part', { label: label(state), count: counts[state] })}
        </li>
      ))}
    </ul>
  );
}
